import { createHash } from 'node:crypto';
import { SEAMLESS_STATUS, type SeamlessAnswer } from '@site/shared/schemas';
import { signBody } from '../../../src/modules/seamless-wallet/signature';
import {
  ensureMemberAccount,
  postTransaction,
  systemAccount,
} from '../../../src/modules/wallet/ledger.service';
import type {
  BankAnswer,
  BankBurst,
  BankContext,
  BankModel,
  BankOperation,
  BankPlugin,
} from '../bank-checker';
import type { Rng } from '../rng';
import { CHECKER_SECRETS, demoSlotLaunchToken } from '../two-servers';

/**
 * The seamless wallet under an adversarial vendor (issue "Money under real concurrency"): identical retries in
 * flight together, conflicting settlements of one bet, wins racing rollbacks, two rollback ids on one bet,
 * rollbacks before their bet, overdrafts, another member's token, a win in the wrong currency, and late retries
 * of everything. The model only trusts the answers: a bet debited OK costs its amount; an OK win pays it; an OK
 * rollback refunds it; a bet may be settled (win or rollback) once; wrong-token and wrong-currency calls never
 * answer OK.
 */
const VENDOR = 'DEMO';
const GAME = 'PG-RNG-0002';
const AMOUNTS = ['0.50', '1.00', '2.00', '5.00'] as const;

interface Member {
  id: number;
  token: string;
  initialMinor: number;
}

type Kind = 'debit' | 'credit' | 'rollback';
interface Call {
  kind: Kind;
  bet: string;
  member: Member;
  payload: Record<string, string>;
  /** A call the wallet must refuse (wrong token or currency). */
  invalid?: string;
  winMinor?: number;
}

const toMinor = (amount: string) => Math.round(Number(amount) * 100);
// Signed as the vendor signs, with the secrets both server processes were started with.
const VENDOR_KEY = CHECKER_SECRETS.VENDOR_SECRET_DEMO;

export function seamlessWalletPlugin(
  options: { members?: number; roundsPerMember?: number } = {},
): BankPlugin {
  const memberCount = options.members ?? 10;
  const rounds = options.roundsPerMember ?? 12;
  const members: Member[] = [];
  const calls = new Map<string, Call>();
  const betAmount = new Map<string, number>();
  const betMember = new Map<string, Member>();

  // Short and stable: the payload's hash tells conflicting requests with one id apart.
  const identity = (c: Call) =>
    `${c.kind}:${c.payload['transactionId']}:${createHash('sha1').update(JSON.stringify(c.payload)).digest('hex').slice(0, 8)}`;
  const op = (c: Call): BankOperation => {
    const id = identity(c);
    calls.set(id, c);
    return { identity: id, send: (url) => callWallet(url, c.kind, c.payload) };
  };
  const copies = (rng: Rng, c: Call, max: number): BankOperation[] =>
    Array.from({ length: rng.int(1, max) }, () => op(c));

  return {
    name: 'seamless-wallet',
    async setup({ db, rng }: BankContext) {
      const [house] = await Promise.all([systemAccount(db, 'house', 'PHP')]);
      for (let i = 0; i < memberCount; i += 1) {
        const account = `bank${Date.now() % 100000}m${i}`;
        const { id } = await db
          .insertInto('member')
          .values({
            account,
            nickname: account,
            type: 0,
            path: '/',
            currency: 'PHP',
            referral_code: `BANK${i}X${Date.now() % 100000}`,
          } as never)
          .returning('id')
          .executeTakeFirstOrThrow();
        const initialMinor = rng.pick([0, 100, 250, 500, 1_000]);
        const wallet = await ensureMemberAccount(db, id, 'PHP');
        if (initialMinor > 0) {
          await postTransaction(db, {
            idempotencyKey: `bank-fund:${id}`,
            kind: 'deposit',
            legs: [
              { accountId: house.id, amountMinor: -initialMinor },
              { accountId: wallet.id, amountMinor: initialMinor },
            ],
          });
        }
        const token = demoSlotLaunchToken({ memberId: id, account, jti: `bank-${id}` });
        members.push({ id, token, initialMinor });
      }
    },

    lanes({ rng }: BankContext): BankBurst[][] {
      return members.map((member, m) => {
        const lane: BankBurst[] = [];
        const other = () => members[(m + rng.int(1, members.length - 1)) % members.length]!;
        let previousBet: string | null = null;
        for (let r = 0; r < rounds; r += 1) {
          const bet = `b${member.id}-${r}`;
          const amount = rng.pick(AMOUNTS);
          betAmount.set(bet, toMinor(amount));
          betMember.set(bet, member);
          const base = { token: member.token, roundId: `r-${bet}`, gameId: GAME };
          const debit: Call = {
            kind: 'debit',
            bet,
            member,
            payload: { ...base, transactionId: bet, amount, currency: 'PHP' },
          };
          const win = (
            id: string,
            winAmount: string,
            extra: Partial<Call> = {},
            currency = 'PHP',
            onBet = bet,
          ): Call => ({
            kind: 'credit',
            bet: onBet,
            member,
            winMinor: toMinor(winAmount),
            payload: {
              ...base,
              roundId: `r-${onBet}`,
              transactionId: id,
              betTransactionId: onBet,
              amount: winAmount,
              currency,
            },
            ...extra,
          });
          const rollback = (id: string, token = member.token, extra: Partial<Call> = {}): Call => ({
            kind: 'rollback',
            bet,
            member,
            payload: { ...base, token, transactionId: id, betTransactionId: bet },
            ...extra,
          });
          const scenario = rng.int(0, 7);
          if (scenario === 0) {
            // A big win on the previous bet lands while this bet is retried five times (finding 1).
            const burst = copies(rng, debit, 5);
            if (previousBet) burst.push(op(win(`w-big-${previousBet}`, '300.00', {}, 'PHP', previousBet)));
            lane.push(burst);
            lane.push([op(rollback(`rb-${bet}`))]);
          } else if (scenario === 1) {
            // A loss and four copies of a win on one bet, together (finding 2).
            lane.push(copies(rng, debit, 3));
            lane.push([
              op(win(`w0-${bet}`, '0.00')),
              ...Array.from({ length: 4 }, () => op(win(`w1-${bet}`, '3.30'))),
            ]);
          } else if (scenario === 2) {
            // Two different non-zero wins, and a win racing a rollback.
            lane.push(copies(rng, debit, 2));
            lane.push([
              op(win(`wa-${bet}`, '1.10')),
              op(win(`wb-${bet}`, '2.20')),
              op(rollback(`rb-${bet}`)),
              op(rollback(`rb-${bet}`)),
            ]);
          } else if (scenario === 3) {
            // Two rollback ids on one bet (finding 3).
            lane.push(copies(rng, debit, 2));
            lane.push([...copies(rng, rollback(`rb1-${bet}`), 3), ...copies(rng, rollback(`rb2-${bet}`), 3)]);
          } else if (scenario === 4) {
            // The rollback arrives before its bet; the bet then arrives, retried.
            lane.push(copies(rng, rollback(`rb-${bet}`), 2));
            lane.push(copies(rng, debit, 3));
          } else if (scenario === 5) {
            // Another member's token cancels nothing and wins nothing (finding 4); then the real win.
            const intruder = other();
            lane.push(copies(rng, debit, 2));
            lane.push([
              op(rollback(`rb-x-${bet}`, intruder.token, { invalid: 'another member token' })),
              op({
                ...win(`w-x-${bet}`, '4.00'),
                payload: { ...win(`w-x-${bet}`, '4.00').payload, token: intruder.token },
                invalid: 'another member token',
              }),
            ]);
            lane.push(copies(rng, win(`w-${bet}`, '0.70'), 2));
          } else if (scenario === 6) {
            // A win in another currency is refused (finding 5); the PHP win then pays.
            lane.push(copies(rng, debit, 2));
            lane.push(copies(rng, win(`w-usd-${bet}`, '7.00', { invalid: 'wrong currency' }, 'USD'), 2));
            lane.push(copies(rng, win(`w-${bet}`, '1.50'), 3));
          } else {
            // An overdraft: far more than the member has, retried.
            const big: Call = { ...debit, payload: { ...debit.payload, amount: '50.00' } };
            betAmount.set(bet, 5_000);
            lane.push(copies(rng, big, 4));
            lane.push(copies(rng, win(`w-${bet}`, '60.00'), 2));
          }
          previousBet = bet;
        }
        // Late retries of earlier requests must get their first answers back.
        const all = lane.flat();
        lane.push(Array.from({ length: Math.min(8, all.length) }, () => rng.pick(all)));
        return lane;
      });
    },

    model(answers: ReadonlyMap<string, BankAnswer[]>): BankModel {
      const violations: string[] = [];
      const byBet = new Map<string, { debitOk: boolean; wins: number[]; rollbacks: number }>();
      const entry = (bet: string) =>
        byBet.get(bet) ?? (byBet.set(bet, { debitOk: false, wins: [], rollbacks: 0 }), byBet.get(bet)!);
      for (const [id, list] of answers) {
        const call = calls.get(id);
        const answer = list[0]?.body as SeamlessAnswer | undefined;
        if (!call || !answer) continue;
        if (!SEAMLESS_STATUS.includes(answer.status))
          violations.push(`${id}: unknown status ${JSON.stringify(answer)}`);
        const ok = list.some((a) => (a.body as SeamlessAnswer).status === 'OK');
        if (call.invalid) {
          if (ok) violations.push(`${id}: ${call.invalid} was accepted`);
          continue;
        }
        const e = entry(call.bet);
        if (call.kind === 'debit' && ok) e.debitOk = true;
        if (call.kind === 'credit' && ok) e.wins.push(call.winMinor ?? 0);
        if (call.kind === 'rollback' && ok) e.rollbacks += 1;
      }
      const expected = new Map(members.map((m) => [m.id, m.initialMinor]));
      for (const [bet, e] of byBet) {
        const member = betMember.get(bet)!;
        let delta = 0;
        if (e.debitOk) {
          if (e.wins.length + e.rollbacks > 1)
            violations.push(
              `${bet}: settled ${e.wins.length} times by a win and ${e.rollbacks} times by a rollback`,
            );
          delta =
            -betAmount.get(bet)! +
            e.wins.reduce((s, w) => s + w, 0) +
            (e.rollbacks > 0 ? betAmount.get(bet)! : 0);
        } else {
          if (e.wins.length > 0) violations.push(`${bet}: a win was paid on a bet that was never debited`);
          if (e.rollbacks > 1) violations.push(`${bet}: cancelled ${e.rollbacks} times`);
        }
        expected.set(member.id, (expected.get(member.id) ?? 0) + delta);
      }
      for (const [id, balance] of expected)
        if (balance < 0) violations.push(`member ${id}: the answers imply a negative balance ${balance}`);
      return { expectedBalanceMinor: expected, violations };
    },

    async apiBalanceMinor(memberId, url) {
      const member = members.find((m) => m.id === memberId)!;
      const { body } = await callWallet(url, 'balance', { token: member.token });
      return toMinor((body as SeamlessAnswer).balance ?? 'NaN');
    },
  };
}

async function callWallet(
  url: string,
  action: string,
  payload: unknown,
): Promise<{ http: number; body: unknown }> {
  const body = JSON.stringify(payload);
  const res = await fetch(`${url}/wps/seamless/${VENDOR}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-signature': signBody(VENDOR_KEY, body) },
    body,
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // kept as text: a non-JSON answer is itself reported as a violation by its HTTP status
  }
  return { http: res.status, body: parsed };
}
