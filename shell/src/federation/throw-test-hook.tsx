/**
 * Test hook for the failure-isolation e2e test: `?__throw=<remote>` makes that remote's area
 * throw while rendering until the fallback's retry button is pressed, so both the boundary and
 * its retry can be exercised against a real build. (React renders again after an error before
 * giving up, so a throw-once flag would be swallowed by that second render.)
 * Compiled in only when the build ran with `SITE_TEST_HOOKS=1` (the e2e build; docs/architecture.md):
 * `scripts/build.mjs` fails a production build whose shell bundle still contains `__throw`.
 */
const cleared = new Set<string>();

export function ThrowIfRequested({ remote }: { remote: string }) {
  const requested = new URLSearchParams(window.location.search).getAll('__throw');
  if (requested.includes(remote) && !cleared.has(remote)) {
    throw new Error(`${remote} threw while rendering (requested by __throw)`);
  }
  return null;
}

/** Called by the retry button: the simulated fault is "fixed". */
export function clearThrowRequest(remote: string): void {
  cleared.add(remote);
}
