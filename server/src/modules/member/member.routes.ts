import type { FastifyInstance } from 'fastify';
import {
  affiliateCheckRequestSchema,
  changePasswordRequestSchema,
  feedbackRequestSchema,
  forgotByEmailRequestSchema,
  forgotByPhoneRequestSchema,
  registerMobileRequestSchema,
  registerRequestSchema,
} from '@site/shared/schemas';
import { ok, parse } from '../../http/reply';
import { resolveLocation } from '../system/location';
import { findAffiliateAgent, getAvatar, getMemberInfo, submitFeedback } from './member.service';
import { changePassword, forgotByEmail, resetByPhone } from './password.service';
import { register } from './register.service';

/**
 * Member calls (SPEC §7). Registration answers both POST and PUT (the SPEC saw both);
 * its value is the login result, so the client is logged in straight away.
 */
export async function memberRoutes(app: FastifyInstance): Promise<void> {
  const auth = { preHandler: app.requireSession };
  // SPEC §7: forgot-by-e-mail is a form POST. Scoped to this plugin's routes only.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get('/wps/member/info', auth, async (request) => ok(await getMemberInfo(app.db, request.session.memberId)));
  app.get('/wps/member/info/icon', auth, async (request) => ok(await getAvatar(app.db, request.session.memberId)));

  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: '/wps/member/register',
      handler: async (request) => {
        const body = parse(registerRequestSchema, request.body);
        return ok(await register(app.db, resolveLocation(request.ip, request.headers), 'username', body));
      },
    });
    app.route({
      method,
      url: '/wps/member/register/mobile',
      handler: async (request) => {
        const body = parse(registerMobileRequestSchema, request.body);
        return ok(await register(app.db, resolveLocation(request.ip, request.headers), 'mobile', body));
      },
    });
  }

  app.post('/wps/agent/affiliate', async (request) => {
    const body = parse(affiliateCheckRequestSchema, request.body);
    const agent = await findAffiliateAgent(app.db, body.code);
    return ok({ valid: true, agentAccount: agent.account });
  });

  app.post('/wps/member/password', auth, async (request) => {
    const body = parse(changePasswordRequestSchema, request.body);
    await changePassword(app.db, request.session, body);
    return ok(null);
  });

  app.post('/wps/member/password/email', async (request) => {
    const body = parse(forgotByEmailRequestSchema, request.body);
    await forgotByEmail(app.db, app.messageProvider, body);
    return ok(null);
  });

  app.post('/wps/member/password/verification', async (request) => {
    const body = parse(forgotByPhoneRequestSchema, request.body);
    return ok(await resetByPhone(app.db, request.ip, body));
  });

  app.put('/wps/feedback', auth, async (request) => {
    const body = parse(feedbackRequestSchema, request.body);
    return ok(await submitFeedback(app.db, request.session.memberId, body.content, body.category));
  });
}
