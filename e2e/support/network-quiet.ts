import type { Page, Request } from '@playwright/test';

/** The server-sent event streams a signed-in page keeps open for as long as it lives (balance push, chat room). */
const isStream = (request: Request) =>
  /\/events(\?|$)/.test(new URL(request.url()).pathname) ||
  request.headers()['accept']?.includes('text/event-stream') === true;

const inFlight = new WeakMap<Page, Set<Request>>();

/**
 * Starts counting the page's requests in flight (call before the page loads anything: in a `beforeEach`).
 * Playwright's `networkidle` never comes on a signed-in page — the balance stream stays open — so a bounded
 * `networkidle` wait there always ran out its full timeout.
 */
export function trackNetwork(page: Page): void {
  if (inFlight.has(page)) return;
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on('request', (request) => {
    if (!isStream(request)) pending.add(request);
  });
  const done = (request: Request) => pending.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/**
 * Resolves once no request but the event streams has been in flight for `quietMs` (or after `timeout`: a page that
 * keeps polling is checked as it is then). The page must be tracked with `trackNetwork`.
 */
export async function networkQuiet(page: Page, quietMs = 500, timeout = 10_000): Promise<void> {
  const pending = inFlight.get(page);
  if (!pending) throw new Error('networkQuiet: call trackNetwork(page) before the page loads');
  await page.waitForLoadState('load');
  const end = Date.now() + timeout;
  let quietSince = pending.size === 0 ? Date.now() : 0;
  while (Date.now() < end) {
    if (pending.size > 0) quietSince = 0;
    else if (quietSince === 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
