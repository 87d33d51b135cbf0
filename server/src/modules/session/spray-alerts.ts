import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTrx } from '../../db/with-transaction';
import { ALERT_KINDS, type AlertKind } from '../verification/abuse-limits';
import { countAbuseEvents, insertAbuseEvent, listAbuseEvents } from '../verification/verification.repository';
import { countDistinctFailures } from './session.repository';

/**
 * Password-spraying alerts (issue 16; docs/security.md "Alerts"): within the login window, failures on many
 * different usernames from one address, or on one username from many addresses, record an abuse event
 * (`alert:password-spray-address` / `alert:password-spray-account`, at most one per key per window) and log
 * the stable event name `auth.password_spray` for operators. Operators list them at GET /wps/admin/abuse-events.
 */
export const SPRAY_POLICY = {
  windowMs: 15 * 60 * 1000,
  accountsPerAddress: 5,
  addressesPerAccount: 5,
} as const;

export const SPRAY_EVENT = 'auth.password_spray';

export async function noteLoginFailure(
  db: DbOrTrx,
  log: FastifyBaseLogger | undefined,
  account: string,
  ip: string,
  now = new Date(),
): Promise<AlertKind[]> {
  const since = new Date(now.getTime() - SPRAY_POLICY.windowMs);
  const [accounts, addresses] = await Promise.all([
    countDistinctFailures(db, 'ip', ip, 'account', since),
    countDistinctFailures(db, 'account', account, 'ip', since),
  ]);
  const raised: AlertKind[] = [];
  const raise = async (kind: AlertKind, key: string, detail: Record<string, unknown>) => {
    if ((await countAbuseEvents(db, kind, key, since)) > 0) return;
    await insertAbuseEvent(db, kind, key);
    log?.warn({ event: SPRAY_EVENT, kind, key, ...detail }, 'password spraying suspected');
    raised.push(kind);
  };
  if (accounts >= SPRAY_POLICY.accountsPerAddress)
    await raise('alert:password-spray-address', ip, { accounts });
  if (addresses >= SPRAY_POLICY.addressesPerAccount)
    await raise('alert:password-spray-account', account, { addresses });
  return raised;
}

/** The password-spraying alerts raised since `since`, newest first (GET /wps/admin/abuse-events). */
export async function listSprayAlerts(db: DbOrTrx, since: Date) {
  const rows = await listAbuseEvents(db, ALERT_KINDS, since);
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    key: r.key,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
