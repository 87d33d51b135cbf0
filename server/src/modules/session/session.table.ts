import type { ColumnType, Generated } from 'kysely';

export interface SessionTokenTable {
  id: string;
  member_id: number;
  /** sha256 of the bearer token; the token itself is never stored. */
  token_hash: string;
  kind: string;
  ip: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  expires_at: Date;
  revoked_at: Date | null;
  /** Issued with an expired or temporary password: only the password change, logout and member info answer. */
  password_change_required: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface LoginAttemptTable {
  id: Generated<number>;
  account: string;
  ip: string;
  success: boolean;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface MemberKnownIpTable {
  member_id: number;
  ip: string;
  first_seen_at: ColumnType<Date, Date | undefined, never>;
}

/** A password login waiting for its SMS second factor (2FA). */
export interface LoginChallengeTable {
  id: string;
  member_id: number;
  ip: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  expires_at: Date;
  used_at: Date | null;
}

/** One-time ticket carried in a URL (`?token=`), exchanged once for a session token. */
export interface LoginTicketTable {
  ticket_hash: string;
  member_id: number;
  expires_at: Date;
  used_at: Date | null;
}

/** One-time ticket that opens a game once (issue 16): the claims of the game token it opens, as JSON. */
export interface LaunchTicketTable {
  ticket_hash: string;
  /** The session that asked; null for a visitor's trial play. */
  session_id: string | null;
  claims: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  expires_at: Date;
  used_at: Date | null;
}

export interface SessionTables {
  launch_ticket: LaunchTicketTable;
  session_token: SessionTokenTable;
  login_attempt: LoginAttemptTable;
  member_known_ip: MemberKnownIpTable;
  login_challenge: LoginChallengeTable;
  login_ticket: LoginTicketTable;
}
