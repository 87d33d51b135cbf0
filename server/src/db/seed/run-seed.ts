import type { Db } from '../create-db';
import { seedAgents } from './agents';
import { seedContent } from './content';
import { seedGames } from './games';
import { seedLottery } from './lottery';
import { seedMembers } from './members';
import { seedMissions } from './missions';
import { seedRaffle } from './raffle';
import { seedMemberCentre } from './member-centre';
import { seedPromotions } from './promotions';
import { seedRecentWins } from './recent-wins';
import { seedSystem } from './system';
import { seedTransferWallets } from './transfer-wallets';
import { seedDemoStaff } from './demo-staff';
import { seedChat, seedChatReports } from './chat';

/**
 * The one seed orchestrator: each part is idempotent, so running it again changes nothing.
 * Domains add one line here for their own `seed/<domain>.ts`.
 */
export interface SeedOptions {
  /** The back office's demo staff with known passwords and TOTP secrets: local demo only, never production. */
  demoStaff?: boolean;
}

export async function runSeed(
  db: Db,
  log: (msg: string) => void = () => undefined,
  options: SeedOptions = {},
): Promise<void> {
  await seedSystem(db);
  log('seed: system configuration');
  await seedContent(db);
  log('seed: banners, announcements, help centre');
  const members = await seedMembers(db);
  log(`seed: ${members} demo members and agents`);
  const games = await seedGames(db);
  log(`seed: ${games.vendors} vendors, ${games.games} games`);
  log(`seed: ${await seedRecentWins(db)} big wins of the last days for the winner board`);
  const lottery = await seedLottery(db);
  log(`seed: ${lottery.issues} lottery issues, ${lottery.orders} demo lottery orders`);
  if (await seedMemberCentre(db))
    log('seed: member centre (demo deposit, round, payout account, pending withdrawal)');
  const promotions = await seedPromotions(db);
  log(`seed: ${promotions.promotions} promotions, the demo member's active bonus`);
  const agents = await seedAgents(db);
  log(`seed: ${agents.contracts} agent contracts, ${agents.bets} team bet records`);
  if (await seedTransferWallets(db)) log('seed: transfer-wallet vendor, demo moved 200.00 into it');
  const missions = await seedMissions(db);
  log(`seed: ${missions.missions} daily and weekly missions`);
  log(`seed: ${await seedRaffle(db)} red envelope raffle rule(s) with today's committed round`);
  log(`seed: ${await seedChat(db)} chat-room messages`);
  log(`seed: ${await seedChatReports(db)} reported chat messages for the moderation screen`);
  if (options.demoStaff) log(`seed: ${await seedDemoStaff(db)} back-office demo staff (boss, clerk, promo)`);
}

/** First start on an empty database (no members yet) seeds it; later starts leave data alone. */
export async function seedIfEmpty(
  db: Db,
  log: (msg: string) => void = () => undefined,
  options: SeedOptions = {},
): Promise<boolean> {
  const any = await db.selectFrom('member').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  await runSeed(db, log, options);
  return true;
}
