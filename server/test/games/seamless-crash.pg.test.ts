import { sql } from 'kysely';
import { signBody } from '../../src/modules/seamless-wallet/signature';
import { ensureMemberAccount, postTransaction, systemAccount } from '../../src/modules/wallet/ledger.service';
import {
  CHECKER_SECRETS,
  demoSlotLaunchToken,
  startTwoServers,
  type TwoServers,
} from '../bank-checker/two-servers';
import { requirePostgresUrl } from '../helpers/postgres';
import { startServer } from '../helpers/server-process';

/**
 * A server process SIGKILLed in the middle of a seamless storm (ADR 004 "Under concurrency": a callback is one
 * transaction, a crash rolls all of it back, the vendor's retry starts afresh). The vendor here retries every call
 * whose connection died on the other process until it gets an answer; the killed process is started again and
 * takes its share. Afterwards: every member's balance is what the answers say, each bet was debited once and
 * settled once in the ledger, no claim is left without its answer, and every call replayed gets its first answer
 * byte for byte. PostgreSQL only (two processes); run by the suite's PostgreSQL step.
 */
const MEMBERS = 12;
const ROUNDS = 24;
const FUNDS_MINOR = 100_000;
const GAME = 'PG-RNG-0002';

let site: TwoServers;
beforeAll(async () => {
  site = await startTwoServers(requirePostgresUrl());
}, 180_000);
afterAll(async () => site?.close());

interface Answered {
  action: string;
  body: string;
  answer: string;
}

test('SIGKILL of a server mid-storm, then a restart: nothing lost, nothing doubled, every replay answered as first', async () => {
  const house = await systemAccount(site.db, 'house', 'PHP');
  const members: { id: number; token: string; account: number }[] = [];
  for (let i = 0; i < MEMBERS; i += 1) {
    const name = `crash${i}`;
    const { id } = await site.db
      .insertInto('member')
      .values({
        account: name,
        nickname: name,
        type: 0,
        path: '/',
        currency: 'PHP',
        referral_code: `CRASH${i}`,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const wallet = await ensureMemberAccount(site.db, id, 'PHP');
    await postTransaction(site.db, {
      idempotencyKey: `crash-fund:${id}`,
      kind: 'deposit',
      legs: [
        { accountId: house.id, amountMinor: -FUNDS_MINOR },
        { accountId: wallet.id, amountMinor: FUNDS_MINOR },
      ],
    });
    members.push({
      id,
      token: demoSlotLaunchToken({ memberId: id, account: name, jti: `c${i}` }),
      account: wallet.id,
    });
  }

  // The processes that answer right now; the killed one leaves it and its replacement joins it.
  const live = [...site.urls];
  let answered = 0;
  let connectionErrors = 0;
  const killAt = Math.floor((MEMBERS * ROUNDS * 2) / 3);
  let killed: Promise<void> | null = null;

  const send = async (action: string, body: string, lane: number): Promise<string> => {
    for (let attempt = 0; ; attempt += 1) {
      const url = live[(lane + attempt) % live.length]!;
      try {
        const res = await fetch(`${url}/wps/seamless/DEMO/${action}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-signature': signBody(CHECKER_SECRETS.VENDOR_SECRET_DEMO, body),
          },
          body,
        });
        const text = await res.text();
        expect(res.status).toBe(200);
        answered += 1;
        if (answered === killAt) killed = killAndRestart();
        return text;
      } catch (err) {
        if ((err as Error).message.startsWith('expect')) throw err;
        // The process died under this call (or was dead): the vendor retries the very same request elsewhere.
        connectionErrors += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        if (attempt > 2000) throw err;
      }
    }
  };

  const killAndRestart = async () => {
    const victim = site.servers[0]!;
    victim.proc.kill('SIGKILL');
    await victim.exited;
    live.splice(live.indexOf(victim.url), 1);
    const replacement = await startServer(site.serverEnv);
    site.servers.push(replacement);
    live.push(replacement.url);
  };

  const log: Answered[] = [];
  const expected = new Map<number, number>();
  const outcomes = {
    debited: new Set<string>(),
    won: new Map<string, number>(),
    refunded: new Set<string>(),
  };
  await Promise.all(
    members.map(async (m, lane) => {
      let balance = FUNDS_MINOR;
      for (let r = 0; r < ROUNDS; r += 1) {
        const bet = `crash-${m.id}-${r}`;
        const base = { token: m.token, roundId: bet, gameId: GAME };
        const betMinor = 100 + ((r * 37 + lane * 11) % 400);
        const debitBody = JSON.stringify({
          ...base,
          currency: 'PHP',
          transactionId: bet,
          amount: (betMinor / 100).toFixed(2),
        });
        const debit = await send('debit', debitBody, lane);
        log.push({ action: 'debit', body: debitBody, answer: debit });
        expect(JSON.parse(debit)).toMatchObject({
          status: 'OK',
          balance: ((balance - betMinor) / 100).toFixed(2),
        });
        balance -= betMinor;
        outcomes.debited.add(bet);
        if (r % 5 === 4) {
          const body = JSON.stringify({ ...base, transactionId: `rb-${bet}`, betTransactionId: bet });
          const answer = await send('rollback', body, lane + 1);
          log.push({ action: 'rollback', body, answer });
          balance += betMinor;
          outcomes.refunded.add(bet);
        } else {
          const winMinor = (r * 53 + lane * 7) % 3 === 0 ? 0 : (r * 91 + lane) % 700;
          const body = JSON.stringify({
            ...base,
            currency: 'PHP',
            transactionId: `w-${bet}`,
            betTransactionId: bet,
            amount: (winMinor / 100).toFixed(2),
          });
          const answer = await send('credit', body, lane + 1);
          log.push({ action: 'credit', body, answer });
          balance += winMinor;
          outcomes.won.set(bet, winMinor);
        }
        expect(JSON.parse(log.at(-1)!.answer)).toMatchObject({
          status: 'OK',
          balance: (balance / 100).toFixed(2),
        });
      }
      expected.set(m.id, balance);
    }),
  );
  expect(killed).not.toBeNull();
  await killed;

  // The crash really cut calls short, and the storm still went on afterwards on the new process.
  expect(connectionErrors).toBeGreaterThan(0);
  expect(site.servers).toHaveLength(3);

  // The ledger: balances as answered, each bet debited once, won or refunded once, Σ of all accounts 0.
  for (const m of members) {
    const row = await site.db
      .selectFrom('wallet_account')
      .select('balance_minor')
      .where('id', '=', m.account)
      .executeTakeFirstOrThrow();
    expect(Number(row.balance_minor)).toBe(expected.get(m.id));
  }
  const keys = await site.db
    .selectFrom('wallet_transaction')
    .select(['idempotency_key', 'kind'])
    .where('idempotency_key', 'like', 'seamless:DEMO:%')
    .execute();
  const count = (prefix: string) => keys.filter((k) => k.idempotency_key.startsWith(prefix)).length;
  expect(count('seamless:DEMO:crash-')).toBe(outcomes.debited.size);
  expect(count('seamless:DEMO:win-of:')).toBe([...outcomes.won.values()].filter((w) => w > 0).length);
  expect(count('seamless:DEMO:rollback-of:')).toBe(outcomes.refunded.size);
  const sum = await sql<{
    total: string;
  }>`select coalesce(sum(balance_minor), 0)::text as total from wallet_account`.execute(site.db);
  expect(sum.rows[0]!.total).toBe('0');
  const entries = await sql<{ bad: string }>`
    select count(*)::text as bad from wallet_account a
    where a.balance_minor <> (select coalesce(sum(e.amount_minor), 0) from wallet_entry e where e.account_id = a.id)`.execute(
    site.db,
  );
  expect(entries.rows[0]!.bad).toBe('0');
  const bets = await site.db
    .selectFrom('bet_record')
    .select(['status'])
    .where('bet_transaction_id', 'like', 'crash-%')
    .execute();
  expect(bets).toHaveLength(outcomes.debited.size);
  expect(bets.filter((b) => b.status === 'cancelled')).toHaveLength(outcomes.refunded.size);
  expect(bets.filter((b) => b.status === 'open')).toHaveLength(0);
  // No claim the crash left without its answer (there is nothing to clean up: it rolled back with the rest).
  const unanswered = await sql<{
    n: string;
  }>`select count(*)::text as n from seamless_transaction where response = '{}'::jsonb`.execute(site.db);
  expect(unanswered.rows[0]!.n).toBe('0');

  // Every call sent again, now to any process: the first answer, byte for byte, and no more money.
  for (const [i, call] of log.entries()) {
    expect(await send(call.action, call.body, i)).toBe(call.answer);
  }
  for (const m of members) {
    const row = await site.db
      .selectFrom('wallet_account')
      .select('balance_minor')
      .where('id', '=', m.account)
      .executeTakeFirstOrThrow();
    expect(Number(row.balance_minor)).toBe(expected.get(m.id));
  }
}, 300_000);
