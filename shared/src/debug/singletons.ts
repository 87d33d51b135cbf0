/**
 * Debug hook proving the shared singletons really are single on the page: each module that must
 * exist once records its instance here, and the e2e test asserts one distinct instance per name.
 * A second copy of `@site/shared` (a remote bundling its own) would record a second instance.
 */
type SingletonRegistry = Record<string, unknown[]>;

declare global {
  interface Window {
    __SITE_SINGLETONS__?: SingletonRegistry;
  }
}

/**
 * Returns the page-wide instance stored under `key`, creating it on first use. Stateful shared
 * modules (bus, session store) anchor themselves here because a second copy of their code can
 * still reach the page: `@site/shared/i18n` is a separate shared entry that bundles the bus it
 * imports, and a remote may provide it when the shell does not. Copies of the code then still
 * share one state.
 */
export function pageSingleton<T>(key: string, create: () => T): T {
  const holder = globalThis as unknown as Record<string, T | undefined>;
  const existing = holder[key];
  if (existing !== undefined) return existing;
  const created = create();
  holder[key] = created;
  return created;
}

/** Records `instance` under `name` (identity-deduplicated). No-op outside a browser. */
export function trackSingleton(name: string, instance: unknown): void {
  if (typeof window === 'undefined') return;
  const registry = (window.__SITE_SINGLETONS__ ??= {});
  const instances = (registry[name] ??= []);
  if (!instances.includes(instance)) instances.push(instance);
}
