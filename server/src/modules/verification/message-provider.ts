import type { DbOrTrx as Db } from '../../db/with-transaction';
import { insertOutboxMessage, listOutbox } from './verification.repository';

export interface OutgoingMessage {
  channel: 'sms' | 'email';
  to: string;
  purpose: string;
  body: string;
  code: string | null;
}

/**
 * Where SMS and e-mails go. A real deployment plugs an SMS gateway / mailer in here; the default
 * (and the only one shipped) records them in the `outbox` table, readable in dev mode through
 * `GET /wps/dev/outbox?to=` so demos and tests can finish flows.
 */
export interface MessageProvider {
  send(db: Db, message: OutgoingMessage): Promise<void>;
}

export const devOutboxProvider: MessageProvider = {
  async send(db, message) {
    await insertOutboxMessage(db, message);
  },
};

/** Dev mode: what the outbox holds for one recipient (GET /wps/dev/outbox), newest first. */
export async function readDevOutbox(db: Db, to: string) {
  const rows = await listOutbox(db, to);
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    to: r.destination,
    purpose: r.purpose,
    body: r.body,
    code: r.code,
    createdAt: r.created_at.toISOString(),
  }));
}
