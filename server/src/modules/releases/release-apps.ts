/**
 * The apps the registry knows. The shell is the host; every other app is a remote whose
 * MF container name is its folder name in snake_case (it becomes a global in the browser).
 */
import { SINGLETONS, SITE_APP_NAMES } from '@site/shared/platform';

/**
 * From the one apps registry (shared/src/platform/apps.cjs): adding a remote is one entry there. The back office is
 * a host served on its own path and has no release of its own yet (docs/back-office.md "Hosting").
 */
export const RELEASE_APPS: readonly string[] = SITE_APP_NAMES;

export type ReleaseApp = string;

export type RemoteApp = string;

export const REMOTE_APPS = RELEASE_APPS.filter((app): app is RemoteApp => app !== 'shell');

/** Shared singletons whose majors must match between the shell and every remote on the page. */
export const GUARDED_SINGLETONS = SINGLETONS;

export function isReleaseApp(value: string): value is ReleaseApp {
  return (RELEASE_APPS as readonly string[]).includes(value);
}

export function remoteName(app: RemoteApp): string {
  return app.replace(/-/g, '_');
}

/** Versions become folder names and URL segments: keep them to a safe, traversal-free alphabet. */
const VERSION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._+-]{0,63}$/;

export function isValidVersion(version: string): boolean {
  return VERSION_PATTERN.test(version) && !version.includes('..');
}
