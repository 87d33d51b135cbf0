import type { DbOrTrx as Db } from '../../db/with-transaction';

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
    await db
      .insertInto('outbox')
      .values({ channel: message.channel, destination: message.to, purpose: message.purpose, body: message.body, code: message.code })
      .execute();
  },
};
