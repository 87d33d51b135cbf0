import { useQuery } from '@tanstack/react-query';
import { whitelabelQuery } from '@site/shared';
import type { FeatureFlag, Whitelabel } from '@site/shared/schemas';

/**
 * What the operator configured for this site (flags, default language, customer-service links, resources), read
 * from the page's one query cache: the shell's start-up fetches it once and the lobby reads the same entry, so
 * there is no second copy to keep in step.
 */
export function useWhitelabel(): Whitelabel | null {
  return useQuery(whitelabelQuery()).data ?? null;
}

/** A feature flag; off until the whitelabel call answered (a missing flag is off). */
export function useFlag(flag: FeatureFlag): boolean {
  return useWhitelabel()?.flags[flag] ?? false;
}

type ServiceLinks = Whitelabel['customerService'];
type Resources = Whitelabel['resources'];
// Stable empties, so a component's effect that depends on the list does not run on every render.
const NO_LINKS: ServiceLinks = [];
const NO_RESOURCES: Resources = [];

/** The operator's customer-service links (none until the whitelabel call answered). */
export function useServiceLinks(): ServiceLinks {
  return useWhitelabel()?.customerService ?? NO_LINKS;
}

/** The operator's resources (app downloads, chat room). */
export function useResources(): Resources {
  return useWhitelabel()?.resources ?? NO_RESOURCES;
}
