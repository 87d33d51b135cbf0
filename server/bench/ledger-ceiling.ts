import { sql } from 'kysely';
import type { Db } from '../src/db/create-db';
import { ensureMemberAccount, postTransaction, systemAccount } from '../src/modules/wallet/ledger.service';

/**
 * Ledger transfers per second through the service, next to the same number of bare
 * single-statement UPDATEs on the same database with the same client concurrency: the
 * physical ceiling of "change one number durably". ratio = ledger / ceiling (goal ≥ 0.5).
 */
export interface CeilingResult {
  transfers: number;
  concurrency: number;
  ledgerPerSec: number;
  updatesPerSec: number;
  ratio: number;
}

const ACCOUNTS = 200;
/** Ledger and UPDATE batches alternate so a change in machine load hits both sides alike. */
const ROUNDS = 4;

/** Seconds to run tasks `from..to-1` with `concurrency` workers. */
async function timed(
  from: number,
  to: number,
  concurrency: number,
  task: (i: number) => Promise<unknown>,
): Promise<number> {
  let next = from;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < to) {
        const i = next;
        next += 1;
        await task(i);
      }
    }),
  );
  return Number(process.hrtime.bigint() - started) / 1e9;
}

export async function measureLedgerCeiling(
  db: Db,
  transfers: number,
  concurrency: number,
): Promise<CeilingResult> {
  const ids: number[] = [];
  for (let i = 0; i < ACCOUNTS; i += 1) ids.push((await ensureMemberAccount(db, `bench-${i}`, 'PHP')).id);
  const outside = await systemAccount(db, 'outside-world', 'PHP');
  // Enough money everywhere that no transfer fails: we measure the happy path.
  const run = `${Date.now()}`;
  await postTransaction(db, {
    idempotencyKey: `bench-seed:${run}`,
    kind: 'bench',
    legs: [
      { accountId: outside.id, amountMinor: -ACCOUNTS * 1_000_000_000 },
      ...ids.map((id) => ({ accountId: id, amountMinor: 1_000_000_000 })),
    ],
  });
  const pick = (i: number) => ids[i % ACCOUNTS] as number;

  const transfer = (i: number) =>
    postTransaction(db, {
      idempotencyKey: `bench:${run}:${i}`,
      kind: 'bench',
      legs: [
        { accountId: pick(i), amountMinor: -1 },
        // Any other account: offset 1..ACCOUNTS-1 never lands on the same one.
        { accountId: pick(i + 1 + ((i * 7) % (ACCOUNTS - 1))), amountMinor: 1 },
      ],
    });
  await sql`create table if not exists bench_ceiling (id int primary key, n bigint not null)`.execute(db);
  await sql`insert into bench_ceiling select g, 0 from generate_series(0, ${ACCOUNTS - 1}) g on conflict do nothing`.execute(
    db,
  );
  const update = (i: number) =>
    sql`update bench_ceiling set n = n + 1 where id = ${i % ACCOUNTS}`.execute(db);

  let ledgerSeconds = 0;
  let updateSeconds = 0;
  const perRound = Math.ceil(transfers / ROUNDS);
  for (let r = 0; r < ROUNDS; r += 1) {
    const from = r * perRound;
    const to = Math.min(transfers, from + perRound);
    ledgerSeconds += await timed(from, to, concurrency, transfer);
    updateSeconds += await timed(from, to, concurrency, update);
  }
  await sql`drop table bench_ceiling`.execute(db);
  const ledgerPerSec = transfers / ledgerSeconds;
  const updatesPerSec = transfers / updateSeconds;
  return { transfers, concurrency, ledgerPerSec, updatesPerSec, ratio: ledgerPerSec / updatesPerSec };
}
