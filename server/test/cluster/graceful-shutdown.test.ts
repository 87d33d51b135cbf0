import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { createSeededApp, loginAs } from '../helpers/accounts';
import { startServer, type ServerProcess } from '../helpers/server-process';
import { migratedTemplate } from '../helpers/test-app';

// Graceful shutdown (docs/deployment.md "Several processes"): on SIGTERM the process says "not ready" at once, keeps
// serving through the drain, finishes what is in flight when it stops accepting, and exits 0.
const REPORT = JSON.stringify({
  remote: 'mfe_lobby',
  version: 'v1',
  stage: 'entry',
  message: 'in flight during SIGTERM',
  url: '/releases/mfe-lobby/v1/remoteEntry.js',
});

/** A POST whose body arrives in two halves: in flight from the first write until the server answers. */
function slowPost(base: string): { finish: () => void; answer: Promise<{ status: number; body: string }> } {
  const url = new URL('/wps/telemetry/remote-error', base);
  const req = http.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(REPORT) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
  const half = Math.floor(REPORT.length / 2);
  req.write(REPORT.slice(0, half));
  return { finish: () => req.end(REPORT.slice(half)), answer };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SIGTERM', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServer({
      DB_IN_MEMORY: 'true',
      DB_TEMPLATE: await migratedTemplate(),
      SHUTDOWN_DRAIN_MS: '1000',
    });
  }, 120_000);
  afterAll(() => {
    if (server.proc.exitCode === null) server.proc.kill('SIGKILL');
  });

  it('drains: not ready at once, requests in flight before and across the close finish, exit 0', async () => {
    const before = await fetch(`${server.url}/readyz`);
    expect(before.status).toBe(200);
    expect(((await before.json()) as { value: unknown }).value).toMatchObject({
      ready: true,
      registry: 'ok',
      db: 'ok',
    });

    const duringDrain = slowPost(server.url);
    const acrossClose = slowPost(server.url);
    await sleep(150);
    const exitCode = new Promise<number | null>((resolve) => server.proc.once('exit', resolve));
    server.proc.kill('SIGTERM');
    await sleep(200);

    const draining = await fetch(`${server.url}/readyz`);
    expect(draining.status).toBe(503);
    expect(((await draining.json()) as { value: unknown }).value).toMatchObject({
      ready: false,
      draining: true,
    });
    // A request that reaches the process while the balancer has not noticed yet is still served.
    expect((await fetch(`${server.url}/wps/health`)).status).toBe(200);

    duringDrain.finish();
    expect(await duringDrain.answer).toMatchObject({ status: 200 });
    // Past the drain the process stops accepting; this request has been in flight since before SIGTERM.
    await sleep(1_300);
    acrossClose.finish();
    const last = await acrossClose.answer;
    expect(last.status).toBe(200);
    expect(JSON.parse(last.body)).toMatchObject({ success: true });
    expect(await exitCode).toBe(0);
  }, 60_000);
});

describe('balance streams on close', () => {
  let app: FastifyInstance;
  let closed = false;
  beforeAll(async () => {
    app = await createSeededApp();
    await app.listen({ host: '127.0.0.1', port: 0 });
  }, 60_000);
  afterAll(async () => {
    if (!closed) await app.close();
  });

  it('end with a reconnect hint, so the browser reconnects (through the balancer, to another process)', async () => {
    const token = await loginAs(app, 'player1', 'Player1234');
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const res = await fetch(`http://127.0.0.1:${address.port}/wps/v2/wallets/balance/events`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes('event: balance')) text += (await reader.read()).value ?? '';
    closed = true;
    const closing = app.close();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
    }
    await closing;
    expect(text).toMatch(/retry: 1000\nevent: reconnect\n/);
  });
});
