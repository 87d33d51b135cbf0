import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { reconcilePending } from '../../src/modules/transfer-wallet/reconcile';
import { RECONCILE_AFTER_MS } from '../../src/modules/transfer-wallet/transfer-wallet.config';
import { auditLedger } from '../../src/modules/wallet/ledger-audit';
import { balanceMinor, createPlayer } from '../games/games-fixtures';
import { twoAppsOnOnePostgres } from '../helpers/two-apps';
import { HEALTHY } from '../wallet/ledger-helpers';
import {
  VENDOR,
  clearingBalance,
  registerDemoVendor,
  setFault,
  transfer,
  vendorBalance,
  vendorTotalMinor,
} from './transfer-wallet-fixtures';

// PostgreSQL only: transfers in and out of the transfer-wallet vendor stormed at two app instances (two pools: two
// server processes as far as the database can tell), every key sent twice to each. Each key moves money once, both
// copies of a key get one answer, and the ledger, the clearing account and the vendor's own table agree.
const apps = twoAppsOnOnePostgres();

interface Ask {
  member: number;
  direction: 'in' | 'out';
  amount: number;
  clientKey: string;
}

test('3 members × (8 transfers in of 100.00 + 6 out of 50.00) against 500.00 each, every key 4 times over both processes', async () => {
  const [left, right] = [apps.left(), apps.right()];
  await registerDemoVendor(left);
  const members = await Promise.all([0, 1, 2].map(() => createPlayer(left, { balanceMinor: 500_00 })));
  const asks: Ask[] = members.flatMap((_, member) => [
    ...Array.from({ length: 8 }, () => ({
      member,
      direction: 'in' as const,
      amount: 100,
      clientKey: randomUUID(),
    })),
    ...Array.from({ length: 6 }, () => ({
      member,
      direction: 'out' as const,
      amount: 50,
      clientKey: randomUUID(),
    })),
  ]);
  const copies = asks.flatMap((ask, i) => [left, right, left, right].map((app) => ({ app, ask, i })));
  // Shuffled, so outs race ins and copies of one key arrive at different moments.
  copies.sort(() => Math.random() - 0.5);
  const answers = await Promise.all(
    copies.map(({ app, ask, i }) =>
      transfer(app as FastifyInstance, members[ask.member]!, {
        vendor: VENDOR,
        direction: ask.direction,
        amount: ask.amount,
        clientKey: ask.clientKey,
      }).then((res) => ({ i, status: res.statusCode, body: res.json() })),
    ),
  );
  expect(answers.filter((a) => a.status >= 500)).toEqual([]);
  const outcomeOf = (i: number) => {
    const mine = answers.filter((a) => a.i === i);
    // One answer per key: the same transfer (done) or the same refusal, whichever copy asked.
    const shapes = new Set(
      mine.map((a) => (a.status === 200 ? `${a.body.value.status}:${a.body.value.transferId}` : a.body.code)),
    );
    expect(shapes.size).toBe(1);
    return mine[0]!;
  };
  for (const [m, member] of members.entries()) {
    let ins = 0;
    let outs = 0;
    asks.forEach((ask, i) => {
      if (ask.member !== m) return;
      const first = outcomeOf(i);
      if (first.status === 200) {
        expect(first.body.value.status).toBe('done');
        if (ask.direction === 'in') ins += 1;
        else outs += 1;
      } else {
        expect(first.body.code).toBe(
          ask.direction === 'in' ? 'INSUFFICIENT_BALANCE' : 'TRANSFER_VENDOR_REFUSED',
        );
      }
    });
    expect(ins).toBeGreaterThanOrEqual(5);
    expect(await balanceMinor(left, member.memberId)).toBe(500_00 - ins * 100_00 + outs * 50_00);
    expect(await vendorBalance(left, member)).toBe(ins * 100_00 - outs * 50_00);
  }
  expect(await clearingBalance(left)).toBe(await vendorTotalMinor(left));
  expect(await auditLedger(left.db)).toMatchObject(HEALTHY);
}, 120_000);

test('lost answers on both processes, then both reconcile at once: every transfer settles once, the books agree', async () => {
  const [left, right] = [apps.left(), apps.right()];
  await registerDemoVendor(left);
  const members = await Promise.all([0, 1].map(() => createPlayer(left, { balanceMinor: 300_00 })));
  // Each process's vendor client loses the next answers (the move happened); one of its retries may find it done.
  for (const app of [left, right]) await setFault(app, { mode: 'fail-after', times: 6, delayMs: 0 });
  const asks = members.flatMap((member) =>
    Array.from({ length: 5 }, () => ({ member, clientKey: randomUUID() })),
  );
  const answers = await Promise.all(
    asks.flatMap((ask) =>
      [left, right].map((app) =>
        transfer(app, ask.member, { vendor: VENDOR, direction: 'in', amount: 50, clientKey: ask.clientKey }),
      ),
    ),
  );
  expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.json().code)).toEqual([]);
  const pendingIds = () =>
    left.db.selectFrom('transfer_wallet_transfer').select('id').where('status', '=', 'pending').execute();
  // Both copies of a key lost their answer: left for the job (else this test would prove nothing).
  expect((await pendingIds()).length).toBeGreaterThan(0);
  // The job itself takes a lease; its work is called on both processes at once here, to race the settlements.
  const later = new Date(Date.now() + RECONCILE_AFTER_MS + 1_000);
  await Promise.all([left, right].map((app) => reconcilePending(app.transferWallets.deps, later)));
  expect(await pendingIds()).toEqual([]);
  for (const member of members) {
    expect(await balanceMinor(left, member.memberId)).toBe(300_00 - 5 * 50_00);
    expect(await vendorBalance(left, member)).toBe(5 * 50_00);
  }
  expect(await clearingBalance(left)).toBe(await vendorTotalMinor(left));
  expect(await auditLedger(left.db)).toMatchObject(HEALTHY);
}, 120_000);
