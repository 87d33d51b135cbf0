import { expect, type Locator, type Page, type Route } from '@playwright/test';

/** The element a remote renders around its routes once mounted (see each remote-entry.tsx). */
export function remoteRoot(page: Page, remote: string): Locator {
  return page.locator(`[data-remote-root="${remote}"]`);
}

/** The shell's box around one remote: loading state, the remote, or its fallback. */
export function remoteOutlet(page: Page, remote: string): Locator {
  return page.locator(`[data-remote-outlet="${remote}"]`);
}

/**
 * The localized fallback shown in a remote's own box, and its retry button. Only the remote's own fallback: a slot
 * inside it (the lobby's home holds the lottery panel) shows its owner's fallback in the same box when that owner
 * fails, and must not be taken for the remote's.
 */
export function remoteFallback(page: Page, remote: string) {
  const alert = remoteOutlet(page, remote).locator(`[role="alert"][data-remote-fallback="${remote}"]`);
  return { alert, retry: alert.getByRole('button', { name: /try again/i }) };
}

/**
 * Client-side navigation through the shell's own links (header or side menu), proving the
 * shell's navigation still works while a remote is down.
 */
export async function followShellLink(page: Page, path: string): Promise<void> {
  const link = page.locator(`a[href="${path}"]:visible`).first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === path);
}

/** Makes the page give up on a hanging entry sooner (the loader's budget is configurable). */
export async function setEntryTimeout(page: Page, entryTimeoutMs: number): Promise<void> {
  await page.addInitScript((ms) => {
    (window as unknown as { __SITE_FEDERATION__: unknown }).__SITE_FEDERATION__ = { entryTimeoutMs: ms };
  }, entryTimeoutMs);
}

/** Glob for one remote's registered entry (its version's mf-manifest.json). */
export function entryGlob(app: string): string {
  return `**/releases/${app}/*/mf-manifest.json`;
}

/**
 * The shell shows the announcement popup to visitors on every page view (docs/site-rules.md "Flows"); tests about
 * something else close it whenever it appears, before their next action.
 */
export async function autoCloseAnnouncements(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByRole('dialog', { name: /announcement/i }), async () => {
    // Escape closes the shared Modal; clicking its × could wait forever if it closes by itself first.
    await page.keyboard.press('Escape');
  });
}

/**
 * Clicks a fallback's "Try again" and then lets `glob` (the failed entry) answer again. The fallback is not the end:
 * the shell keeps loading in the background (docs/architecture.md "Module Federation"), so an entry that simply
 * started answering could bring the remote in by itself before the click, and the click then waited for a button that
 * was gone (CI, 2026-11-28: 5 min). So from here on new requests for `glob` are held: the click puts the box back to
 * `loading`, and only then do the held requests and every later one go through. Requests an earlier route holds stay
 * with it (a hung request stays hung). Routes added later run first, so this one shadows a failing one.
 */
export async function retryThenAnswer(
  page: Page,
  glob: string,
  retry: Locator,
  loading: Locator,
): Promise<void> {
  const held: Route[] = [];
  let holding = true;
  await page.route(glob, (route) => {
    if (holding) held.push(route);
    else void route.continue();
  });
  await retry.click();
  await expect(loading).toBeVisible();
  holding = false;
  for (const route of held.splice(0)) await route.continue();
}
