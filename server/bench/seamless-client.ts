/**
 * The demo vendor's side of the seamless wallet, as the benches play it (bench:seamless, bench:cluster,
 * bench:wagering): funded bench players with their launch tokens, and one signed callback. The wire format is the
 * bank checker's (docs/bank-checker.md), so a bench and the checker always speak the same protocol.
 */
import type { Db } from '../src/db/create-db';
import { signBody } from '../src/modules/seamless-wallet/signature';
import { createMemberWithSession } from '../test/bank-checker/fixtures';
import { CHECKER_SECRETS, demoSlotLaunchToken } from '../test/bank-checker/two-servers';

/** One signed callback (`debit`, `credit`, …) to the demo vendor's endpoint; the answer's status (`OK` or a code). */
export async function seamlessCall(url: string, action: string, payload: unknown): Promise<string> {
  const body = JSON.stringify(payload);
  const res = await fetch(`${url}/wps/seamless/DEMO/${action}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-signature': signBody(CHECKER_SECRETS.VENDOR_SECRET_DEMO, body),
    },
    body,
  });
  return ((await res.json()) as { status: string }).status;
}

/** The value at percentile `p` of an ascending list (0 when empty). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * `count` new players `<prefix><i>`, each funded with 100,000.00 PHP through the ledger, and a launch token per
 * player for the demo paid slot: what a vendor's callbacks carry.
 */
export async function fundedPlayersWithTokens(db: Db, prefix: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const account = `${prefix}${i}`;
    const { id } = await createMemberWithSession(db, {
      account,
      referralCode: account.toUpperCase(),
      fundMinor: 10_000_000,
    });
    tokens.push(demoSlotLaunchToken({ memberId: id, account, jti: account }));
  }
  return tokens;
}
