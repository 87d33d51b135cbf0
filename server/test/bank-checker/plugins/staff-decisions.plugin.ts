import { STAFF_SESSION_COOKIE } from '@site/shared/schemas/operator';
import { hashPassword } from '../../../src/modules/member/password-hash';
import { insertDepositOrder } from '../../../src/modules/payments/payments.repository';
import { newSecret } from '../../../src/modules/session/session-token';
import { insertStaffSession } from '../../../src/modules/staff/staff-session.repository';
import { insertStaff, updateStaff } from '../../../src/modules/staff/staff.repository';
import { newTotpSecret } from '../../../src/modules/staff/totp';
import type { Db } from '../../../src/db/create-db';
import type {
  BankAnswer,
  BankBurst,
  BankContext,
  BankModel,
  BankOperation,
  BankPlugin,
} from '../bank-checker';
import { createMemberWithSession, walletBalanceMinor } from '../fixtures';

/**
 * The back office's money decisions (docs/back-office.md "Concurrent decisions", "Mark paid after investigation"):
 * two finance staff, each with their own session, decide the same pending withdrawals at once on both processes —
 * one approving, the other rejecting, each click sometimes sent twice — and mark the same deposit orders paid at
 * once; then late clicks. Every copy is its own identity (the first decision answers OK, the others 409). From the
 * answers: each withdrawal decided exactly once (refusals only DECISION_CONFLICT / WITHDRAWAL_STATE_INVALID), each
 * deposit credited exactly once (refusals only DEPOSIT_STATE_INVALID); balance = funded − withdrawals + rejected
 * ones + credited deposits. From the database: order states agree with the answers, one audit row per decision,
 * one `deposit:manual:<id>` posting per order.
 */
const PASSWORD = 'Checker-2026x';
const PIN = '246810';
const FUND_MINOR = 2_000_00;
const WITHDRAWAL_MINOR = [100_00, 150_00] as const;
const DEPOSIT_MINOR = [200_00, 300_00] as const;

interface Member {
  id: number;
  token: string;
  withdrawals: { id: number; amountMinor: number }[];
  deposits: { id: number; amountMinor: number }[];
}
type Op =
  | { kind: 'approve' | 'reject'; orderId: number; memberId: number; amountMinor: number }
  | { kind: 'mark-paid'; orderId: number; memberId: number; amountMinor: number };

const bodyOf = (answer: BankAnswer | undefined) =>
  (answer?.body ?? {}) as { success?: boolean; code?: string; value?: { credited?: number } };

async function staffCookie(db: Db, account: string): Promise<string> {
  const id = await insertStaff(db, {
    account,
    displayName: account,
    role: 'finance',
    createdBy: 'bank-checker',
  });
  await updateStaff(db, id, { totp_secret: newTotpSecret(), password_hash: 'unused' });
  const { secret, hash } = newSecret();
  await insertStaffSession(db, { staffId: id, tokenHash: hash, ip: '127.0.0.1', userAgent: 'bank-checker' });
  return `${STAFF_SESSION_COOKIE}=${secret}`;
}

async function memberCall(url: string, token: string, method: string, path: string, body: unknown) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { success: boolean; value: { id?: number; orderId?: number } };
  if (!json.success) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
  return json.value;
}

/** Pending withdrawals made the member's way (PIN, payout account, hold), and pending deposit orders. */
async function fundedMember(db: Db, url: string, n: number): Promise<Member> {
  const stamp = Date.now() % 100000;
  const { id, token } = await createMemberWithSession(db, {
    account: `stf${stamp}m${n}`,
    referralCode: `STF${n}X${stamp}`,
    fundMinor: FUND_MINOR,
  });
  await db
    .updateTable('member')
    .set({ password_hash: await hashPassword(PASSWORD) })
    .where('id', '=', id)
    .execute();
  await memberCall(url, token, 'PUT', '/wps/v2/withdrawal-password', {
    loginPassword: PASSWORD,
    newPassword: PIN,
  });
  const payout = await memberCall(url, token, 'POST', '/wps/v2/payout-accounts', {
    kind: 'ewallet',
    provider: 'GCash',
    accountNumber: `0917${String(id).padStart(7, '0')}`,
    payeeName: 'Juan Dela Cruz',
  });
  const withdrawals = [];
  for (const amountMinor of WITHDRAWAL_MINOR) {
    const made = await memberCall(url, token, 'POST', '/wps/v2/withdrawals', {
      amount: amountMinor / 100,
      payoutAccountId: payout.id,
      withdrawalPassword: PIN,
    });
    withdrawals.push({ id: Number(made.orderId ?? made.id), amountMinor });
  }
  const deposits = [];
  for (const amountMinor of DEPOSIT_MINOR) {
    const row = await insertDepositOrder(db, {
      memberId: id,
      channel: 'ewallet',
      currency: 'PHP',
      amountMinor,
      // One of them already expired: staff found the payment anyway.
      expiresAt: new Date(Date.now() + (deposits.length === 0 ? -60_000 : 30 * 60_000)),
    });
    deposits.push({ id: Number(row.id), amountMinor });
  }
  return { id, token, withdrawals, deposits };
}

export function staffDecisionsPlugin(options: { members?: number } = {}): BankPlugin {
  const memberCount = options.members ?? 5;
  const members: Member[] = [];
  const ops = new Map<string, Op>();
  const cookies: string[] = [];
  let serial = 0;
  // What the answers said, for the database check.
  const decided = new Map<number, 'approve' | 'reject'>();
  const credited = new Set<number>();

  const op = (o: Op, cookie: string): BankOperation => {
    const identity = `${o.kind}:${o.orderId}:${(serial += 1)}`;
    ops.set(identity, o);
    const path =
      o.kind === 'mark-paid'
        ? `/wps/admin/deposits/${o.orderId}/mark-paid`
        : `/wps/admin/withdrawals/${o.orderId}/${o.kind}`;
    const body =
      o.kind === 'mark-paid'
        ? { gatewayReference: `GW-MANUAL-${o.orderId}-${serial}`, reason: 'Found in the settlement file' }
        : o.kind === 'reject'
          ? { reason: 'Payout account does not match the payee' }
          : undefined;
    return {
      identity,
      async send(url) {
        const res = await fetch(`${url}${path}`, {
          method: 'POST',
          headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        });
        return { http: res.status, body: await res.json() };
      },
    };
  };

  return {
    name: 'staff-decisions',
    allowedHttp: [200, 409],
    async setup({ db, urls }: BankContext) {
      const stamp = Date.now() % 100000;
      cookies.push(await staffCookie(db, `anna${stamp}`), await staffCookie(db, `ben${stamp}`));
      for (let i = 0; i < memberCount; i += 1) members.push(await fundedMember(db, urls[0]!, i));
    },

    lanes({ rng }: BankContext): BankBurst[][] {
      const [anna, ben] = cookies as [string, string];
      const copies = (o: Op, cookie: string, max: number) =>
        Array.from({ length: rng.int(1, max) }, () => op(o, cookie));
      return members.map((m) => {
        const first: BankBurst = [];
        const late: BankBurst = [];
        for (const w of m.withdrawals) {
          const base = { orderId: w.id, memberId: m.id, amountMinor: w.amountMinor };
          first.push(
            ...copies({ ...base, kind: 'approve' }, anna, 2),
            ...copies({ ...base, kind: 'reject' }, ben, 2),
          );
          late.push(op({ ...base, kind: rng.int(0, 1) === 0 ? 'approve' : 'reject' }, rng.pick([anna, ben])));
        }
        for (const d of m.deposits) {
          const base = {
            kind: 'mark-paid' as const,
            orderId: d.id,
            memberId: m.id,
            amountMinor: d.amountMinor,
          };
          first.push(...copies(base, anna, 2), ...copies(base, ben, 2));
          late.push(op(base, rng.pick([anna, ben])));
        }
        return [rng.shuffle(first), late];
      });
    },

    model(answers: ReadonlyMap<string, BankAnswer[]>): BankModel {
      const violations: string[] = [];
      const wins = new Map<number, string[]>();
      for (const [identity, list] of answers) {
        const o = ops.get(identity);
        if (!o) continue;
        const body = bodyOf(list[0]);
        const refusals =
          o.kind === 'mark-paid'
            ? ['DEPOSIT_STATE_INVALID']
            : ['DECISION_CONFLICT', 'WITHDRAWAL_STATE_INVALID'];
        if (body.success) {
          const key = (o.kind === 'mark-paid' ? 1 : -1) * o.orderId;
          wins.set(key, [...(wins.get(key) ?? []), identity]);
          if (o.kind === 'mark-paid') {
            credited.add(o.orderId);
            if (Math.round((body.value?.credited ?? 0) * 100) !== o.amountMinor)
              violations.push(`${identity}: credited ${body.value?.credited}, not the order's amount`);
          } else decided.set(o.orderId, o.kind);
        } else if (!refusals.includes(body.code ?? ''))
          violations.push(`${identity}: refused with ${body.code}`);
      }
      const expected = new Map<number, number>();
      for (const m of members) {
        let balance = FUND_MINOR;
        for (const w of m.withdrawals) {
          const by = wins.get(-w.id) ?? [];
          if (by.length !== 1)
            violations.push(`withdrawal ${w.id}: decided ${by.length} times (${by.join(', ')})`);
          balance -= decided.get(w.id) === 'reject' ? 0 : w.amountMinor;
        }
        for (const d of m.deposits) {
          const by = wins.get(d.id) ?? [];
          if (by.length !== 1)
            violations.push(`deposit ${d.id}: marked paid ${by.length} times (${by.join(', ')})`);
          if (by.length > 0) balance += d.amountMinor;
        }
        expected.set(m.id, balance);
      }
      return { expectedBalanceMinor: expected, violations };
    },

    apiBalanceMinor: (memberId, url) =>
      walletBalanceMinor(url, members.find((m) => m.id === memberId)!.token),

    async check({ db }: BankContext): Promise<string[]> {
      const violations: string[] = [];
      const withdrawalIds = members.flatMap((m) => m.withdrawals.map((w) => w.id));
      const depositIds = members.flatMap((m) => m.deposits.map((d) => d.id));
      const orders = await db
        .selectFrom('withdrawal_order')
        .select(['id', 'status'])
        .where('id', 'in', withdrawalIds)
        .execute();
      for (const row of orders) {
        const want = decided.get(Number(row.id)) === 'reject' ? ['rejected'] : ['approved', 'paid'];
        if (!want.includes(row.status))
          violations.push(`withdrawal ${row.id}: ${row.status}, answers said ${want[0]}`);
      }
      const audits = await db
        .selectFrom('audit_log')
        .select(['entity', 'entity_id', 'action'])
        .where((eb) =>
          eb.or([
            eb.and([eb('entity', '=', 'withdrawal'), eb('entity_id', 'in', withdrawalIds.map(String))]),
            eb.and([eb('entity', '=', 'deposit'), eb('entity_id', 'in', depositIds.map(String))]),
          ]),
        )
        .execute();
      const perEntity = new Map<string, number>();
      for (const a of audits)
        perEntity.set(`${a.entity}:${a.entity_id}`, (perEntity.get(`${a.entity}:${a.entity_id}`) ?? 0) + 1);
      for (const id of withdrawalIds)
        if (perEntity.get(`withdrawal:${id}`) !== 1)
          violations.push(`withdrawal ${id}: ${perEntity.get(`withdrawal:${id}`) ?? 0} audit rows`);
      for (const id of depositIds) {
        if (perEntity.get(`deposit:${id}`) !== 1)
          violations.push(`deposit ${id}: ${perEntity.get(`deposit:${id}`) ?? 0} audit rows`);
        const postings = await db
          .selectFrom('wallet_transaction')
          .select('id')
          .where('idempotency_key', '=', `deposit:manual:${id}`)
          .execute();
        if (postings.length !== (credited.has(id) ? 1 : 0))
          violations.push(`deposit ${id}: ${postings.length} postings`);
      }
      return violations;
    },
  };
}
