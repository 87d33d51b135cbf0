import { sql, type Kysely } from 'kysely';

/**
 * Receipt confirmation after a payout (docs/payments.md "Receipt confirmation"): the member's answer, who gave it
 * (member, the clock, an operator), the amount that arrived when only part did, and the proof images' types (the
 * files live under DATA_DIR/uploads/withdrawals/<id>/). `receipt_final` never goes back to false: the trigger
 * refuses it, whatever code or hand-written SQL tries.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table withdrawal_order
      add column receipt_answer text check (receipt_answer in ('received', 'not_received', 'partly_received')),
      add column receipt_received_minor bigint check (receipt_received_minor > 0),
      add column receipt_by text check (receipt_by in ('member', 'auto', 'operator')),
      add column receipt_final boolean not null default false,
      add column receipt_at timestamptz,
      add column receipt_proofs text[] not null default '{}'`.execute(db);
  await sql`
    create function withdrawal_receipt_stays_final() returns trigger language plpgsql as $$
    begin
      if old.receipt_final and (new.receipt_final is distinct from true
          or new.receipt_answer is distinct from old.receipt_answer) then
        raise exception 'withdrawal % receipt is final', old.id using errcode = 'P0001';
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger withdrawal_order_receipt_final before update on withdrawal_order
    for each row execute function withdrawal_receipt_stays_final()`.execute(db);
  // The clock's sweep: paid, never answered.
  await sql`
    create index withdrawal_order_receipt_due_idx on withdrawal_order (paid_at)
    where status = 'paid' and receipt_answer is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists withdrawal_order_receipt_final on withdrawal_order`.execute(db);
  await sql`drop function if exists withdrawal_receipt_stays_final()`.execute(db);
  await sql`
    alter table withdrawal_order
      drop column receipt_answer, drop column receipt_received_minor, drop column receipt_by,
      drop column receipt_final, drop column receipt_at, drop column receipt_proofs`.execute(db);
}
