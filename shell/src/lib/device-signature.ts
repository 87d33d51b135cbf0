/** The header the server counts account and trial creation under, next to the address (docs/security.md). */
export const DEVICE_HEADER = 'x-device-signature';
const STORAGE_KEY = 'site.device-signature';

/**
 * A random id this browser keeps, sent when it creates an account or a trial account so one device rotating
 * addresses is still throttled. It identifies nothing about the person and the server stores only its hash.
 */
export function deviceSignature(): string {
  try {
    const kept = window.localStorage.getItem(STORAGE_KEY);
    if (kept && kept.length >= 8) return kept;
    const fresh = crypto.randomUUID();
    window.localStorage.setItem(STORAGE_KEY, fresh);
    return fresh;
  } catch {
    // Storage refused (private mode): a per-page id still groups this page's requests.
    return (fallback ??= crypto.randomUUID());
  }
}
let fallback: string | undefined;

export const deviceHeaders = (): Record<string, string> => ({ [DEVICE_HEADER]: deviceSignature() });
