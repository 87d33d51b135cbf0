import { randomUUID } from 'node:crypto';
import { twoAppsOnOnePostgres } from '../helpers/two-apps';
import { insertReward, memberWithPoints, pointsOf, redeem, stockOf } from './points-rewards-fixtures';

// PostgreSQL only: redemptions stormed at two app instances (two pools: two server processes as far as the database
// can tell). The member's row lock keeps one member from spending the same points twice; the conditional stock
// update keeps several members from taking more units than there are; each key redeems once, both copies answer alike.
const apps = twoAppsOnOnePostgres();

test('3 members × 6 redemptions of 300 points (1000 each) against a stock of 5, every key twice on each process', async () => {
  const [left, right] = [apps.left(), apps.right()];
  const members = await Promise.all([0, 1, 2].map(() => memberWithPoints(left, 1000)));
  const rewardId = await insertReward(left, { pointsCost: 300, stock: 5 });
  const asks = members.flatMap((_, member) =>
    Array.from({ length: 6 }, () => ({ member, requestKey: randomUUID().replace(/-/g, '') })),
  );
  const copies = asks.flatMap((ask, i) => [left, right, left, right].map((app) => ({ app, ask, i })));
  copies.sort(() => Math.random() - 0.5);
  const answers = await Promise.all(
    copies.map(({ app, ask, i }) =>
      redeem(app, members[ask.member]!, { rewardId, requestKey: ask.requestKey }).then((res) => ({
        i,
        status: res.statusCode,
        body: res.json(),
      })),
    ),
  );
  expect(answers.filter((a) => a.status >= 500)).toEqual([]);
  let granted = 0;
  for (const [m, member] of members.entries()) {
    let mine = 0;
    asks.forEach((ask, i) => {
      if (ask.member !== m) return;
      const copiesOfKey = answers.filter((a) => a.i === i);
      const shapes = new Set(
        copiesOfKey.map((a) => (a.status === 200 ? `ok:${a.body.value.redemption.id}` : a.body.code)),
      );
      // A refusal may differ between copies only when the first copy was refused and a later one succeeded;
      // a redemption must never be answered with two different ids.
      expect([...shapes].filter((s) => s.startsWith('ok:')).length).toBeLessThanOrEqual(1);
      if (copiesOfKey.some((a) => a.status === 200)) mine += 1;
    });
    expect(mine).toBeLessThanOrEqual(3);
    const remaining = await pointsOf(left, member);
    expect(remaining).toBe(1000 - mine * 300);
    expect(remaining).toBeGreaterThanOrEqual(0);
    granted += mine;
  }
  expect(granted).toBe(5);
  expect(await stockOf(left, rewardId)).toBe(0);
  const rows = await left.db
    .selectFrom('point_redemption')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('reward_id', '=', rewardId)
    .executeTakeFirstOrThrow();
  expect(Number(rows.n)).toBe(5);
}, 120_000);
