import type { ColumnType, Generated } from 'kysely';

export interface CaptchaTable {
  id: string;
  /** Upper-case answer; comparison is case-insensitive. */
  answer: string;
  client_key: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  expires_at: Date;
  used_at: Date | null;
}

export interface SmsCodeTable {
  id: Generated<number>;
  /** E.164 without the plus: dialing code + national number. */
  destination: string;
  purpose: string;
  code_hash: string;
  ip: string;
  attempts: number;
  created_at: ColumnType<Date, Date | undefined, never>;
  expires_at: Date;
  used_at: Date | null;
}

/** What the dev provider "sent": SMS codes and e-mails, readable through /wps/dev/outbox. */
export interface OutboxTable {
  id: Generated<number>;
  channel: string;
  destination: string;
  purpose: string;
  body: string;
  code: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface VerificationTables {
  abuse_event: AbuseEventTable;
  captcha: CaptchaTable;
  sms_code: SmsCodeTable;
  outbox: OutboxTable;
}

export interface AbuseEventTable {
  id: Generated<number>;
  kind: string;
  key: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}
