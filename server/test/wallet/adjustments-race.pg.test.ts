import type { FastifyInstance } from 'fastify';
import { twoAppsOnOnePostgres } from '../helpers/two-apps';
import { auditLedger } from '../../src/modules/wallet/ledger-audit';
import { balanceMinor, createPlayer } from '../games/games-fixtures';
import { HEALTHY } from './ledger-helpers';

// PostgreSQL only: two app instances (two pools: two server processes as far as the database can tell). An operator's
// retried adjustment storms both; debits race each other past the member's balance.
const apps = twoAppsOnOnePostgres();

test('the same adjustment sent 20 times to two processes moves once; 30 racing debits never take the member below 0', async () => {
  const [left, right] = [apps.left(), apps.right()];
  const player = await createPlayer(left, { balanceMinor: 100_00 });
  const headers = { 'x-admin-token': left.config.ADMIN_TOKEN, 'x-admin-actor': 'race' };
  const send = (app: FastifyInstance, payload: object) =>
    app.inject({ method: 'POST', url: '/wps/admin/wallet/adjustments', headers, payload });

  const credit = {
    account: player.account,
    amount: 50,
    reason: 'Storm credit',
    idempotencyKey: 'storm-credit-1',
  };
  const credits = await Promise.all(Array.from({ length: 20 }, (_, i) => send(i % 2 ? left : right, credit)));
  expect(credits.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
  expect(credits.filter((r) => r.json().value.replayed === false)).toHaveLength(1);
  expect(await balanceMinor(left, player.memberId)).toBe(150_00);

  // 30 distinct debits of 10.00 against 150.00: exactly 15 pass, the rest are refused, nothing goes negative.
  const debits = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      send(i % 2 ? left : right, {
        account: player.account,
        amount: -10,
        reason: 'Storm debit',
        idempotencyKey: `storm-debit-${i}`,
      }),
    ),
  );
  const codes = debits.map((r) => (r.statusCode === 200 ? 'OK' : r.json().code));
  expect(codes.filter((c) => c === 'OK')).toHaveLength(15);
  expect(codes.filter((c) => c === 'INSUFFICIENT_BALANCE')).toHaveLength(15);
  expect(await balanceMinor(left, player.memberId)).toBe(0);
  expect(await auditLedger(left.db)).toMatchObject(HEALTHY);
});
