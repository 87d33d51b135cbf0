import type { Db } from '../create-db';
import { findMemberByAccount } from '../../modules/member/member.repository';
import { ensureMemberAccount, vendorAccount } from '../../modules/wallet/ledger.service';
import { postSeedRoundMoney } from './seed-round-money';
import { RECENT_WINNERS } from './recent-winners';

const CURRENCY = 'PHP';
const HOUR_MS = 3_600_000;

/** Who won what, on which of the hottest catalogue games (by rank), and how many hours before the seed ran. */
const WINS: Array<{
  account: (typeof RECENT_WINNERS)[number];
  hotGame: number;
  stakeMinor: number;
  winMinor: number;
  hoursAgo: number;
}> = [
  { account: 'luckystar7', hotGame: 0, stakeMinor: 100_00, winMinor: 25_300_00, hoursAgo: 30 },
  { account: 'kingcobra88', hotGame: 1, stakeMinor: 50_00, winMinor: 12_850_00, hoursAgo: 5 },
  { account: 'marialuz', hotGame: 2, stakeMinor: 20_00, winMinor: 4_620_00, hoursAgo: 20 },
  { account: 'kingcobra88', hotGame: 3, stakeMinor: 30_00, winMinor: 2_450_00, hoursAgo: 70 },
  { account: 'bigwin777', hotGame: 4, stakeMinor: 10_00, winMinor: 1_980_00, hoursAgo: 50 },
  { account: 'junsantos', hotGame: 0, stakeMinor: 25_00, winMinor: 1_275_00, hoursAgo: 2 },
];

/**
 * Big wins of the last days, so the home page's winner board (docs/promotions.md "Winner board": net wins settled in
 * the last 7 days) shows real rounds on a fresh start; the other seeded rounds are small, or on in-house demo games
 * that are not in the catalogue. Each round is real: its stake and its win move through the ledger between the
 * player's wallet and the game vendor's account, and its bet record names a catalogue game. Idempotent by round id;
 * the board shows them for a week after the first start.
 */
export async function seedRecentWins(db: Db, now = new Date()): Promise<number> {
  const hotGames = await db
    .selectFrom('game')
    .select(['game_id', 'game_type', 'vassalage'])
    .where('hot_rank', 'is not', null)
    .orderBy('hot_rank')
    .orderBy('game_id')
    .limit(5)
    .execute();
  let seeded = 0;
  for (const [n, win] of WINS.entries()) {
    const game = hotGames[win.hotGame];
    const member = await findMemberByAccount(db, win.account);
    if (!game || !member) continue;
    const round = `seed-win-${n}`;
    const seen = await db
      .selectFrom('bet_record')
      .select('id')
      .where('vendor', '=', game.vassalage)
      .where('round_id', '=', round)
      .executeTakeFirst();
    if (seen) continue;
    const wallet = await ensureMemberAccount(db, member.id, CURRENCY);
    const vendor = await vendorAccount(db, game.vassalage, CURRENCY);
    await postSeedRoundMoney(db, {
      betKey: `seed:win-bet:${n}`,
      winKey: `seed:win-payout:${n}`,
      id: round,
      walletId: wallet.id,
      vendorId: vendor.id,
      stakeMinor: win.stakeMinor,
      winMinor: win.winMinor,
    });
    const at = new Date(now.getTime() - win.hoursAgo * HOUR_MS);
    await db
      .insertInto('bet_record')
      .values({
        vendor: game.vassalage,
        round_id: round,
        bet_transaction_id: round,
        member_id: member.id,
        member_account: member.account,
        game_id: game.game_id,
        game_type: game.game_type,
        currency: CURRENCY,
        bet_minor: win.stakeMinor,
        valid_bet_minor: win.stakeMinor,
        win_minor: win.winMinor,
        status: 'settled',
        created_at: at,
        settled_at: at,
      })
      .execute();
    seeded += 1;
  }
  return seeded;
}
