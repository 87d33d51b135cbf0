/**
 * bench:chat — the chat room's fan-out (docs/chat.md "Transport"): 500 readers connected to the room's SSE stream,
 * messages POSTed by many writers at a steady rate, first with every reader on one server process, then with the
 * readers split over two processes (messages posted to both alternately, so half of them cross through
 * LISTEN/NOTIFY). Measures messages/s stored and delivered to all readers, deliveries/s, and the time from the POST to
 * each reader's receipt (p50, p99, max). Real server processes on a scratch PostgreSQL database; prints a table and
 * writes bench-results/chat.json. BENCH_CLIENTS, BENCH_MESSAGES and BENCH_RATE tune it. The 500 readers live in
 * this one Node process: on a small machine their parsing, not the server, sets the ceiling (docs/chat.md).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDb, type Db } from '../src/db/create-db';
import { migrateToLatest } from '../src/db/migrate';
import { seedMembers } from '../src/db/seed/members';
import { seedSystem } from '../src/db/seed/system';
import { ensureRooms } from '../src/modules/chat/chat.service';
import { memberToken } from '../test/chat/chat-fixtures';
import { createScratchDatabase } from '../test/helpers/test-app';
import { startServer, type ServerProcess } from '../test/helpers/server-process';

const repoRoot = path.resolve(__dirname, '..', '..');
const PG_SERVER = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 500);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 60);
/** Messages per second offered; writers are many so the per-member limit (1 per 2 s, burst 5) never refuses one. */
const RATE = Number(process.env.BENCH_RATE ?? 10);
const WRITERS = Math.ceil(MESSAGES / 4);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writers allowed by the write rule (a rank), with a session each. */
async function writers(db: Db): Promise<string[]> {
  const tag = Date.now().toString(36);
  const tokens: string[] = [];
  for (let i = 0; i < WRITERS; i += 1) {
    const account = `cw${tag}${i}`;
    await db
      .insertInto('member')
      .values({
        account,
        nickname: `writer${i}`,
        type: 0,
        path: '/',
        currency: 'PHP',
        rank_level: 1,
        referral_code: `CW${tag}${i}`.slice(0, 20),
      } as never)
      .execute();
    tokens.push(await memberToken(db, account));
  }
  return tokens;
}

interface Reader {
  close(): void;
}

/** One SSE reader: records, per message text, when it arrived. */
async function reader(url: string, arrivals: Map<string, number[]>): Promise<Reader> {
  const abort = new AbortController();
  const res = await fetch(`${url}/wps/chat/rooms/en/events`, { signal: abort.signal });
  if (!res.ok || !res.body) throw new Error(`stream: HTTP ${res.status}`);
  const body = res.body;
  let ready!: () => void;
  const historyRead = new Promise<void>((resolve) => (ready = resolve));
  void (async () => {
    const decoder = body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await decoder.read();
        if (done) return;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (block.startsWith('event: history')) ready();
          if (!block.startsWith('event: message')) continue;
          const now = performance.now();
          const data = JSON.parse(block.slice(block.indexOf('data: ') + 6)) as { text: string };
          arrivals.get(data.text)?.push(now);
        }
      }
    } catch {
      // closed
    }
  })();
  await historyRead;
  return { close: () => abort.abort() };
}

async function scenario(name: string, readUrls: string[], writeUrls: string[], tokens: string[]) {
  const arrivals = new Map<string, number[]>();
  const sentAt = new Map<string, number>();
  const readers: Reader[] = [];
  for (let i = 0; i < CLIENTS; i += 1) readers.push(await reader(readUrls[i % readUrls.length]!, arrivals));
  const tag = `${name}-${Date.now().toString(36)}`;
  const started = performance.now();
  const posts: Promise<number>[] = [];
  for (let i = 0; i < MESSAGES; i += 1) {
    const text = `bench ${tag} ${i}`;
    arrivals.set(text, []);
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    sentAt.set(text, performance.now());
    posts.push(
      fetch(`${writeUrls[i % writeUrls.length]}/wps/chat/rooms/en/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens[i % tokens.length]}`, 'content-type': 'application/json' },
        body: JSON.stringify({ text }),
      }).then((r) => r.status),
    );
  }
  const statuses = await Promise.all(posts);
  const expected = MESSAGES * CLIENTS;
  const deadline = performance.now() + 30_000;
  const received = () => [...arrivals.values()].reduce((n, a) => n + a.length, 0);
  while (received() < expected && performance.now() < deadline) await sleep(50);
  const finished = Math.max(...[...arrivals.values()].flat(), started);
  for (const r of readers) r.close();

  const latencies: number[] = [];
  for (const [text, times] of arrivals) for (const t of times) latencies.push(t - sentAt.get(text)!);
  latencies.sort((a, b) => a - b);
  const seconds = (finished - started) / 1000;
  return {
    scenario: name,
    processes: readUrls.length,
    clients: CLIENTS,
    messages: MESSAGES,
    refused: statuses.filter((s) => s !== 200).length,
    deliveries: received(),
    missing: expected - received(),
    messagesPerSecond: Math.round((MESSAGES / seconds) * 10) / 10,
    deliveriesPerSecond: Math.round(received() / seconds),
    p50Ms: Math.round(percentile(latencies, 50)),
    p99Ms: Math.round(percentile(latencies, 99)),
    maxMs: Math.round(latencies.at(-1) ?? 0),
  };
}

async function main() {
  const scratch = await createScratchDatabase(PG_SERVER);
  const db = await createDb({ databaseUrl: scratch.url, dataDir: '' });
  const servers: ServerProcess[] = [];
  try {
    await migrateToLatest(db);
    await seedSystem(db);
    await seedMembers(db);
    await ensureRooms(db);
    // Fresh writers per scenario: each writes 4 messages, inside the burst of 5.
    const [first, second] = [await writers(db), await writers(db)];
    for (let i = 0; i < 2; i += 1)
      servers.push(
        await startServer({
          DATABASE_URL: scratch.url,
          PUBLISH_ON_START: 'false',
          JOBS_ENABLED: 'false',
          LOG_LEVEL: 'error',
          ADMIN_TOKEN: 'chat-bench-admin-token-0123456789',
        }),
      );
    const [a, b] = servers.map((s) => s.url) as [string, string];
    const results = [
      await scenario('one-process', [a], [a], first),
      await scenario('two-processes', [a, b], [a, b], second),
    ];
    console.table(results);
    const out = {
      bench: 'chat',
      at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model ?? '', node: process.version },
      offeredRate: RATE,
      results,
    };
    await mkdir(path.join(repoRoot, 'bench-results'), { recursive: true });
    await writeFile(path.join(repoRoot, 'bench-results', 'chat.json'), `${JSON.stringify(out, null, 2)}\n`);
    console.log('written bench-results/chat.json');
  } finally {
    servers.forEach((s) => s.proc.kill('SIGTERM'));
    await Promise.all(servers.map((s) => s.exited));
    await db.destroy();
    await scratch.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
