/**
 * Test hook for the failure-isolation e2e test: `?__throw=<remote>` makes that remote's area
 * throw while rendering, once per page load, so the boundary's fallback and its retry can both
 * be exercised against a real build.
 */
const thrown = new Set<string>();

export function ThrowOnceIfRequested({ remote }: { remote: string }) {
  const requested = new URLSearchParams(window.location.search).getAll('__throw');
  if (requested.includes(remote) && !thrown.has(remote)) {
    thrown.add(remote);
    throw new Error(`${remote} threw while rendering (requested by __throw)`);
  }
  return null;
}
