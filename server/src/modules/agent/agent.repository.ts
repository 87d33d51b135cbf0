import { sql } from 'kysely';
import type { ContractKind, ContractState, ContractTier, DividendPeriod } from '@site/shared/schemas';
import type { DbOrTrx } from '../../db/with-transaction';

export interface MemberRef {
  id: number;
  account: string;
  type: number;
  upline_id: number | null;
}

export function findMemberById(db: DbOrTrx, id: number): Promise<MemberRef | undefined> {
  return db
    .selectFrom('member')
    .select(['id', 'account', 'type', 'upline_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findMemberByAccount(db: DbOrTrx, account: string): Promise<MemberRef | undefined> {
  return db
    .selectFrom('member')
    .select(['id', 'account', 'type', 'upline_id'])
    .where('account', '=', account.toLowerCase())
    .executeTakeFirst();
}

const contractColumns = [
  'c.id',
  'c.kind',
  'c.period',
  'c.upline_id',
  'c.member_id',
  'c.tiers',
  'c.state',
  'c.end_reason',
  'c.offered_at',
  'c.decided_at',
  'c.ended_at',
  'u.account as upline_account',
  'm.account as member_account',
] as const;

function contractQuery(db: DbOrTrx) {
  return db
    .selectFrom('agent_contract as c')
    .innerJoin('member as u', 'u.id', 'c.upline_id')
    .innerJoin('member as m', 'm.id', 'c.member_id')
    .select(contractColumns)
    .select((eb) =>
      // The words of whoever ended it (an operator gives a reason; agents do not): both parties read them.
      eb
        .selectFrom('agent_contract_event as e')
        .select('e.note')
        .whereRef('e.contract_id', '=', 'c.id')
        .where('e.to_state', '=', 'terminated')
        .orderBy('e.id', 'desc')
        .limit(1)
        .as('end_note'),
    );
}

export type ContractRow = Awaited<ReturnType<typeof findContract>> & {};

export function findContract(db: DbOrTrx, id: number) {
  return contractQuery(db).where('c.id', '=', id).executeTakeFirst();
}

/** Locks the contract row so accept/reject/terminate of one contract run one at a time. */
export async function lockContract(db: DbOrTrx, id: number): Promise<void> {
  await db.selectFrom('agent_contract').select('id').where('id', '=', id).forUpdate().execute();
}

/** Contracts where I am the member (with my upline) or the upline (with my direct downlines). */
export function listContractsOf(db: DbOrTrx, memberId: number, kind?: ContractKind) {
  let q = contractQuery(db).where((eb) =>
    eb.or([eb('c.member_id', '=', memberId), eb('c.upline_id', '=', memberId)]),
  );
  if (kind) q = q.where('c.kind', '=', kind);
  return q.orderBy('c.id', 'desc').limit(200).execute();
}

export function findAcceptedContract(db: DbOrTrx, memberId: number, kind: ContractKind) {
  return contractQuery(db)
    .where('c.member_id', '=', memberId)
    .where('c.kind', '=', kind)
    .where('c.state', '=', 'accepted')
    .executeTakeFirst();
}

/** Accepted contracts I gave my direct downlines of one kind, locked: the rate check below them must not race. */
export function lockAcceptedDownlineContracts(db: DbOrTrx, uplineId: number, kind: ContractKind) {
  return db
    .selectFrom('agent_contract')
    .select(['id', 'member_id', 'tiers'])
    .where('upline_id', '=', uplineId)
    .where('kind', '=', kind)
    .where('state', '=', 'accepted')
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Who changed a contract, for its history: an agent, a staff member or the automation token. */
export interface ContractActor {
  actor: string;
  staffId?: number | null;
  /** The operator's own words (an operator's end only). */
  note?: string | null;
}

/** Appends one step to a contract's history (in the caller's transaction, so it exists iff the change does). */
export async function recordContractEvent(
  db: DbOrTrx,
  contractId: number,
  from: ContractState | null,
  to: ContractState,
  reasonCode: string | null,
  by: ContractActor,
): Promise<void> {
  await db
    .insertInto('agent_contract_event')
    .values({
      contract_id: contractId,
      from_state: from,
      to_state: to,
      reason_code: reasonCode,
      note: by.note ?? null,
      actor: by.actor,
      staff_id: by.staffId ?? null,
    })
    .execute();
}

export async function insertContract(
  db: DbOrTrx,
  by: ContractActor,
  c: {
    kind: ContractKind;
    period: DividendPeriod | null;
    uplineId: number;
    memberId: number;
    tiers: ContractTier[];
  },
): Promise<number | null> {
  const row = await db
    .insertInto('agent_contract')
    .values({
      kind: c.kind,
      period: c.period,
      upline_id: c.uplineId,
      member_id: c.memberId,
      tiers: JSON.stringify(c.tiers),
    })
    // One open offer per (member, kind): a second, concurrent offer loses here instead of duplicating.
    .onConflict((oc) => oc.columns(['member_id', 'kind']).where('state', '=', 'offered').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (row) await recordContractEvent(db, row.id, null, 'offered', null, by);
  return row?.id ?? null;
}

/** Moves a contract from one state to another; false when it was no longer in `from` (someone else won). */
export async function transitionContract(
  db: DbOrTrx,
  id: number,
  from: ContractState,
  to: ContractState,
  by: ContractActor,
  endReason: string | null = null,
): Promise<boolean> {
  const ended = to === 'terminated' || to === 'expired';
  const res = await db
    .updateTable('agent_contract')
    .set({
      state: to,
      end_reason: endReason,
      ...(ended ? { ended_at: sql<Date>`now()` } : { decided_at: sql<Date>`now()` }),
    })
    .where('id', '=', id)
    .where('state', '=', from)
    .executeTakeFirst();
  const moved = Number(res.numUpdatedRows) === 1;
  if (moved) await recordContractEvent(db, id, from, to, endReason, by);
  return moved;
}

/** Kinds with an accepted contract where I am the member or the upline. */
export async function activeKindsOf(db: DbOrTrx, memberId: number): Promise<Set<ContractKind>> {
  const rows = await db
    .selectFrom('agent_contract')
    .select('kind')
    .distinct()
    .where('state', '=', 'accepted')
    .where((eb) => eb.or([eb('member_id', '=', memberId), eb('upline_id', '=', memberId)]))
    .execute();
  return new Set(rows.map((r) => r.kind));
}

/** A paid bill records its ledger transaction (salary and dividend bills have the same payment columns). */
export async function setBillTransaction(
  db: DbOrTrx,
  table: 'agent_salary_bill' | 'agent_dividend_bill',
  billId: number,
  transactionId: number,
): Promise<void> {
  await db.updateTable(table).set({ transaction_id: transactionId }).where('id', '=', billId).execute();
}

export async function markBillInsufficient(
  db: DbOrTrx,
  table: 'agent_salary_bill' | 'agent_dividend_bill',
  billId: number,
): Promise<void> {
  await db.updateTable(table).set({ state: 'insufficient' }).where('id', '=', billId).execute();
}

/** A page of the agent centre's announcements (the members' public and member ones, and the agent-only ones), newest first, and the total. */
/** Announcements live at `now` (their schedule, migration 1500; agent-only ones have none). */
export async function listMemberAnnouncements(db: DbOrTrx, page: number, pageSize: number, now: Date) {
  const base = db
    .selectFrom('announcement')
    .where('audience', 'in', ['public', 'member', 'agent'])
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]));
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset((page - 1) * pageSize)
      .limit(pageSize)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.n };
}
