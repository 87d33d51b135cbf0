import { create } from 'zustand';
import type { FeatureFlag, RegisterSettings, SystemStatus, Whitelabel } from '@site/shared/schemas';

/**
 * What the operator configured for this site (whitelabel flags, status, register rules), loaded once at
 * start by the app layer and read by every feature. Lives below the features (bulletproof-react `stores/`)
 * so features can share it without importing each other.
 */
export interface SiteConfigState {
  whitelabel: Whitelabel | null;
  status: SystemStatus | null;
  registerSettings: RegisterSettings | null;
  loadError: string | null;
  setWhitelabel: (w: Whitelabel) => void;
  setStatus: (s: SystemStatus) => void;
  setRegisterSettings: (r: RegisterSettings) => void;
  setLoadError: (code: string | null) => void;
}

export const useSiteConfig = create<SiteConfigState>()((set) => ({
  whitelabel: null,
  status: null,
  registerSettings: null,
  loadError: null,
  setWhitelabel: (whitelabel) => set({ whitelabel }),
  setStatus: (status) => set({ status }),
  setRegisterSettings: (registerSettings) => set({ registerSettings }),
  setLoadError: (loadError) => set({ loadError }),
}));

/** A feature flag; off until the whitelabel call answered (a missing flag is off). */
export function useFlag(flag: FeatureFlag): boolean {
  return useSiteConfig((s) => s.whitelabel?.flags[flag] ?? false);
}

export function flagOf(flag: FeatureFlag): boolean {
  return useSiteConfig.getState().whitelabel?.flags[flag] ?? false;
}

/** Whether a whitelabel module (modId) is enabled anywhere in the module tree. */
export function isModuleEnabled(whitelabel: Whitelabel | null, modId: string): boolean {
  const walk = (nodes: Whitelabel['modules']): boolean =>
    nodes.some((n) => (n.modId === modId && n.enabled) || walk(n.childrenNodes));
  return whitelabel ? walk(whitelabel.modules) : false;
}

type ServiceLinks = Whitelabel['customerService'];
type Resources = Whitelabel['resources'];
// Stable empties: a selector returning a fresh [] on every call makes zustand re-render forever.
const NO_LINKS: ServiceLinks = [];
const NO_RESOURCES: Resources = [];

/** The operator's customer-service links (none until the whitelabel call answered). */
export function useServiceLinks(): ServiceLinks {
  return useSiteConfig((s) => s.whitelabel?.customerService ?? NO_LINKS);
}

/** The operator's resources (app downloads, chat room). */
export function useResources(): Resources {
  return useSiteConfig((s) => s.whitelabel?.resources ?? NO_RESOURCES);
}
