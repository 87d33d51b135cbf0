import type { Db } from '../create-db';
import { seedContent } from './content';
import { seedGames } from './games';
import { seedLottery } from './lottery';
import { seedMembers } from './members';
import { seedSystem } from './system';

/**
 * The one seed orchestrator: each part is idempotent, so running it again changes nothing.
 * Domains add one line here for their own `seed/<domain>.ts`.
 */
export async function runSeed(db: Db, log: (msg: string) => void = () => undefined): Promise<void> {
  await seedSystem(db);
  log('seed: system configuration');
  await seedContent(db);
  log('seed: banners, announcements, help centre');
  const members = await seedMembers(db);
  log(`seed: ${members} demo members and agents`);
  const games = await seedGames(db);
  log(`seed: ${games.vendors} vendors, ${games.games} games`);
  const lottery = await seedLottery(db);
  log(`seed: ${lottery.issues} lottery issues, ${lottery.orders} demo lottery orders`);
}

/** First start on an empty database (no members yet) seeds it; later starts leave data alone. */
export async function seedIfEmpty(db: Db, log: (msg: string) => void = () => undefined): Promise<boolean> {
  const any = await db.selectFrom('member').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  await runSeed(db, log);
  return true;
}
