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

/** Records `instance` under `name` (identity-deduplicated). No-op outside a browser. */
export function trackSingleton(name: string, instance: unknown): void {
  if (typeof window === 'undefined') return;
  const registry = (window.__SITE_SINGLETONS__ ??= {});
  const instances = (registry[name] ??= []);
  if (!instances.includes(instance)) instances.push(instance);
}
