import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { auditLedger } from '../../src/modules/wallet/ledger-audit';
import { balanceMinor } from '../games/games-fixtures';
import { requirePostgresUrl } from '../helpers/postgres';
import { createScratchDatabase } from '../helpers/test-app';
import { HEALTHY } from '../wallet/ledger-helpers';
import { PIN, memberUnderUpline } from './upline-fixtures';

// PostgreSQL only: transfers to the upline stormed at two app instances (two pools: two server processes as far as
// the database can tell), with retries of the same key, never overdraw and never move one key twice.
let left: FastifyInstance;
let right: FastifyInstance;
let drop: () => Promise<void>;

beforeAll(async () => {
  const scratch = await createScratchDatabase(requirePostgresUrl());
  drop = scratch.drop;
  const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_ON_START: 'false', DATABASE_URL: scratch.url };
  left = await buildApp(loadConfig(env));
  right = await buildApp(loadConfig(env));
}, 120_000);
afterAll(async () => {
  await left?.close();
  await right?.close();
  await drop?.();
});

test('12 keys of 100.00, each sent twice to both processes, against 500.00: five move, once each', async () => {
  const { member, upline } = await memberUnderUpline(left, 500_00);
  const keys = Array.from({ length: 12 }, () => randomUUID());
  const answers = await Promise.all(
    keys.flatMap((clientKey, i) =>
      [left, right].map((app) =>
        app
          .inject({
            method: 'POST',
            url: '/wps/v2/transfers/upline',
            headers: member.headers,
            payload: { amount: 100, withdrawalPassword: PIN, clientKey: `${clientKey}` },
          })
          .then((res) => ({ i, res })),
      ),
    ),
  );
  const movedKeys = new Set(answers.filter((a) => a.res.statusCode === 200).map((a) => a.i));
  const refused = answers.filter((a) => a.res.statusCode !== 200).map((a) => a.res.json().code);
  expect(movedKeys.size).toBe(5);
  expect(new Set(refused)).toEqual(new Set(['INSUFFICIENT_BALANCE']));
  // Both copies of a moved key answered with the same transaction.
  for (const i of movedKeys) {
    const ids = answers.filter((a) => a.i === i).map((a) => a.res.json().value?.transactionId);
    expect(new Set(ids).size).toBe(1);
  }
  expect(await balanceMinor(left, member.memberId)).toBe(0);
  expect(await balanceMinor(left, upline.memberId)).toBe(500_00);
  expect(await auditLedger(left.db)).toMatchObject(HEALTHY);
});
