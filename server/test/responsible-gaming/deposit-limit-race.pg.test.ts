import { twoAppsOnOnePostgres } from '../helpers/two-apps';
import { setDepositLimit } from '../../src/modules/responsible-gaming/responsible-gaming.service';
import { createPlayer } from '../games/games-fixtures';

// PostgreSQL only: deposit orders stormed at two app instances (two pools: two server processes as far as the
// database can tell) must never open more than the member's own limit allows.
const apps = twoAppsOnOnePostgres();

test('24 deposits of 100.00 racing against a 500.00 daily limit: exactly 5 orders open', async () => {
  const [left, right] = [apps.left(), apps.right()];
  const player = await createPlayer(left);
  await setDepositLimit(left.db, player.memberId, 'day', 500);
  const answers = await Promise.all(
    Array.from({ length: 24 }, (_, i) =>
      (i % 2 ? left : right).inject({
        method: 'POST',
        url: '/wps/v2/payments/deposits',
        headers: player.headers,
        payload: { channel: 'ewallet', amount: 100 },
      }),
    ),
  );
  const codes = answers.map((r) => (r.statusCode === 200 ? 'OK' : r.json().code));
  expect(codes.filter((c) => c === 'OK')).toHaveLength(5);
  expect(codes.filter((c) => c === 'DEPOSIT_LIMIT_EXCEEDED')).toHaveLength(19);
  const open = await left.db
    .selectFrom('deposit_order')
    .select('id')
    .where('member_id', '=', player.memberId)
    .execute();
  expect(open).toHaveLength(5);
});
