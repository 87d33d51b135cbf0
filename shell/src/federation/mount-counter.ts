/**
 * Successful mounts of each (remote, version), counted so the release service has a failure RATE per version (the
 * automatic rollback compares a canary's with the live version's: docs/adr/010-release-service.md). Cheap by design:
 * each remote counts once per page, and one batched request leaves a few seconds later or when the page is hidden.
 */
const FLUSH_AFTER_MS = 3_000;
const MOUNTS_URL = '/wps/telemetry/mounts';

const counted = new Set<string>();
let pending: Array<{ remote: string; version: string }> = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;

export function countMount(remote: string, version: string): void {
  if (!version) return;
  const key = `${remote}@${version}`;
  if (counted.has(key)) return;
  counted.add(key);
  pending.push({ remote, version });
  if (!listening && typeof document !== 'undefined') {
    listening = true;
    document.addEventListener(
      'visibilitychange',
      () => document.visibilityState === 'hidden' && flushMounts(),
    );
  }
  timer ??= setTimeout(flushMounts, FLUSH_AFTER_MS);
}

export function flushMounts(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  if (pending.length === 0) return;
  const body = JSON.stringify({ mounts: pending });
  pending = [];
  try {
    void fetch(MOUNTS_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Telemetry never surfaces to the player.
  }
}

/** Tests: forget what was counted. */
export function resetMountCounter(): void {
  counted.clear();
  pending = [];
  if (timer) clearTimeout(timer);
  timer = null;
}
