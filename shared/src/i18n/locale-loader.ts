/**
 * Loads one namespace of one language from `./locales/<lang>/<ns>.json`. The bundler turns the
 * template import into one lazy chunk per file, so a player downloads only the language they use.
 * A missing file is not an error: i18next falls back to English key by key.
 */
export async function loadLocaleNamespace(language: string, namespace: string): Promise<Record<string, unknown>> {
  try {
    const mod = (await import(`./locales/${language}/${namespace}.json`)) as { default?: Record<string, unknown> };
    return mod.default ?? (mod as Record<string, unknown>);
  } catch {
    return {};
  }
}
