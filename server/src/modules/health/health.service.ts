import type { DbOrTrx } from '../../db/with-transaction';
import { pingDatabase } from './health.repository';

export interface Health {
  status: 'ok' | 'degraded';
  db: 'ok' | 'down';
}

/** The process answers (it runs this) and the database responds. */
export async function checkHealth(db: DbOrTrx): Promise<Health> {
  const up = await pingDatabase(db);
  return { status: up ? 'ok' : 'degraded', db: up ? 'ok' : 'down' };
}
