/**
 * A deep link to an overlay page (`/member/withdraw`) opens the overlay over home. Home's remote (rows of games,
 * banners, widgets, ~40 requests and a long render) used to load beside the overlay and took the main thread and the
 * connections the overlay's page needed: its content came 2-5 s after navigation (docs/performance.md "Deep links").
 * So home waits until the overlay's module has loaded and the browser has had an idle moment to start the page's own
 * chunk and data, at most HOLD_MAX_MS; every other navigation renders at once.
 */
const HOLD_MAX_MS = 3_000;
/** After the overlay module arrived: long enough for its page chunk and first requests to start. */
const IDLE_TIMEOUT_MS = 1_000;

let open = true;
let opened: Promise<void> = Promise.resolve();

/** Called once at start-up for a deep link, with the overlay module's load. */
export function holdBackgroundUntil(overlayLoaded: Promise<unknown>): void {
  open = false;
  const afterIdle = () =>
    new Promise<void>((resolve) => {
      if (typeof window.requestIdleCallback === 'function') {
        window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      } else setTimeout(resolve, 200);
    });
  const cap = new Promise<void>((resolve) => setTimeout(resolve, HOLD_MAX_MS));
  opened = Promise.race([overlayLoaded.then(afterIdle, () => undefined), cap]).then(() => {
    open = true;
  });
}

/** Whether the page under the overlay may render now (true unless a deep link is being served first). */
export const backgroundOpen = () => open;

/** Settles when the page under the overlay may render. */
export const backgroundOpened = () => opened;
