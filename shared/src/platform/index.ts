export { APPS, APP_NAMES, REMOTES, SINGLETONS } from './apps.cjs';
export type { AppEntry } from './apps.cjs';
