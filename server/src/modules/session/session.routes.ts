import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  exchangeRequestSchema,
  freeplayRequestSchema,
  loginRequestSchema,
  twoFactorVerifyRequestSchema,
} from '@site/shared/schemas';
import { ok, parse } from '../../http/reply';
import { DEVICE_HEADER, deviceKey } from '../verification/abuse-limits';
import { resolveLocation } from '../system/location';
import { assertEnabled, assertSiteOpen } from '../system/system.service';
import { loginWithPassword, loginWithSms, verifyTwoFactor, type LoginContext } from './login.service';
import { createTicket, exchangeTicket, loginFreeplay, logout } from './session.service';
import { languageFromHeader } from '../../lib/request-language';

/**
 * Session calls (docs/product.md "Calls"): POST /wps/session/login, POST /login/2fa, POST /login/freeplay,
 * DELETE /logout (T), POST /ticket (T) → one-time URL ticket, POST /exchange (ticket → token).
 */
export async function sessionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const context = (request: FastifyRequest): LoginContext => ({
    location: resolveLocation(request.ip, request.headers),
    provider: app.messageProvider,
    language: languageFromHeader(request.headers['accept-language']),
    log: request.log,
  });

  app.post('/wps/session/login', { schema: { body: loginRequestSchema } }, async (request) => {
    const body = request.body;
    const ctx = context(request);
    const result =
      body.type === 'sms'
        ? await loginWithSms(app.db, ctx, body)
        : await loginWithPassword(app.db, ctx, body);
    return ok(result);
  });

  app.post('/wps/session/login/2fa', { schema: { body: twoFactorVerifyRequestSchema } }, async (request) => {
    const body = request.body;
    return ok(await verifyTwoFactor(app.db, context(request), body));
  });

  app.post('/wps/session/login/freeplay', async (request) => {
    parse(freeplayRequestSchema, request.body ?? {});
    const { location } = context(request);
    await assertSiteOpen(app.db, location);
    await assertEnabled(app.db, 'freePlay');
    return ok(await loginFreeplay(app.db, location.ip, deviceKey(request.headers[DEVICE_HEADER])));
  });

  app.delete(
    '/wps/session/logout',
    { preHandler: app.requireSession, config: { allowPendingPasswordChange: true } },
    async (request) => {
      await logout(app.db, request.session.tokenId);
      return ok(null);
    },
  );

  app.post('/wps/session/ticket', { preHandler: app.requireSession }, async (request) =>
    ok(await createTicket(app.db, request.session.memberId)),
  );

  app.post('/wps/session/exchange', { schema: { body: exchangeRequestSchema } }, async (request) => {
    const body = request.body;
    return ok(await exchangeTicket(app.db, body.ticket, request.ip));
  });
}
