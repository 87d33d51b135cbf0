import type { FastifyInstance } from 'fastify';
import { seedGames } from '../../src/db/seed/games';
import { insertSession } from '../../src/modules/session/session.repository';
import { newId, newSecret } from '../../src/modules/session/session-token';
import { ensureMemberAccount, postTransaction, systemAccount } from '../../src/modules/wallet/ledger.service';

export { seedGames };

export interface TestPlayer {
  memberId: number;
  account: string;
  token: string;
  headers: { authorization: string };
}

let counter = 0;

/** A member (or trial account with isAgent 4) with a live session and `balanceMinor` PHP funded from the house. */
export async function createPlayer(
  app: FastifyInstance,
  opts: { isAgent?: number; balanceMinor?: number } = {},
): Promise<TestPlayer> {
  counter += 1;
  const account = `player${process.pid % 1000}x${counter}`;
  const { id } = await app.db
    .insertInto('member')
    .values({
      account,
      nickname: account,
      type: opts.isAgent ?? 0,
      path: '/',
      currency: 'PHP',
      referral_code: `R${process.pid}X${counter}`,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  const { secret, hash } = newSecret();
  await insertSession(app.db, {
    id: newId(),
    memberId: id,
    tokenHash: hash,
    kind: 'member',
    ip: '127.0.0.1',
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  if (opts.balanceMinor) {
    const [house, wallet] = await Promise.all([
      systemAccount(app.db, 'house', 'PHP'),
      ensureMemberAccount(app.db, id, 'PHP'),
    ]);
    await postTransaction(app.db, {
      idempotencyKey: `test-fund:${id}`,
      kind: 'deposit',
      legs: [
        { accountId: house.id, amountMinor: -opts.balanceMinor },
        { accountId: wallet.id, amountMinor: opts.balanceMinor },
      ],
    });
  }
  return { memberId: id, account, token: secret, headers: { authorization: `Bearer ${secret}` } };
}

export async function balanceMinor(app: FastifyInstance, memberId: number): Promise<number> {
  return (await ensureMemberAccount(app.db, memberId, 'PHP')).balanceMinor;
}

/** Σ of every account balance: the ledger invariant (always 0). */
export async function ledgerSum(app: FastifyInstance): Promise<number> {
  const row = await app.db
    .selectFrom('wallet_account')
    .select((eb) => eb.fn.sum<number>('balance_minor').as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total ?? 0);
}
