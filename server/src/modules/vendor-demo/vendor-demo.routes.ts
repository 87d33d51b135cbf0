import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ERROR_CODES } from '@site/shared/schemas';
import { AppError } from '../../errors';
import { ok, parse } from '../../http/reply';
import { openSession, playRound, rotateSeed } from './vendor-demo.service';
import { VendorSessionStore } from './vendor-session.store';
import { WalletClient } from './wallet-client';

/**
 * The demo vendor: a game server that happens to live in this process but behaves like a
 * third party. Its pages are plain HTML/JS; its only link to the platform is the signed
 * seamless-wallet HTTP API, called on the address this server listens on.
 */
export interface VendorDemoOptions {
  vendor: string;
  secret: string;
}

const PUBLIC_DIR = path.join(__dirname, 'public');
const ASSETS: Record<string, string> = {
  'game.js': 'text/javascript; charset=utf-8',
  'verify.js': 'text/javascript; charset=utf-8',
  'style.css': 'text/css; charset=utf-8',
};

const sessionSchema = z
  .object({
    ticket: z.string().min(20).max(200),
    game: z.string().min(1).max(80),
    kind: z.enum(['slot', 'dice']),
    mode: z.enum(['real', 'trial']),
  })
  .strict();
const roundSchema = z
  .object({
    sessionId: z.string().uuid(),
    bet: z.string().max(20),
    clientSeed: z.string().max(64).optional(),
    target: z.number().min(2).max(98).optional(),
  })
  .strict();
const rotateSchema = z.object({ sessionId: z.string().uuid() }).strict();

function selfBaseUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string')
    throw new Error('demo vendor needs the platform to listen on TCP');
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${address.port}`;
}

export async function vendorDemoRoutes(app: FastifyInstance, options: VendorDemoOptions): Promise<void> {
  const store = new VendorSessionStore(app.db);
  const wallet = new WalletClient({
    baseUrl: () => selfBaseUrl(app),
    vendor: options.vendor,
    secret: options.secret,
  });
  const pages = {
    play: readFileSync(path.join(PUBLIC_DIR, 'play.html'), 'utf8'),
    verify: readFileSync(path.join(PUBLIC_DIR, 'verify.html'), 'utf8'),
  };
  app.get('/vendor-demo/play', async (_req, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(pages.play),
  );
  app.get('/vendor-demo/verify', async (_req, reply) =>
    reply.type('text/html; charset=utf-8').send(pages.verify),
  );
  app.get<{ Params: { file: string } }>('/vendor-demo/assets/:file', async (req, reply) => {
    const type = ASSETS[req.params.file];
    if (!type) throw new AppError(404, ERROR_CODES.NOT_FOUND, 'Not found');
    return reply
      .type(type)
      .header('cache-control', 'public, max-age=300')
      .send(readFileSync(path.join(PUBLIC_DIR, req.params.file)));
  });

  app.post('/vendor-demo/api/session', async (req) => {
    const body = parse(sessionSchema, req.body);
    return ok(
      await openSession(store, wallet, {
        ticket: body.ticket,
        gameId: body.game,
        kind: body.kind,
        trial: body.mode === 'trial',
      }),
    );
  });
  app.post('/vendor-demo/api/round', async (req) => {
    const body = parse(roundSchema, req.body);
    return ok(await playRound(store, body.sessionId, wallet, body));
  });
  app.post('/vendor-demo/api/rotate', async (req) => {
    const body = parse(rotateSchema, req.body);
    return ok(await rotateSeed(store, body.sessionId));
  });
}
