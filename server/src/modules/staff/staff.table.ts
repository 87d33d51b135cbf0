import type { ColumnType, Generated } from 'kysely';

export interface StaffAccountTable {
  id: Generated<number>;
  account: string;
  display_name: string;
  /** One of ROLES (shared/src/schemas/operator/staff.ts). */
  role: string;
  /** scrypt (member/password-hash.ts); null until enrolment. */
  password_hash: string | null;
  /** Base32 TOTP secret; null until enrolment (and after a 2FA reset). */
  totp_secret: string | null;
  /** The last TOTP time step accepted: a code of that step or earlier is refused (replay protection). */
  totp_last_counter: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  failed_attempts: ColumnType<number, number | undefined, number>;
  /** Locked after repeated failures until this time. */
  locked_until: Date | null;
  /** Locked by a staff manager until unlocked. */
  disabled_at: Date | null;
  created_by: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  last_login_at: Date | null;
}

export interface StaffEnrolmentTable {
  token_hash: string;
  staff_id: number;
  totp_secret: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  expires_at: Date;
  used_at: Date | null;
}

export interface StaffRecoveryCodeTable {
  id: Generated<number>;
  staff_id: number;
  code_hash: string;
  used_at: Date | null;
}

export interface StaffLoginTicketTable {
  ticket_hash: string;
  staff_id: number;
  ip: string;
  expires_at: Date;
  used_at: Date | null;
}

export interface StaffSessionTable {
  id: Generated<number>;
  staff_id: number;
  token_hash: string;
  ip: string;
  user_agent: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  last_seen_at: ColumnType<Date, Date | undefined, Date>;
  revoked_at: Date | null;
}

export interface FourEyesRequestTable {
  id: Generated<number>;
  kind: string;
  status: ColumnType<string, string | undefined, string>;
  amount: ColumnType<string, string | number, never>;
  payload: ColumnType<unknown, string, never>;
  requested_by_staff_id: number | null;
  requested_by: string;
  requested_at: ColumnType<Date, Date | undefined, never>;
  decided_by_staff_id: number | null;
  decided_by: string | null;
  decided_at: Date | null;
}

export interface StaffTables {
  staff_account: StaffAccountTable;
  staff_enrolment: StaffEnrolmentTable;
  staff_recovery_code: StaffRecoveryCodeTable;
  staff_login_ticket: StaffLoginTicketTable;
  staff_session: StaffSessionTable;
  four_eyes_request: FourEyesRequestTable;
}
