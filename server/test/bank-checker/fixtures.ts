import type { Db } from '../../src/db/create-db';
import { commitSeed, newServerSeed } from '../../src/modules/lottery/fairness';
import { insertIssues } from '../../src/modules/lottery/lottery.repository';
import { insertSession } from '../../src/modules/session/session.repository';
import { newId, newSecret } from '../../src/modules/session/session-token';
import { ensureMemberAccount, postTransaction, systemAccount } from '../../src/modules/wallet/ledger.service';

/**
 * A member logged in for an hour (its bearer token), funded from the house through the ledger when `fundMinor` > 0:
 * what the bank-checker plug-ins and the money benchmarks start from.
 */
export async function createMemberWithSession(
  db: Db,
  options: { account: string; referralCode: string; fundMinor?: number },
): Promise<{ id: number; token: string }> {
  const { id } = await db
    .insertInto('member')
    .values({
      account: options.account,
      nickname: options.account,
      type: 0,
      path: '/',
      currency: 'PHP',
      referral_code: options.referralCode,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  const { secret, hash } = newSecret();
  await insertSession(db, {
    id: newId(),
    memberId: id,
    tokenHash: hash,
    kind: 'member',
    ip: '127.0.0.1',
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  const fundMinor = options.fundMinor ?? 0;
  if (fundMinor > 0) {
    const [house, wallet] = await Promise.all([
      systemAccount(db, 'house', 'PHP'),
      ensureMemberAccount(db, id, 'PHP'),
    ]);
    await postTransaction(db, {
      idempotencyKey: `fixture-fund:${id}`,
      kind: 'deposit',
      legs: [
        { accountId: house.id, amountMinor: -fundMinor },
        { accountId: wallet.id, amountMinor: fundMinor },
      ],
    });
  }
  return { id, token: secret };
}

/** A lottery issue on sale from a minute ago for `saleMs`, drawing 30 s after it closes; its id and secret seed. */
export async function insertIssueOnSale(
  db: Db,
  gameCode: string,
  issueNo: string,
  saleMs: number,
): Promise<{ id: number; serverSeed: string }> {
  const now = Date.now();
  const serverSeed = newServerSeed();
  await insertIssues(db, [
    {
      gameCode,
      issueNo,
      openAt: new Date(now - 60_000),
      closeAt: new Date(now + saleMs),
      drawAt: new Date(now + saleMs + 30_000),
      serverSeed,
      seedCommit: commitSeed(serverSeed),
    },
  ]);
  const { id } = await db
    .selectFrom('lottery_issue')
    .select('id')
    .where('game_code', '=', gameCode)
    .where('issue_no', '=', issueNo)
    .executeTakeFirstOrThrow();
  return { id, serverSeed };
}

/** What the member's own wallet call answers, in minor units: the "API" side of model = ledger = API. */
export async function walletBalanceMinor(url: string, token: string): Promise<number> {
  const res = await fetch(`${url}/wps/v2/wallets/balance`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { value: { sumBalance: number } };
  return Math.round(body.value.sumBalance * 100);
}
