import type { DbOrTrx } from '../../db/with-transaction';
import type { Lifecycle } from '../../plugins/lifecycle';
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

export interface Readiness {
  ready: boolean;
  migrations: 'ok';
  registry: 'ok' | 'starting';
  db: 'ok' | 'down';
  draining: boolean;
}

/** Whether the balancer should send this process requests (the route answers only once migrations ran). */
export async function checkReadiness(db: DbOrTrx, lifecycle: Lifecycle): Promise<Readiness> {
  const dbUp = await pingDatabase(db);
  const ready = dbUp && lifecycle.registryReady && !lifecycle.draining;
  return {
    ready,
    migrations: 'ok',
    registry: lifecycle.registryReady ? 'ok' : 'starting',
    db: dbUp ? 'ok' : 'down',
    draining: lifecycle.draining,
  };
}
