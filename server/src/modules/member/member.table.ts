import type { ColumnType, Generated } from 'kysely';
import type { JsonColumn } from '../system/system.table';

export interface MemberLabel {
  labelName: string;
  color: string;
  color2: string;
}

export interface MemberTable {
  id: Generated<number>;
  /** Stored lower-case: account names are case-insensitive. */
  account: string;
  /** Null for trial accounts, which cannot log in with a password. */
  password_hash: string | null;
  nickname: string;
  /** isAgent: 0 member, 1/2/41/42 agents, 4 trial. */
  type: number;
  upline_id: number | null;
  /** Materialised agent-tree path of ids, e.g. "/3/7/12/" (ends with the member's own id). */
  path: string;
  mobile: string | null;
  country_dialing_code: string | null;
  email: string | null;
  payee_name: string | null;
  birthday: string | null;
  nationality: string | null;
  occupation: string | null;
  source_of_income: string | null;
  gaming_venue: string | null;
  currency: string;
  rank_level: ColumnType<number, number | undefined, number>;
  club_label: ColumnType<string, string | undefined, string>;
  member_labels: JsonColumn<MemberLabel[]>;
  referral_code: string;
  referred_by: number | null;
  contacts: JsonColumn<Record<string, string>>;
  password_changed_at: Date;
  must_change_password: ColumnType<boolean, boolean | undefined, boolean>;
  last_login_at: Date | null;
  /** Set while staff keep the member locked out (migration 1200): no sign-in, no session. */
  locked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  lock_reason: ColumnType<string | null, string | null | undefined, string | null>;
  register_ip: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface MemberFeedbackTable {
  id: Generated<number>;
  member_id: number;
  content: string;
  category: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** A password-reset link: only the sha256 of its secret is kept; single use, 10 minutes (issue 16). */
export interface PasswordResetTable {
  token_hash: string;
  member_id: number;
  created_at: ColumnType<Date, Date | undefined, never>;
  expires_at: Date;
  used_at: Date | null;
}

export interface MemberTables {
  member: MemberTable;
  member_feedback: MemberFeedbackTable;
  password_reset: PasswordResetTable;
}
