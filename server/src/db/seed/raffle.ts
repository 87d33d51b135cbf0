import type { Db } from '../create-db';
import { activeRules, insertRule } from '../../modules/raffle/raffle.repository';
import { ensureRound } from '../../modules/raffle/raffle.service';

const DAY_MS = 86_400_000;

/**
 * One daily red envelope rule, running since 30 days ago with no end: a ticket per settled round with a valid bet,
 * at most 3 a day, mostly small prizes. Today's round (its seed committed) is created now; tickets are granted from
 * real records when a member claims them (the red envelope button), so the demo players' rounds seeded for today give
 * them a ticket or more on a fresh start. Idempotent by code.
 */
export async function seedRaffle(db: Db): Promise<number> {
  const now = new Date();
  await insertRule(db, {
    code: 'RED_ENVELOPE_DAILY',
    title: 'Daily red envelope',
    kind: 'bet_count',
    threshold: 1,
    maxTickets: 3,
    prizes: [
      { amountMinor: 100, weight: 50 },
      { amountMinor: 288, weight: 30 },
      { amountMinor: 888, weight: 15 },
      { amountMinor: 8_888, weight: 5 },
    ],
    startAt: new Date(now.getTime() - 30 * DAY_MS),
    endAt: null,
    enabled: true,
  });
  const rules = await activeRules(db, now);
  for (const rule of rules) await ensureRound(db, rule, now);
  return rules.length;
}
