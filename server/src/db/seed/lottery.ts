import type { Db } from '../create-db';
import { LOTTERY_GAMES, findLotteryGame } from '../../modules/lottery/lottery-games';
import { drawDue, ensureIssues, ensureIssuesBetween, settleDue } from '../../modules/lottery/lottery.service';
import { placeOrder } from '../../modules/lottery/lottery-orders.service';
import type { OrderSelection } from '../../modules/lottery/lottery.table';

const HOUR = 3_600_000;
/** The seeded member with lottery history (README demo accounts). */
export const LOTTERY_DEMO_ACCOUNT = 'player1';

/** Demo slips: played by player1 (demo keeps its documented 10,000.00 balance) on recent issues so my-orders, results and hot lists show real numbers. */
const DEMO_SLIPS: Array<{ gameCode: string; issuesBack: number[]; selections: OrderSelection[] }> = [
  {
    gameCode: 'KENO_5M',
    issuesBack: [2, 4, 6, 8],
    selections: [
      { playType: 'KENO_BIG_SMALL', option: 'BIG', stakeMinor: 2_000 },
      { playType: 'KENO_PICK2', numbers: [8, 18], stakeMinor: 1_000 },
    ],
  },
  {
    gameCode: 'FAST3_1M',
    issuesBack: [3, 5],
    selections: [{ playType: 'FAST_BIG_SMALL', option: 'SMALL', stakeMinor: 1_000 }],
  },
  {
    gameCode: 'VNN_HN',
    issuesBack: [1, 2],
    selections: [
      { playType: 'VN_BAOLO2', numbers: [68], stakeMinor: 1_800 },
      { playType: 'VN_DE', numbers: [27], stakeMinor: 1_000 },
    ],
  },
];

/**
 * Lottery history for a fresh start (idempotent: issues keep their first seed, demo orders their client keys):
 * 2 hours of keno/fast issues and 8 days of VN issues behind now, drawn and settled, the next hour/week planned,
 * and a few player1 orders on past issues placed while those issues were on sale.
 */
export async function seedLottery(db: Db, now = new Date()): Promise<{ issues: number; orders: number }> {
  const interval = LOTTERY_GAMES.filter((g) => g.schedule.kind === 'interval');
  const daily = LOTTERY_GAMES.filter((g) => g.schedule.kind === 'daily');
  let issues = await ensureIssuesBetween(db, new Date(now.getTime() - 2 * HOUR), now, {}, interval);
  issues += await ensureIssuesBetween(db, new Date(now.getTime() - 8 * 24 * HOUR), now, {}, daily);
  issues += await ensureIssues(db, now);

  const demo = await db
    .selectFrom('member')
    .select(['id', 'account', 'currency'])
    .where('account', '=', LOTTERY_DEMO_ACCOUNT)
    .executeTakeFirst();
  let orders = 0;
  if (demo) {
    for (const slip of DEMO_SLIPS) {
      if (!findLotteryGame(slip.gameCode)) continue;
      // Once per game, not once per issue: on a later run the "issues back" indexes point at other issues (a keno
      // draw passes every minute), which are drawn already or would take a new order — neither is "changes nothing".
      const alreadySeeded = await db
        .selectFrom('lottery_order')
        .select('id')
        .where('member_id', '=', demo.id)
        .where('client_key', 'like', `seed-${slip.gameCode}-%`)
        .executeTakeFirst();
      if (alreadySeeded) continue;
      const past = await db
        .selectFrom('lottery_issue')
        .selectAll()
        .where('game_code', '=', slip.gameCode)
        .where('draw_at', '<=', now)
        .orderBy('draw_at', 'desc')
        .limit(Math.max(...slip.issuesBack) + 1)
        .execute();
      for (const back of slip.issuesBack) {
        const issue = past[back];
        if (!issue) continue;
        await placeOrder(
          db,
          {
            memberId: demo.id,
            memberAccount: demo.account,
            currency: demo.currency,
            gameCode: slip.gameCode,
            issueNo: issue.issue_no,
            clientKey: `seed-${slip.gameCode}-${issue.issue_no}`,
            selections: slip.selections,
          },
          new Date(issue.open_at.getTime() + 1_000),
        );
        orders += 1;
      }
    }
  }
  await drawDue(db, now, 100_000);
  await settleDue(db, now, 10_000);
  return { issues, orders };
}
