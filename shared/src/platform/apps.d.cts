export interface AppEntry {
  /** Folder and package suffix, e.g. `mfe-lottery`. */
  app: string;
  /** MF container name (a browser global); `null` for the shell (the host). */
  remote: string | null;
  /** Dev-server port. */
  port: number;
  /** Path prefixes whose pages the remote's `./routes` renders. */
  prefixes: readonly string[];
  /** Slot names (shared/src/platform/slots.ts) whose widget this remote exposes. */
  slots: readonly string[];
  /** Overlay owner key (`overlay:open { owner }`), or null when the remote has no overlay. */
  overlay: string | null;
  /** Banner groups the remote shows. */
  bannerGroups: readonly string[];
  /** A host served on its own path (the back office: `/bo/`), outside the player site's release flow. */
  servedAt?: string;
}
export declare const APPS: readonly AppEntry[];
export declare const APP_NAMES: readonly string[];
export declare const REMOTES: readonly (AppEntry & { remote: string })[];
export declare const SINGLETONS: readonly string[];
export declare const SITE_APP_NAMES: readonly string[];
export declare const SEPARATE_HOSTS: readonly (AppEntry & { servedAt: string })[];
