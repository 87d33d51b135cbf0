import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { ok, parse } from '../../http/reply';
import { keepRawBody, rawBodyOf } from '../seamless-wallet/raw-body';
import { signBody } from '../seamless-wallet/signature';
import { FAULT_MODES, VENDOR_ACTIONS, VendorFaults, type VendorAction } from './vendor-transfer.faults';
import { applyMove, playerBalance, queryTransfer, type VendorDirection } from './vendor-transfer.service';

/**
 * The demo transfer-wallet vendor's API (docs/payments.md "Transfer wallets"): a third party that happens to live in
 * this process. `POST /vendor-demo-transfer/api/{deposit,withdraw,balance,query}`, each body signed (`x-signature` =
 * hex HMAC-SHA256 of the raw body with the vendor's secret). Business answers are HTTP 200 with `status`; 401 for a
 * bad signature, 400 for a malformed body, 503 when it fails (test hook).
 */
export interface VendorTransferOptions {
  secret: string;
}

const transferId = z.string().min(8).max(80);
const player = z.string().min(1).max(64);
const currency = z.string().regex(/^[A-Z]{3}$/);
const moveSchema = z
  .object({ transferId, player, currency, amountMinor: z.number().int().positive().max(10_000_000_000) })
  .strict();
const balanceSchema = z.object({ player, currency }).strict();
const querySchema = z.object({ transferId }).strict();
const faultSchema = z
  .object({
    mode: z.enum(FAULT_MODES),
    times: z.number().int().min(0).max(1000).default(1),
    delayMs: z.number().int().min(0).max(60_000).default(0),
    actions: z.array(z.enum(VENDOR_ACTIONS)).min(1).default(['deposit', 'withdraw']),
  })
  .strict();

function signatureOk(secret: string, raw: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(signBody(secret, raw));
  const got = Buffer.from(given);
  return expected.length === got.length && timingSafeEqual(expected, got);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function vendorTransferRoutes(
  app: FastifyInstance,
  options: VendorTransferOptions,
): Promise<void> {
  const faults = new VendorFaults();
  // The signature covers the exact bytes, so this scope keeps the raw body next to the parsed one.
  keepRawBody(app);

  const unavailable = (reply: FastifyReply) =>
    reply.code(503).send({ status: 'ERROR', message: 'Service unavailable' });

  app.post<{ Params: { action: string } }>('/vendor-demo-transfer/api/:action', async (req, reply) => {
    const raw = rawBodyOf(req);
    if (!signatureOk(options.secret, raw, req.headers['x-signature'])) {
      return reply.code(401).send({ status: 'INVALID_SIGNATURE' });
    }
    const action = req.params.action as VendorAction;
    if (!VENDOR_ACTIONS.includes(action)) return reply.code(404).send({ status: 'NOT_FOUND' });
    const fault = faults.take(action);
    if (fault?.mode === 'fail-before') {
      await sleep(fault.delayMs);
      return unavailable(reply);
    }
    let answer: unknown;
    if (action === 'deposit' || action === 'withdraw') {
      const move = parse(moveSchema, req.body);
      answer = await applyMove(app.db, action as VendorDirection, move, { refuse: fault?.mode === 'refuse' });
    } else if (action === 'balance') {
      const body = parse(balanceSchema, req.body);
      answer = { status: 'OK', balanceMinor: await playerBalance(app.db, body.player, body.currency) };
    } else {
      answer = await queryTransfer(app.db, parse(querySchema, req.body).transferId);
    }
    if (fault?.mode === 'fail-after') {
      await sleep(fault.delayMs);
      return unavailable(reply);
    }
    return answer;
  });

  if (app.config.devMode) {
    app.post('/wps/dev/vendor-demo-transfer/faults', async (req) => {
      const setting = parse(faultSchema, req.body);
      faults.set(setting);
      return ok(setting);
    });
  }
}
