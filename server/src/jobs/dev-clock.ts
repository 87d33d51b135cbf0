import { z } from 'zod';
import type { DbOrTrx } from '../db/with-transaction';
import { findSettings, upsertSetting } from '../modules/system/system.repository';

/**
 * The dev/test clock's offset from the real time, kept in the database so every process of a test site reads the
 * same clock (docs/back-office.md "Content"). Only a dev-mode server reads or writes it (plugins/clock.ts).
 */
const DEV_CLOCK_KEY = 'dev.clockOffsetMs';

export async function devClockOffset(db: DbOrTrx): Promise<number> {
  const value = (await findSettings(db, [DEV_CLOCK_KEY])).get(DEV_CLOCK_KEY);
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

export async function setDevClockOffset(db: DbOrTrx, offsetMs: number): Promise<void> {
  await upsertSetting(db, DEV_CLOCK_KEY, Math.round(offsetMs));
}

/** The dev clock's answer (`/wps/dev/clock`, documented in http/response-contract.ts). */
export const devClockSchema = z.object({ now: z.string(), offsetMs: z.number() });
