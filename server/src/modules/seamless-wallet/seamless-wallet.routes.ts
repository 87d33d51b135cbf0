import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  seamlessBalanceSchema,
  seamlessCreditSchema,
  seamlessDebitSchema,
  seamlessRollbackSchema,
  type SeamlessAnswer,
} from '@site/shared/schemas';
import { keepRawBody, rawBodyOf } from './raw-body';
import { signBody } from './signature';
import * as service from './seamless-wallet.service';

export interface SeamlessOptions {
  /** vendor code → shared secret for the body signature. */
  vendorSecrets: Record<string, string>;
  tokenSecret: string;
}

/** `open` (issue 16): the one-time launch ticket from the iframe URL, spent once for the game token. */
const openSchema = z.object({ ticket: z.string().min(20).max(200) }).strict();

function signatureOk(secret: string, raw: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(signBody(secret, raw));
  const got = Buffer.from(given);
  return expected.length === got.length && timingSafeEqual(expected, got);
}

/**
 * POST /wps/seamless/:vendor/{open,balance,debit,credit,rollback}: the vendor's calls (`open` spends a launch ticket).
 * Business outcomes are HTTP 200 with `status` (aggregator convention); the body must be
 * signed (`x-signature` = hex HMAC-SHA256 of the raw body with the vendor's secret).
 */
export async function seamlessWalletRoutes(app: FastifyInstance, options: SeamlessOptions): Promise<void> {
  // The signature covers the exact bytes, so this scope keeps the raw body next to the parsed one.
  keepRawBody(app, { malformed: { __malformed: true } });

  const route = <S extends z.ZodType>(
    action: string,
    schema: S,
    run: (
      ctx: service.SeamlessContext,
      body: z.output<S>,
    ) => Promise<SeamlessAnswer | service.SeamlessOpenAnswer>,
  ) => {
    app.post<{ Params: { vendor: string } }>(
      `/wps/seamless/:vendor/${action}`,
      {
        // The schemas describe the call in /wps/openapi.json; `attachValidation` keeps the aggregator convention
        // below (signature first, then 200 BAD_REQUEST), instead of Fastify's 400 for a body that fails them.
        schema: {
          params: z.object({ vendor: z.string() }),
          body: schema,
          summary: `Vendor callback: ${action}`,
        },
        attachValidation: true,
      },
      async (req) => {
        const { vendor } = req.params;
        const secret = options.vendorSecrets[vendor];
        const raw = rawBodyOf(req);
        if (!secret || !signatureOk(secret, raw, req.headers['x-signature'])) {
          return { status: 'INVALID_SIGNATURE' } satisfies SeamlessAnswer;
        }
        const parsed = schema.safeParse(req.body);
        if (!parsed.success)
          return { status: 'BAD_REQUEST', message: parsed.error.issues[0]?.message } satisfies SeamlessAnswer;
        return run({ db: app.db, vendor, tokenSecret: options.tokenSecret }, parsed.data);
      },
    );
  };

  route('open', openSchema, (ctx, body) => service.open(ctx, body.ticket));
  route('balance', seamlessBalanceSchema, (ctx, body) => service.balance(ctx, body.token));
  route('debit', seamlessDebitSchema, service.debit);
  route('credit', seamlessCreditSchema, service.credit);
  route('rollback', seamlessRollbackSchema, service.rollback);
}
