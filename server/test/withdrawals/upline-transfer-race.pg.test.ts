import { randomUUID } from 'node:crypto';
import { twoAppsOnOnePostgres } from '../helpers/two-apps';
import { auditLedger } from '../../src/modules/wallet/ledger-audit';
import { balanceMinor } from '../games/games-fixtures';
import { HEALTHY } from '../wallet/ledger-helpers';
import { PIN, memberUnderUpline } from './upline-fixtures';

// PostgreSQL only: transfers to the upline stormed at two app instances (two pools: two server processes as far as
// the database can tell), with retries of the same key, never overdraw and never move one key twice.
const apps = twoAppsOnOnePostgres();

test('12 keys of 100.00, each sent twice to both processes, against 500.00: five move, once each', async () => {
  const [left, right] = [apps.left(), apps.right()];
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
