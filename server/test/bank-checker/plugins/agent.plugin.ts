import { randomUUID } from 'node:crypto';
import type { ContractKind, ContractTier } from '@site/shared/schemas';
import type { Db } from '../../../src/db/create-db';
import { periodContaining } from '../../../src/modules/agent/settlement-periods';
import { DIVIDEND_JOB, salaryJobName } from '../../../src/modules/agent/agent.plugin';
import { hashPassword } from '../../../src/modules/member/password-hash';
import { insertSession } from '../../../src/modules/session/session.repository';
import { newId, newSecret } from '../../../src/modules/session/session-token';
import {
  ensureMemberAccount,
  postTransaction,
  systemAccount,
} from '../../../src/modules/wallet/ledger.service';
import { upsertWithdrawalPassword } from '../../../src/modules/withdrawals/withdrawals.repository';
import type {
  BankAnswer,
  BankBurst,
  BankContext,
  BankModel,
  BankOperation,
  BankPlugin,
} from '../bank-checker';
import { CHECKER_SECRETS } from '../two-servers';
import { walletBalanceMinor } from '../fixtures';

/**
 * The agent centre's money paths (docs/agents.md) stormed against two processes, in three separate trees so that
 * what one part moves never decides another part's outcome:
 *
 * - **Transfers** (trees top agent → agent → player, and a player under the top agent): an agent pays any member of
 *   its subtree (`POST /wps/agent/transfer`), a member pays its direct upline (`POST /wps/v2/transfers/upline`), both
 *   with the withdrawal PIN. Most keys are sent 2-4 times at once to both processes, some once, a few copies carry a
 *   wrong PIN; then late retries of earlier keys. A key moves its amount once whichever copy said so: all OK answers
 *   of a key name one ledger transaction and the amount asked, exactly one of them is not `replayed`; refusals are
 *   `INSUFFICIENT_BALANCE` (and `WITHDRAWAL_PASSWORD_WRONG` for a wrong PIN, which never moves anything).
 * - **Bills paid later or rejected**: an upline with insufficient salary and dividend bills (their settlement found it
 *   short) and a wallet that covers only some of them; per bill, pay-now copies, upline reject copies and sometimes an
 *   operator reject, all at once on both processes, then a late copy. At most one decision per bill; the losers answer
 *   `AGENT_BILL_NOT_OPEN` (or `INSUFFICIENT_BALANCE` for a pay that found the wallet short); a paid bill moves its amount
 *   once, and the database agrees with the answers bill by bill.
 * - **Settlement jobs**: chains payer → agent → player with accepted daily-salary and daily-dividend contracts and bets
 *   in known periods (a day the players won, then a day they lost: the carry-over counts); `POST /wps/dev/jobs/:name/run`
 *   for the daily salary and the dividend job sent several times at once to both processes at one clock, then again
 *   and at a later clock (catch-up). The job's answer says only whether it ran, so the model takes the bills from the
 *   fixture's bets: each (contract, period) billed once with that amount, paid when the payer had it (one payer has
 *   nothing: its bills stay `insufficient`, nothing moves), and at least one copy of each burst ran.
 *
 * Every copy is its own identity (copies rightly differ in `replayed`, `ran` or in which one decided a bill); the model
 * groups them by key, bill or clock.
 */
const PIN = '135790';
const WRONG_PIN = '024680';
const AMOUNTS = [10_00, 50_00, 120_00, 400_00, 900_00] as const;
const DAY = 86_400_000;

interface Member {
  id: number;
  account: string;
  token: string;
  path: string;
  fundMinor: number;
}

type TransferCall = {
  kind: 'down' | 'up';
  from: Member;
  to: Member;
  key: string;
  amountMinor: number;
  /** To a member of another tree: always `404 NOT_IN_MY_TEAM`, nothing moves. */
  outside?: boolean;
};
type BillCall = { kind: 'pay' | 'reject' | 'admin-reject'; bill: Bill };
type JobCall = { job: string; at: string };
type Call =
  | ({ op: 'transfer'; wrongPin: boolean } & TransferCall)
  | ({ op: 'bill' } & BillCall)
  | ({ op: 'job' } & JobCall);

interface Bill {
  type: 'salary' | 'dividend';
  id: number;
  contractId: number;
  periodKey: string;
  payer: Member;
  member: Member;
  amountMinor: number;
}

/** A bill the settlement must issue from the fixture's bets. */
interface ExpectedBill {
  table: 'agent_salary_bill' | 'agent_dividend_bill';
  contractId: number;
  periodKey: string;
  amountMinor: number;
  payer: Member;
  member: Member;
}

const codeOf = (a: BankAnswer) => (a.body as { code?: string } | null)?.code ?? `HTTP ${a.http}`;
const valueOf = <T>(a: BankAnswer) => (a.body as { value?: T } | null)?.value;

export interface AgentPluginOptions {
  /** Transfer trees (top agent → agent → player, + a player under the top). */
  trees?: number;
  /** Downlines of the bill payer, each with two salary bills and a dividend bill. */
  billMembers?: number;
  /** Settlement chains; the first one's payer has no money. */
  chains?: number;
}

export function agentPlugin(options: AgentPluginOptions = {}): BankPlugin {
  const treeCount = options.trees ?? 3;
  const billMemberCount = options.billMembers ?? 4;
  const chainCount = options.chains ?? 3;
  const everyone: Member[] = [];
  const trees: { top: Member; mid: Member; player: Member; player2: Member }[] = [];
  const bills: Bill[] = [];
  const expectedBills: ExpectedBill[] = [];
  const calls = new Map<string, Call>();
  /** Set by model, read by check: the decision the answers imply for each bill, the transfers that moved. */
  const decided = new Map<string, { state: 'paid' | 'rejected'; transactionId: number | null }>();
  const moved = new Map<string, { call: TransferCall; transactionId: number }>();
  let clock = new Date();
  let copyNo = 0;

  const op = (call: Call): BankOperation => {
    copyNo += 1;
    const what =
      call.op === 'transfer'
        ? `${call.kind}:${call.from.account}>${call.to.account}:${call.amountMinor}:${call.key}${call.wrongPin ? ':wrong-pin' : ''}${call.outside ? ':outside' : ''}`
        : call.op === 'bill'
          ? `${call.kind}:${call.bill.type}:${call.bill.id}`
          : `job:${call.job}@${call.at}`;
    const identity = `${what}#${copyNo}`;
    calls.set(identity, call);
    return { identity, send: (url) => send(url, call) };
  };

  async function member(
    db: Db,
    stamp: string,
    name: string,
    type: number,
    upline: Member | null,
    fundMinor: number,
    pinHash: string,
  ): Promise<Member> {
    const account = `ag${stamp}${name}`.toLowerCase();
    const { id } = await db
      .insertInto('member')
      .values({
        account,
        nickname: account,
        type,
        upline_id: upline?.id ?? null,
        path: '/',
        currency: 'PHP',
        referral_code: `A${stamp}${name}`.toUpperCase().slice(0, 16),
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const path = `${upline?.path ?? '/'}${id}/`;
    await db.updateTable('member').set({ path }).where('id', '=', id).execute();
    await upsertWithdrawalPassword(db, id, pinHash);
    const { secret, hash } = newSecret();
    await insertSession(db, {
      id: newId(),
      memberId: id,
      tokenHash: hash,
      kind: 'member',
      ip: '127.0.0.1',
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const wallet = await ensureMemberAccount(db, id, 'PHP');
    if (fundMinor > 0) {
      const house = await systemAccount(db, 'house', 'PHP');
      await postTransaction(db, {
        idempotencyKey: `fixture-fund:${id}`,
        kind: 'deposit',
        legs: [
          { accountId: house.id, amountMinor: -fundMinor },
          { accountId: wallet.id, amountMinor: fundMinor },
        ],
      });
    }
    const m = { id, account, token: secret, path, fundMinor };
    everyone.push(m);
    return m;
  }

  async function contract(
    db: Db,
    upline: Member,
    downline: Member,
    kind: ContractKind,
    state: 'accepted' | 'terminated',
    decidedAt: Date,
    tiers: ContractTier[],
  ): Promise<number> {
    const { id } = await db
      .insertInto('agent_contract')
      .values({
        kind,
        period: kind === 'DIVIDEND' ? 'DAILY' : null,
        upline_id: upline.id,
        member_id: downline.id,
        tiers: JSON.stringify(tiers),
        state,
        end_reason: state === 'terminated' ? 'BY_UPLINE' : null,
        decided_at: decidedAt,
        ended_at: state === 'terminated' ? decidedAt : null,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async function bet(db: Db, m: Member, betMinor: number, winMinor: number, at: Date, n: number) {
    const id = `agent-bank-${m.id}-${n}`;
    await db
      .insertInto('bet_record')
      .values({
        vendor: 'TEST',
        round_id: id,
        bet_transaction_id: id,
        member_id: m.id,
        member_account: m.account,
        game_id: 'test-game',
        game_type: 'SLOT',
        currency: 'PHP',
        bet_minor: betMinor,
        valid_bet_minor: betMinor,
        win_minor: winMinor,
        status: 'settled',
        created_at: at,
        settled_at: at,
      } as never)
      .execute();
  }

  return {
    name: 'agent',
    allowedHttp: [200, 403, 404, 409, 422],

    async setup({ db, rng }: BankContext) {
      const stamp = String(Date.now() % 100000);
      const pinHash = await hashPassword(PIN);

      // Transfers.
      for (let t = 0; t < treeCount; t += 1) {
        const top = await member(db, stamp, `t${t}top`, 1, null, rng.int(10, 30) * 100_00, pinHash);
        const mid = await member(db, stamp, `t${t}mid`, 2, top, rng.int(2, 8) * 100_00, pinHash);
        const player = await member(db, stamp, `t${t}p`, 0, mid, rng.int(0, 3) * 100_00, pinHash);
        const player2 = await member(db, stamp, `t${t}q`, 0, top, 0, pinHash);
        trees.push({ top, mid, player, player2 });
      }

      // Bills paid later or rejected: insufficient bills as the settlement leaves them when the payer is short.
      const payer = await member(db, stamp, 'bpay', 1, null, 0, pinHash);
      let owed = 0;
      for (let i = 0; i < billMemberCount; i += 1) {
        const down = await member(db, stamp, `b${i}`, 2, payer, rng.int(0, 2) * 100_00, pinHash);
        const tiers = [{ rateBp: 100, validBetMinor: 0, lossMinor: 0, activeMembers: 1 }];
        const salary = await contract(db, payer, down, 'DAILY_SALARY', 'terminated', new Date(), tiers);
        const dividend = await contract(db, payer, down, 'DIVIDEND', 'terminated', new Date(), tiers);
        for (const [type, contractId, periodKey] of [
          ['salary', salary, 'EVERY_OTHER_DAY:2026-01-02T00:00'],
          ['salary', salary, 'EVERY_OTHER_DAY:2026-01-04T00:00'],
          ['dividend', dividend, 'DAILY:2026-01-03T00:00'],
        ] as const) {
          const amountMinor = rng.int(50, 300) * 100 + rng.int(0, 99);
          owed += amountMinor;
          const table = type === 'salary' ? 'agent_salary_bill' : 'agent_dividend_bill';
          const start = new Date(`${periodKey.slice(periodKey.indexOf(':') + 1)}:00+08:00`);
          const common = {
            contract_id: contractId,
            period_key: periodKey,
            payer_id: payer.id,
            member_id: down.id,
            period_start: start,
            period_end: new Date(start.getTime() + DAY),
            valid_bet_minor: amountMinor * 100,
            active_members: 1,
            rate_bp: 100,
            amount_minor: amountMinor,
            state: 'insufficient',
          };
          const row = await db
            .insertInto(table)
            .values(
              (type === 'salary'
                ? { ...common, kind: 'DAILY_SALARY' }
                : {
                    ...common,
                    net_loss_minor: amountMinor * 100,
                    carried_in_minor: 0,
                    carried_out_minor: 0,
                  }) as never,
            )
            .returning('id')
            .executeTakeFirstOrThrow();
          bills.push({ type, id: row.id, contractId, periodKey, payer, member: down, amountMinor });
        }
      }
      // The payer tops up part of what it owes: some pays must find the wallet short.
      const topUp = Math.floor(owed * 0.4);
      const house = await systemAccount(db, 'house', 'PHP');
      const wallet = await ensureMemberAccount(db, payer.id, 'PHP');
      await postTransaction(db, {
        idempotencyKey: `fixture-fund:${payer.id}`,
        kind: 'deposit',
        legs: [
          { accountId: house.id, amountMinor: -topUp },
          { accountId: wallet.id, amountMinor: topUp },
        ],
      });
      payer.fundMinor = topUp;

      // Settlement: a clock three days back (its periods all finished), bets on two days before it.
      const e = periodContaining('EVERY_OTHER_DAY', new Date(Date.now() - 3 * DAY)).start;
      clock = new Date(e.getTime() + 3 * 3_600_000);
      const salaryTiers = [
        { rateBp: 100, validBetMinor: 0, lossMinor: 0, activeMembers: 1 },
        { rateBp: 150, validBetMinor: 500_00, lossMinor: 0, activeMembers: 1 },
      ];
      const dividendTiers = [{ rateBp: 1000, validBetMinor: 0, lossMinor: 0, activeMembers: 1 }];
      for (let c = 0; c < chainCount; c += 1) {
        const payerC = await member(db, stamp, `c${c}pay`, 1, null, c === 0 ? 0 : 5_000_00, pinHash);
        const agent = await member(db, stamp, `c${c}ag`, 2, payerC, 0, pinHash);
        const player = await member(db, stamp, `c${c}p`, 0, agent, 0, pinHash);
        const decidedAt = new Date(e.getTime() - 3 * DAY + 3_600_000);
        const salary = await contract(db, payerC, agent, 'DAILY_SALARY', 'accepted', decidedAt, salaryTiers);
        const dividend = await contract(db, payerC, agent, 'DIVIDEND', 'accepted', decidedAt, dividendTiers);
        // Day e-3d: the players won (net loss < 0, carried); day e-2d: they lost.
        const wonBet = rng.int(50, 200) * 100;
        const wonWin = wonBet + rng.int(10, 100) * 100;
        const lostBet = rng.int(200, 900) * 100 + rng.int(0, 99);
        await bet(db, player, wonBet, wonWin, new Date(e.getTime() - 3 * DAY + 12 * 3_600_000), 1);
        await bet(db, player, lostBet, 0, new Date(e.getTime() - 2 * DAY + 12 * 3_600_000), 2);
        const salaryPeriod = periodContaining('EVERY_OTHER_DAY', new Date(e.getTime() - 1));
        const rate = lostBet >= 500_00 ? 150 : 100;
        expectedBills.push({
          table: 'agent_salary_bill',
          contractId: salary,
          periodKey: salaryPeriod.key,
          amountMinor: Math.floor((lostBet * rate) / 10_000),
          payer: payerC,
          member: agent,
        });
        const base = lostBet - (wonWin - wonBet);
        for (const [d, amountMinor] of [
          [3, 0],
          [2, base > 0 ? Math.floor((base * 1000) / 10_000) : 0],
          [1, 0],
        ] as const) {
          expectedBills.push({
            table: 'agent_dividend_bill',
            contractId: dividend,
            periodKey: periodContaining('DAILY', new Date(e.getTime() - d * DAY + 3_600_000)).key,
            amountMinor,
            payer: payerC,
            member: agent,
          });
        }
      }
    },

    lanes({ rng }: BankContext): BankBurst[][] {
      const lanes: BankBurst[][] = [];
      // Transfers: per tree, three bursts of keys (each sent 1-4 times, a few with a wrong PIN), then late retries.
      for (const [t, { top, mid, player, player2 }] of trees.entries()) {
        const routes: [TransferCall['kind'], Member, Member][] = [
          ['down', top, mid],
          ['down', top, player],
          ['down', top, player2],
          ['down', mid, player],
          ['up', mid, top],
          ['up', player, mid],
          ['up', player2, top],
        ];
        const wrongPins = new Set<number>();
        const keys: TransferCall[] = [];
        const bursts: BankBurst[] = [];
        for (let b = 0; b < 3; b += 1) {
          const burst: BankOperation[] = [];
          for (let k = 0; k < 4; k += 1) {
            const [kind, from, to] = rng.pick(routes);
            const call: TransferCall = { kind, from, to, key: randomUUID(), amountMinor: rng.pick(AMOUNTS) };
            keys.push(call);
            const copies = rng.chance(0.25) ? 1 : rng.int(2, 4);
            for (let c = 0; c < copies; c += 1) burst.push(op({ op: 'transfer', wrongPin: false, ...call }));
            // One wrong PIN per sender at most: the lockout counts them (the 6th in 15 minutes answers 429).
            if (!wrongPins.has(from.id) && rng.chance(0.3)) {
              wrongPins.add(from.id);
              burst.push(op({ op: 'transfer', wrongPin: true, ...call }));
            }
          }
          // Outside the tree: the agent above a sibling tree's player, sent twice.
          const other = trees[(t + 1) % trees.length]!;
          if (b === 0 && other.top !== top) {
            const call: TransferCall = {
              kind: 'down',
              from: top,
              to: other.player,
              key: randomUUID(),
              amountMinor: rng.pick(AMOUNTS),
              outside: true,
            };
            burst.push(...[0, 1].map(() => op({ op: 'transfer', wrongPin: false, ...call })));
          }
          bursts.push(rng.shuffle(burst));
        }
        bursts.push(
          Array.from({ length: 3 }, () => op({ op: 'transfer', wrongPin: false, ...rng.pick(keys) })),
        );
        lanes.push(bursts);
      }
      // Bills: per bill, pays and rejects at once, then a late copy of either.
      for (const bill of bills) {
        const first: BankOperation[] = [];
        for (let c = rng.int(1, 3); c > 0; c -= 1) first.push(op({ op: 'bill', kind: 'pay', bill }));
        for (let c = rng.int(0, 2); c > 0; c -= 1) first.push(op({ op: 'bill', kind: 'reject', bill }));
        if (rng.chance(0.25)) first.push(op({ op: 'bill', kind: 'admin-reject', bill }));
        lanes.push([
          rng.shuffle(first),
          [op({ op: 'bill', kind: rng.pick(['pay', 'reject'] as const), bill })],
        ]);
      }
      // Settlement jobs: both jobs at one clock several times on both processes, again, then two days later.
      const jobs = [salaryJobName('DAILY_SALARY'), DIVIDEND_JOB];
      const at = (ms: number) => new Date(clock.getTime() + ms).toISOString();
      const jobBurst = (when: string) =>
        rng.shuffle(
          jobs.flatMap((job) =>
            Array.from({ length: rng.int(2, 4) }, () => op({ op: 'job', job, at: when })),
          ),
        );
      lanes.push([jobBurst(at(0)), jobBurst(at(60_000)), jobBurst(at(2 * DAY))]);
      return lanes;
    },

    model(answers: ReadonlyMap<string, BankAnswer[]>): BankModel {
      const violations: string[] = [];
      const balance = new Map(everyone.map((m) => [m.id, m.fundMinor]));
      const add = (m: Member, minor: number) => balance.set(m.id, balance.get(m.id)! + minor);
      decided.clear();
      moved.clear();

      const byKey = new Map<
        string,
        { call: TransferCall; wrongPin: boolean; answer: BankAnswer; identity: string }[]
      >();
      const byBill = new Map<string, { call: BillCall; answer: BankAnswer; identity: string }[]>();
      const byJobClock = new Map<string, BankAnswer[]>();
      for (const [identity, list] of answers) {
        const call = calls.get(identity);
        if (!call) continue;
        for (const answer of list) {
          if (call.op === 'transfer') {
            const k = `${call.from.id}:${call.key}`;
            byKey.set(k, [...(byKey.get(k) ?? []), { call, wrongPin: call.wrongPin, answer, identity }]);
          } else if (call.op === 'bill') {
            const k = `${call.bill.type}:${call.bill.id}`;
            byBill.set(k, [...(byBill.get(k) ?? []), { call, answer, identity }]);
          } else {
            const k = `${call.job}@${call.at}`;
            byJobClock.set(k, [...(byJobClock.get(k) ?? []), answer]);
          }
        }
      }

      for (const [key, copies] of byKey) {
        const call = copies[0]!.call;
        const oks: { transactionId: number; amountMinor: number; replayed: boolean; toAccount: string }[] =
          [];
        for (const { answer, wrongPin, identity } of copies) {
          if (answer.http === 200) {
            if (wrongPin) violations.push(`${identity}: a wrong PIN was accepted`);
            if (call.outside) violations.push(`${identity}: a transfer outside the tree was accepted`);
            const v = valueOf<Record<string, unknown>>(answer)!;
            oks.push({
              transactionId: Number(v.transactionId),
              amountMinor: call.kind === 'down' ? Number(v.amountMinor) : Math.round(Number(v.amount) * 100),
              replayed: v.replayed === true,
              toAccount: String(v.toAccount),
            });
            continue;
          }
          const code = codeOf(answer);
          const expected = wrongPin
            ? 'WITHDRAWAL_PASSWORD_WRONG'
            : call.outside
              ? 'NOT_IN_MY_TEAM'
              : 'INSUFFICIENT_BALANCE';
          if (code !== expected) violations.push(`${identity}: refused with ${code}`);
        }
        if (oks.length === 0) continue;
        if (new Set(oks.map((o) => o.transactionId)).size > 1)
          violations.push(
            `key ${key}: OK answers name several transactions ${oks.map((o) => o.transactionId).join(', ')}`,
          );
        if (oks.some((o) => o.amountMinor !== call.amountMinor || o.toAccount !== call.to.account))
          violations.push(`key ${key}: an OK answer moved another amount or to another member`);
        const fresh = oks.filter((o) => !o.replayed).length;
        if (fresh !== 1)
          violations.push(`key ${key}: ${fresh} answers say they moved the money (not replayed)`);
        // The answers say this key moved its amount; a doubled movement would show as a fresh answer more.
        for (let n = 0; n < Math.max(1, fresh); n += 1) {
          add(call.from, -call.amountMinor);
          add(call.to, call.amountMinor);
        }
        moved.set(key, { call, transactionId: oks[0]!.transactionId });
      }

      for (const [key, copies] of byBill) {
        const bill = copies[0]!.call.bill;
        const wins = copies.filter((c) => c.answer.http === 200);
        for (const { call, answer, identity } of copies) {
          if (answer.http === 200) {
            const state = valueOf<{ state: string }>(answer)?.state;
            if (state !== (call.kind === 'pay' ? 'paid' : 'rejected'))
              violations.push(`${identity}: answered state ${state}`);
            continue;
          }
          const code = codeOf(answer);
          const ok =
            code === 'AGENT_BILL_NOT_OPEN' || (call.kind === 'pay' && code === 'INSUFFICIENT_BALANCE');
          if (!ok) violations.push(`${identity}: refused with ${code}`);
          if (code === 'AGENT_BILL_NOT_OPEN' && wins.length === 0)
            violations.push(`${identity}: NOT_OPEN, yet no copy decided bill ${key}`);
        }
        if (wins.length > 1) violations.push(`bill ${key}: decided ${wins.length} times`);
        for (const win of wins) {
          if (win.call.kind !== 'pay') continue;
          add(bill.payer, -bill.amountMinor);
          add(bill.member, bill.amountMinor);
        }
        const first = wins[0];
        if (first)
          decided.set(key, {
            state: first.call.kind === 'pay' ? 'paid' : 'rejected',
            transactionId:
              first.call.kind === 'pay'
                ? Number(valueOf<{ transactionId: number }>(first.answer)?.transactionId)
                : null,
          });
      }

      for (const [key, list] of byJobClock) {
        for (const a of list) if (a.http !== 200) violations.push(`job ${key}: HTTP ${a.http} ${codeOf(a)}`);
        if (!list.some((a) => valueOf<{ ran: boolean }>(a)?.ran === true))
          violations.push(`job ${key}: no copy of the burst ran`);
      }
      // The settlement's bills are the fixture's: paid in full when the payer holds both, else left insufficient.
      for (const b of expectedBills) {
        if (b.amountMinor === 0 || b.payer.fundMinor === 0) continue;
        add(b.payer, -b.amountMinor);
        add(b.member, b.amountMinor);
      }
      return { expectedBalanceMinor: balance, violations };
    },

    apiBalanceMinor: (memberId, url) =>
      walletBalanceMinor(url, everyone.find((m) => m.id === memberId)!.token),

    async check({ db }: BankContext) {
      const out: string[] = [];
      // Transfers: a key that moved has one posting under its ledger key; one that did not, none.
      for (const { top, mid, player, player2 } of trees) {
        for (const m of [top, mid, player, player2]) {
          const rows = await db
            .selectFrom('wallet_transaction')
            .select(['id', 'idempotency_key'])
            .where((eb) =>
              eb.or([
                eb('idempotency_key', 'like', `agent-transfer:${m.id}:%`),
                eb('idempotency_key', 'like', `upline-transfer:${m.id}:%`),
              ]),
            )
            .execute();
          for (const row of rows) {
            const key = `${m.id}:${row.idempotency_key.split(':').slice(2).join(':')}`;
            const answered = moved.get(key);
            if (!answered) out.push(`ledger posting ${row.idempotency_key} that no answer reported`);
            else if (Number(row.id) !== answered.transactionId)
              out.push(`ledger posting ${row.id} for ${key}, the answers said ${answered.transactionId}`);
          }
          const mine = [...moved.entries()].filter(([, v]) => v.call.from.id === m.id).length;
          if (rows.length !== mine)
            out.push(`member ${m.account}: ${rows.length} transfer postings, ${mine} keys moved`);
        }
      }
      // Each moved transfer told both sides once.
      for (const { transactionId } of moved.values()) {
        const n = await db
          .selectFrom('member_message')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('dedupe_key', 'in', [
            `agent.transfer:${transactionId}:out`,
            `agent.transfer:${transactionId}:in`,
            `upline.transfer:${transactionId}:out`,
            `upline.transfer:${transactionId}:in`,
          ])
          .executeTakeFirstOrThrow();
        if (Number(n.n) !== 2) out.push(`transfer ${transactionId}: ${n.n} messages, expected 2`);
      }
      // Bills: the database agrees with the answers, bill by bill, and a paid bill was posted once.
      for (const bill of bills) {
        const table = bill.type === 'salary' ? 'agent_salary_bill' : 'agent_dividend_bill';
        const row = await db
          .selectFrom(table)
          .select(['state', 'transaction_id'])
          .where('id', '=', bill.id)
          .executeTakeFirstOrThrow();
        const want = decided.get(`${bill.type}:${bill.id}`) ?? { state: 'insufficient', transactionId: null };
        if (row.state !== want.state || (row.transaction_id ?? null) !== want.transactionId)
          out.push(
            `${bill.type} bill ${bill.id}: ${row.state}/${row.transaction_id}, answers say ${want.state}/${want.transactionId}`,
          );
        out.push(
          ...(await postings(db, bill.type, bill.contractId, bill.periodKey, want.state === 'paid' ? 1 : 0)),
        );
      }
      // Settlement: each expected bill exists once, with its amount and state; nothing else was billed with money.
      for (const b of expectedBills) {
        const rows = await db
          .selectFrom(b.table)
          .select(['amount_minor', 'state'])
          .where('contract_id', '=', b.contractId)
          .where('period_key', '=', b.periodKey)
          .execute();
        const state = b.amountMinor === 0 ? 'not_reached' : b.payer.fundMinor === 0 ? 'insufficient' : 'paid';
        if (rows.length !== 1 || Number(rows[0]!.amount_minor) !== b.amountMinor || rows[0]!.state !== state)
          out.push(
            `${b.table} ${b.contractId} ${b.periodKey}: ${JSON.stringify(rows)}, expected one ${state} of ${b.amountMinor}`,
          );
        const type = b.table === 'agent_salary_bill' ? 'salary' : 'dividend';
        out.push(...(await postings(db, type, b.contractId, b.periodKey, state === 'paid' ? 1 : 0)));
      }
      for (const table of ['agent_salary_bill', 'agent_dividend_bill'] as const) {
        const contracts = [...new Set(expectedBills.map((b) => b.contractId))];
        const extra = await db
          .selectFrom(table)
          .select(['contract_id', 'period_key', 'amount_minor'])
          .where('contract_id', 'in', contracts)
          .where('amount_minor', '>', 0)
          .execute();
        for (const r of extra)
          if (!expectedBills.some((b) => b.contractId === r.contract_id && b.periodKey === r.period_key))
            out.push(
              `${table} ${r.contract_id} ${r.period_key}: billed ${r.amount_minor}, no bets in that period`,
            );
      }
      return out;
    },
  };
}

async function postings(
  db: Db,
  type: 'salary' | 'dividend',
  contractId: number,
  periodKey: string,
  want: number,
) {
  const rows = await db
    .selectFrom('wallet_transaction')
    .select('id')
    .where('idempotency_key', '=', `agent-${type}:${contractId}:${periodKey}`)
    .execute();
  return rows.length === want
    ? []
    : [`agent-${type}:${contractId}:${periodKey}: ${rows.length} postings, expected ${want}`];
}

async function send(url: string, call: Call): Promise<{ http: number; body: unknown }> {
  let path: string;
  let headers: Record<string, string> = { 'content-type': 'application/json' };
  let body: unknown;
  if (call.op === 'transfer') {
    headers.authorization = `Bearer ${call.from.token}`;
    const withdrawalPassword = call.wrongPin ? WRONG_PIN : PIN;
    if (call.kind === 'down') {
      path = '/wps/agent/transfer';
      body = {
        toAccount: call.to.account,
        amountMinor: call.amountMinor,
        clientKey: call.key,
        withdrawalPassword,
      };
    } else {
      path = '/wps/v2/transfers/upline';
      body = { amount: call.amountMinor / 100, clientKey: call.key, withdrawalPassword };
    }
  } else if (call.op === 'bill') {
    const { type, id, payer } = call.bill;
    if (call.kind === 'admin-reject') {
      path = `/wps/admin/agent/bills/${type}/${id}/reject`;
      headers = { ...headers, 'x-admin-token': CHECKER_SECRETS.ADMIN_TOKEN, 'x-admin-actor': 'bank-checker' };
      body = { reason: 'Rejected by the bank checker (operator)' };
    } else {
      path = `/wps/agent/bills/${type}/${id}/${call.kind}`;
      headers.authorization = `Bearer ${payer.token}`;
      body = call.kind === 'reject' ? { reason: 'Rejected by the bank checker' } : {};
    }
  } else {
    path = `/wps/dev/jobs/${call.job}/run`;
    body = { at: call.at };
  }
  const res = await fetch(`${url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await res.text();
  try {
    return { http: res.status, body: JSON.parse(text) as unknown };
  } catch {
    return { http: res.status, body: text };
  }
}
