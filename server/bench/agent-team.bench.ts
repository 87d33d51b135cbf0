// Team overview API latency for an agent with 5,000 downlines (issue 12 goal: p99 ≤ 50 ms), on PostgreSQL.
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/agent-team.bench.ts
// Writes ../bench-results/agent-team.json.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { createDb } from '../src/db/create-db';
import { migrateToLatest } from '../src/db/migrate';
import { teamOverview } from '../src/modules/agent/team.service';
import { createScratchDatabase } from '../test/helpers/test-app';

const DOWNLINES = 5_000;
const BETS = 200_000;
const RUNS = 300;

async function main() {
  const server = process.env.DATABASE_URL;
  if (!server) throw new Error('DATABASE_URL is required');
  const scratch = await createScratchDatabase(server);
  const db = await createDb({ databaseUrl: scratch.url, dataDir: '' });
  try {
    await migrateToLatest(db);
    const base = {
      nickname: 'n',
      currency: 'PHP',
      password_changed_at: new Date(),
      member_labels: '[]',
      contacts: '{}',
      password_hash: null,
    };
    const top = await db
      .insertInto('member')
      .values({ ...base, account: 'benchtop', type: 1, upline_id: null, path: '', referral_code: 'BENCHTOP' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('member')
      .set({ path: `/${top.id}/` })
      .where('id', '=', top.id)
      .execute();
    // 50 sub-agents with 99 members each under the top agent (5,000 downlines in all).
    await sql`
      insert into member (account, nickname, type, upline_id, path, currency, referral_code, password_changed_at,
                          member_labels, contacts)
      select 'bm' || g, 'n', case when g <= 50 then 2 else 0 end,
             case when g <= 50 then ${top.id}::int else null end, '', 'PHP', 'BM' || g, now(), '[]', '{}'
      from generate_series(1, ${DOWNLINES}::int) g`.execute(db);
    await sql`update member set path = '/' || ${top.id} || '/' || id || '/' where account like 'bm%' and type = 2`.execute(
      db,
    );
    await sql`
      update member m set upline_id = a.id, path = a.path || m.id || '/'
      from member a
      where m.account like 'bm%' and m.type = 0 and a.account = 'bm' || (1 + (substr(m.account, 3)::int % 50))`.execute(
      db,
    );
    await sql`
      insert into bet_record (vendor, round_id, bet_transaction_id, member_id, member_account, game_id, game_type,
                              currency, bet_minor, valid_bet_minor, win_minor, status, created_at, settled_at)
      select 'DEMO', 'r' || g, 'b' || g, m.id, m.account, 'demo-slot', 'SLOT', 'PHP', 1000, 1000, 500, 'settled',
             now() - (g % 30) * interval '1 day', now() - (g % 30) * interval '1 day'
      from generate_series(1, ${BETS}::int) g
      join member m on m.account = 'bm' || (1 + g % ${DOWNLINES}::int)`.execute(db);
    await sql`analyze`.execute(db);
    const local = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(d);
    const q = { from: local(new Date(Date.now() - 7 * 86_400_000)), to: local(new Date()) };
    const first = await teamOverview(db, top.id, q);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const t0 = performance.now();
      await teamOverview(db, top.id, q);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const pct = (p: number) =>
      Number(times[Math.min(times.length - 1, Math.floor(times.length * p))]!.toFixed(1));
    const result = {
      bench: 'agent team overview (service + 3 queries), 7-day range',
      downlines: DOWNLINES,
      betRecords: BETS,
      runs: RUNS,
      p50Ms: pct(0.5),
      p99Ms: pct(0.99),
      goalP99Ms: 50,
      sample: first,
      at: new Date().toISOString(),
    };
    console.log(result);
    writeFileSync(
      path.join(__dirname, '../../bench-results/agent-team.json'),
      `${JSON.stringify(result, null, 2)}\n`,
    );
  } finally {
    await db.destroy();
    await scratch.drop();
  }
}

void main();
