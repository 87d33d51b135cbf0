/**
 * The commit-reveal check in the browser (docs/lottery.md "Fairness"): SHA-256 over the revealed seed's hex text
 * (UTF-8) must equal the commitment published before the issue opened. Done here, not only on the server, so the
 * desk shows a check the operator's own browser made.
 */
export async function sha256Hex(text: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error('WebCrypto is not available');
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
