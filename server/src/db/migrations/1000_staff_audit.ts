import { sql, type Kysely } from 'kysely';

/**
 * Back office (docs/back-office.md): staff accounts with their own sessions and two-factor secrets, one-time
 * enrolment links, hashed recovery codes, password sign-in tickets waiting for their code, the append-only audit
 * trail and four-eyes requests. The audit table refuses UPDATE and DELETE by trigger: nobody edits the trail.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('staff_account')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account', 'text', (c) => c.notNull().unique())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('totp_secret', 'text')
    .addColumn('totp_last_counter', 'bigint')
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('disabled_at', 'timestamptz')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_login_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('staff_enrolment')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_account.id'))
    .addColumn('totp_secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('staff_recovery_code')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_account.id'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('staff_recovery_code_staff_idx')
    .on('staff_recovery_code')
    .column('staff_id')
    .execute();
  await db.schema
    .createTable('staff_login_ticket')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_account.id'))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('staff_session')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_account.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('staff_session_staff_idx').on('staff_session').column('staff_id').execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.references('staff_account.id'))
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('address', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('reason', 'text')
    .execute();
  await db.schema
    .createIndex('audit_log_entity_idx')
    .on('audit_log')
    .columns(['entity', 'entity_id', 'at'])
    .execute();
  await db.schema.createIndex('audit_log_staff_idx').on('audit_log').columns(['staff_id', 'at']).execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();
  await sql`
    create function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log is append-only';
    end $$`.execute(db);
  await sql`
    create trigger audit_log_no_change before update or delete on audit_log
    for each row execute function audit_log_append_only()`.execute(db);
  await sql`
    create trigger audit_log_no_truncate before truncate on audit_log
    for each statement execute function audit_log_append_only()`.execute(db);

  await db.schema
    .createTable('four_eyes_request')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('amount', sql`numeric(18,2)`, (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('requested_by_staff_id', 'integer', (c) => c.references('staff_account.id'))
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_by_staff_id', 'integer', (c) => c.references('staff_account.id'))
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('four_eyes_request_status_idx')
    .on('four_eyes_request')
    .columns(['status', 'requested_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('four_eyes_request').execute();
  await db.schema.dropTable('audit_log').execute();
  await sql`drop function audit_log_append_only()`.execute(db);
  for (const table of [
    'staff_session',
    'staff_login_ticket',
    'staff_recovery_code',
    'staff_enrolment',
    'staff_account',
  ])
    await db.schema.dropTable(table).execute();
}
