import { createDb, type Db } from '../../src/db/create-db';
import { migrateToLatest } from '../../src/db/migrate';
import { seedMembers } from '../../src/db/seed/members';
import { seedSystem } from '../../src/db/seed/system';
import { ensureRooms } from '../../src/modules/chat/chat.service';
import { requirePostgresUrl } from '../helpers/postgres';
import { startServer, type ServerProcess } from '../helpers/server-process';
import { createScratchDatabase } from '../helpers/test-app';
import { memberToken, paidDeposit } from './chat-fixtures';
import { openChatStream, type ChatStream } from './chat-stream-client';

/**
 * Two real server processes on one PostgreSQL database (docs/chat.md "Transport"): a message posted through one
 * reaches a reader connected to the other within a second, through LISTEN/NOTIFY, and a reader that reconnects
 * with its last id gets what it missed.
 */
let db: Db;
let drop: () => Promise<void>;
const servers: ServerProcess[] = [];
const streams: ChatStream[] = [];

beforeAll(async () => {
  const scratch = await createScratchDatabase(requirePostgresUrl());
  drop = scratch.drop;
  db = await createDb({ databaseUrl: scratch.url, dataDir: '' });
  await migrateToLatest(db);
  await seedSystem(db);
  await seedMembers(db);
  await ensureRooms(db);
  await paidDeposit(db, 'player1');
  for (let i = 0; i < 2; i += 1)
    servers.push(
      await startServer({
        DATABASE_URL: scratch.url,
        PUBLISH_ON_START: 'false',
        JOBS_ENABLED: 'false',
        ADMIN_TOKEN: 'chat-two-processes-admin-token-0123',
      }),
    );
}, 180_000);
afterAll(async () => {
  for (const s of streams) s.close();
  servers.forEach((s) => s.proc.kill('SIGTERM'));
  await Promise.all(servers.map((s) => s.exited));
  await db?.destroy();
  await drop?.();
});

test('posted on process A, read on process B within 1 s; a reconnect with the last id catches up', async () => {
  const [a, b] = servers.map((s) => s.url) as [string, string];
  const token = await memberToken(db, 'player1');
  const reader = await openChatStream(b, 'en');
  streams.push(reader);
  await reader.next(['history']);

  const postedAt = Date.now();
  const res = await fetch(`${a}/wps/chat/rooms/en/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ text: 'hello from process A' }),
  });
  expect(res.status).toBe(200);
  const sent = ((await res.json()) as { value: { id: number } }).value;
  const live = await reader.next(['message'], 1_000);
  expect(live.receivedAt - postedAt).toBeLessThan(1_000);
  expect(live.messages[0]).toMatchObject({ id: sent.id, text: 'hello from process A' });

  // The reader drops; two messages are posted on A meanwhile; it reconnects to B with its last id.
  reader.close();
  for (const text of ['missed one', 'missed two'])
    await fetch(`${a}/wps/chat/rooms/en/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text }),
    });
  const resumed = await openChatStream(b, 'en', { sinceId: sent.id });
  streams.push(resumed);
  expect((await resumed.next(['history'])).messages.map((m) => m.text)).toEqual(['missed one', 'missed two']);
});
