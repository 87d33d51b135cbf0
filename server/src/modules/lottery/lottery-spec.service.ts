import { ERROR_CODES } from '@site/shared/schemas';
import type { Db } from '../../db/create-db';
import { AppError } from '../../errors';
import { LOTTERY_GAMES, findLotteryGame, type LotteryGameDef, type LotteryGroup } from './lottery-games';
import * as repo from './lottery.repository';
import type { DrawOutcome } from './outcome';
import { PLAY_TYPES } from './play-types';

// docs/product.md "Calls" lottery calls (lottery popular, /lgw/games/game_menus, /lgw/vn/…, /lotto/lgw/…) answered from the same
// engine in docs/product.md "Records the site keeps" "Lottery game" / "Regional lottery group" shapes. docs/lottery.md "Relay call names" maps them.

const GROUP_LABEL: Record<LotteryGroup, string> = {
  VN_SOUTH: 'South',
  VN_CENTRAL: 'Central',
  VN_NORTH: 'North',
  KENO: 'KENO',
  FAST: 'Fast',
};

/** A drawn outcome as one winning-number string: keno numbers and VN special prize comma-separated, digits as is. */
export function winningNumberText(outcome: DrawOutcome | null): string {
  if (!outcome) return '';
  if (outcome.kind === 'pick') return outcome.numbers.join(',');
  if (outcome.kind === 'digits') return outcome.digits.split('').join(',');
  return outcome.prizes.find((p) => p.tier === 'DB')?.numbers[0] ?? '';
}

/** docs/product.md "Records the site keeps" "Lottery game" for one game at `now`. */
async function specGame(db: Db, game: LotteryGameDef, now: Date) {
  const [current, last] = await Promise.all([
    repo.findCurrentIssue(db, game.gameCode, now),
    repo.findRecentDrawn(db, game.gameCode, 1),
  ]);
  const onSale = current !== undefined && current.status === 'open' && now < current.close_at;
  const weekdays = (game.schedule.kind === 'daily' ? game.schedule.weekdays : [1, 2, 3, 4, 5, 6, 7]).map(
    (d) => (d === 7 ? 1 : d + 1),
  );
  const previous = last[0];
  return {
    gameId: game.gameCode,
    gameMenuSort: LOTTERY_GAMES.indexOf(game) + 1,
    tag: game.group,
    labelName: GROUP_LABEL[game.group],
    remark: '',
    code: game.gameCode,
    defaultPlayType: PLAY_TYPES.find((p) => p.groups.includes(game.group))?.code ?? '',
    accountTypeName: game.vendor,
    vendor: game.vendor,
    gameCode: game.gameCode,
    gameName: game.name,
    gameType: 'LOTTERY',
    vassalage: game.vendor,
    isSale: onSale ? 1 : 0,
    remainTime: current ? Math.max(0, current.close_at.getTime() - now.getTime()) : 0,
    lockTime: current ? Math.round((current.draw_at.getTime() - current.close_at.getTime()) / 1000) : 0,
    numero: current?.issue_no ?? null,
    fewinTime: current ? current.draw_at.getTime() : null,
    previousWinningNumber: previous ? winningNumberText(previous.outcome as DrawOutcome | null) : '',
    previousWinningTime: previous ? previous.draw_at.getTime() : null,
    drawDayOfWeek: [...weekdays].sort((a, b) => a - b).join(','),
    webIconUrl: '',
  };
}

type SpecGame = Awaited<ReturnType<typeof specGame>>;

function groupMenus(list: SpecGame[]) {
  const groups: { tag: string; labelName: string; gameMenus: SpecGame[] }[] = [];
  for (const g of list) {
    let group = groups.find((x) => x.tag === g.tag);
    if (!group) groups.push((group = { tag: g.tag, labelName: g.labelName, gameMenus: [] }));
    group.gameMenus.push(g);
  }
  return groups;
}

const isVn = (g: LotteryGameDef) => g.vendor === 'TCG_LOTTO_VN';

/** /lgw/lottery/popular (the client's lottery "popular"): the games drawing soonest (fast and keno first), `count` of them. */
export async function popular(db: Db, now: Date, count: number) {
  const list = await Promise.all(LOTTERY_GAMES.map((g) => specGame(db, g, now)));
  const popularList = list
    .filter((g) => g.isSale === 1)
    .sort((a, b) => a.remainTime - b.remainTime)
    .slice(0, count);
  return { serverTime: now.toISOString(), list: popularList };
}

/** /lgw/games/game_menus (all) and /lgw/vn/games/game_menu (regional only): groups with their games. */
export async function gameMenus(db: Db, now: Date, vnOnly: boolean) {
  const games = LOTTERY_GAMES.filter((g) => !vnOnly || isVn(g));
  const list = await Promise.all(games.map((g) => specGame(db, g, now)));
  return { serverTime: now.toISOString(), list: groupMenus(list) };
}

/** /lgw/vn/games/game_menu/recent: the regional games the member ordered last (recentCount). */
export async function recentVnMenu(db: Db, now: Date, memberId: number, count: number) {
  const codes = await repo.findMemberRecentGameCodes(db, memberId, count);
  const games = codes.map((c) => findLotteryGame(c)).filter((g): g is LotteryGameDef => !!g && isVn(g));
  return { serverTime: now.toISOString(), list: await Promise.all(games.map((g) => specGame(db, g, now))) };
}

/** /lgw/vn/numeros/opened/game and /lotto/lgw/games/opened/numero: drawn issues (numeros) of one game. */
export async function openedNumeros(db: Db, now: Date, gameCode: string, count: number) {
  const game = findLotteryGame(gameCode);
  if (!game) throw new AppError(404, ERROR_CODES.LOTTERY_GAME_NOT_FOUND, `No lottery game ${gameCode}`);
  const rows = await repo.findRecentDrawn(db, gameCode, count);
  return {
    serverTime: now.toISOString(),
    gameCode,
    list: rows.map((r) => ({
      numero: r.issue_no,
      gameCode: r.game_code,
      winningNumber: winningNumberText(r.outcome as DrawOutcome | null),
      openTime: r.draw_at.getTime(),
      seedCommit: r.seed_commit,
      serverSeed: r.server_seed,
      result: r.outcome,
    })),
  };
}
