import { twoAppsOnOnePostgres } from '../helpers/two-apps';
import { settleDay } from '../../src/modules/referral/referral.service';
import { auditLedger } from '../../src/modules/wallet/ledger-audit';
import { balanceMinor, createPlayer } from '../games/games-fixtures';
import { settledBet } from '../rebate/rebate-fixtures';
import { invitedPlayer } from './referral-fixtures';
import { HEALTHY } from '../wallet/ledger-helpers';

// PostgreSQL only: the commission job of one day run eight times at once from two app instances (two pools: two
// server processes as far as the database can tell, and the job lease bypassed) pays every referrer once.
const apps = twoAppsOnOnePostgres();

test('eight concurrent settlements of one day: each referrer paid once, the ledger whole', async () => {
  const [left, right] = [apps.left(), apps.right()];
  const day = '2031-08-08';
  const referrers = await Promise.all(Array.from({ length: 5 }, () => createPlayer(left)));
  for (const [i, referrer] of referrers.entries()) {
    for (let n = 0; n < 3; n += 1) {
      const invitee = await invitedPlayer(left, referrer);
      await settledBet(left.db, invitee, 'SLOT', (i + 1) * 10_000_00, new Date(`${day}T0${n + 1}:00:00Z`));
    }
  }
  const runs = await Promise.all(
    Array.from({ length: 8 }, (_, i) => settleDay((i % 2 ? left : right).db, day)),
  );
  expect(runs.reduce((sum, r) => sum + r.paidMinor, 0)).toBe(
    referrers.reduce((sum, _, i) => sum + 3 * (i + 1) * 10_00, 0),
  );
  for (const [i, referrer] of referrers.entries()) {
    expect(await balanceMinor(left, referrer.memberId)).toBe(3 * (i + 1) * 10_00);
  }
  const rows = await left.db.selectFrom('referral_commission').select('id').where('day', '=', day).execute();
  expect(rows).toHaveLength(15);
  expect(await auditLedger(left.db)).toMatchObject(HEALTHY);
});
