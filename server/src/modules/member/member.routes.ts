import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  affiliateCheckRequestSchema,
  changePasswordRequestSchema,
  feedbackRequestSchema,
  forgotByEmailRequestSchema,
  forgotByPhoneRequestSchema,
  registerMobileRequestSchema,
  registerRequestSchema,
} from '@site/shared/schemas';
import { ok } from '../../http/reply';
import { resolveLocation } from '../system/location';
import { findAffiliateAgent, getAvatar, getMemberInfo, submitFeedback } from './member.service';
import { changePassword, forgotByEmail, resetByPhone } from './password.service';
import { register } from './register.service';

/**
 * Member calls (SPEC §7). Registration answers both POST and PUT (the SPEC saw both);
 * its value is the login result, so the client is logged in straight away.
 */
export async function memberRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // preValidation: a visitor is told to log in (401) before being told the payload is wrong (400).
  const auth = { preValidation: app.requireSession };
  // Member info, its icon and the password change answer a session that must still change its password.
  const authPending = { ...auth, config: { allowPendingPasswordChange: true } };
  // SPEC §7: forgot-by-e-mail is a form POST. Scoped to this plugin's routes only.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get('/wps/member/info', authPending, async (request) => ok(await getMemberInfo(app.db, request.session.memberId)));
  app.get('/wps/member/info/icon', authPending, async (request) => ok(await getAvatar(app.db, request.session.memberId)));

  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: '/wps/member/register',
      schema: { body: registerRequestSchema },
      handler: async (request) => {
        const body = request.body;
        return ok(await register(app.db, resolveLocation(request.ip, request.headers), 'username', body));
      },
    });
    app.route({
      method,
      url: '/wps/member/register/mobile',
      schema: { body: registerMobileRequestSchema },
      handler: async (request) => {
        const body = request.body;
        return ok(await register(app.db, resolveLocation(request.ip, request.headers), 'mobile', body));
      },
    });
  }

  app.post('/wps/agent/affiliate', { schema: { body: affiliateCheckRequestSchema } }, async (request) => {
    const body = request.body;
    const agent = await findAffiliateAgent(app.db, body.code);
    return ok({ valid: true, agentAccount: agent.account });
  });

  app.post('/wps/member/password', { ...authPending, schema: { body: changePasswordRequestSchema } }, async (request) => {
    const body = request.body;
    await changePassword(app.db, request.session, body);
    return ok(null);
  });

  app.post('/wps/member/password/email', { schema: { body: forgotByEmailRequestSchema } }, async (request) => {
    const body = request.body;
    await forgotByEmail(app.db, app.messageProvider, body);
    return ok(null);
  });

  app.post('/wps/member/password/verification', { schema: { body: forgotByPhoneRequestSchema } }, async (request) => {
    const body = request.body;
    return ok(await resetByPhone(app.db, request.ip, body));
  });

  app.put('/wps/feedback', { ...auth, schema: { body: feedbackRequestSchema } }, async (request) => {
    const body = request.body;
    return ok(await submitFeedback(app.db, request.session.memberId, body.content, body.category));
  });
}
