import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  affiliateCheckRequestSchema,
  changePasswordRequestSchema,
  feedbackRequestSchema,
  forgotByEmailRequestSchema,
  forgotByPhoneRequestSchema,
  registerMobileRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  ERROR_CODES,
} from '@site/shared/schemas';
import { AppError } from '../../errors';
import { DEVICE_HEADER, deviceKey } from '../verification/abuse-limits';
import { ok } from '../../http/reply';
import { resolveLocation } from '../system/location';
import { findAffiliateAgent, getAvatar, getMemberInfo, submitFeedback } from './member.service';
import {
  changePassword,
  completePasswordReset,
  mailResetLink,
  requestPasswordReset,
  resetByPhone,
} from './password.service';
import { register } from './register.service';

/**
 * Member calls (docs/product.md "Calls"). Registration answers both POST and PUT (clients send either);
 * its value is the login result, so the client is logged in straight away.
 */
export async function memberRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // preValidation: a visitor is told to log in (401) before being told the payload is wrong (400).
  const auth = { preValidation: app.requireSession };
  // Member info, its icon and the password change answer a session that must still change its password.
  const authPending = { ...auth, config: { allowPendingPasswordChange: true } };
  // Forgot-password calls take JSON only: a cross-site page can send a form or text/plain POST without a
  // preflight, never application/json (docs/security.md "Password reset"; replaces docs/product.md "Calls" form POST).
  const jsonOnly = async (request: FastifyRequest) => {
    const type = String(request.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim()
      .toLowerCase();
    if (type !== 'application/json')
      throw new AppError(415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, 'Unsupported content type');
  };
  // Reset mails are looked up and sent after the answer (same answer, same time whether or not the pair
  // matches); the app waits for them before it closes.
  const pendingMails = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pendingMails]);
  });

  app.get('/wps/member/info', authPending, async (request) =>
    ok(await getMemberInfo(app.db, request.session.memberId)),
  );
  app.get('/wps/member/info/icon', authPending, async (request) =>
    ok(await getAvatar(app.db, request.session.memberId)),
  );

  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: '/wps/member/register',
      schema: { body: registerRequestSchema },
      handler: async (request) => {
        const body = request.body;
        return ok(
          await register(
            app.db,
            resolveLocation(request.ip, request.headers),
            'username',
            body,
            deviceKey(request.headers[DEVICE_HEADER]),
          ),
        );
      },
    });
    app.route({
      method,
      url: '/wps/member/register/mobile',
      schema: { body: registerMobileRequestSchema },
      handler: async (request) => {
        const body = request.body;
        return ok(
          await register(
            app.db,
            resolveLocation(request.ip, request.headers),
            'mobile',
            body,
            deviceKey(request.headers[DEVICE_HEADER]),
          ),
        );
      },
    });
  }

  app.post('/wps/agent/affiliate', { schema: { body: affiliateCheckRequestSchema } }, async (request) => {
    const body = request.body;
    const agent = await findAffiliateAgent(app.db, body.code);
    return ok({ valid: true, agentAccount: agent.account });
  });

  app.post(
    '/wps/member/password',
    { ...authPending, schema: { body: changePasswordRequestSchema } },
    async (request) => {
      const body = request.body;
      await changePassword(app.db, request.session, body);
      return ok(null);
    },
  );

  app.post(
    '/wps/member/password/email',
    { preValidation: jsonOnly, schema: { body: forgotByEmailRequestSchema } },
    async (request) => {
      const body = request.body;
      await requestPasswordReset(app.db, request.ip, body);
      const mail = mailResetLink(app.db, app.messageProvider, body)
        .catch((err: unknown) =>
          request.log.error({ err, event: 'accounts.reset_mail_failed' }, 'reset mail failed'),
        )
        .finally(() => pendingMails.delete(mail));
      pendingMails.add(mail);
      return ok(null);
    },
  );

  app.post(
    '/wps/member/password/reset',
    { preValidation: jsonOnly, schema: { body: resetPasswordRequestSchema } },
    async (request) => {
      const body = request.body;
      await completePasswordReset(app.db, body);
      return ok(null);
    },
  );

  app.post(
    '/wps/member/password/verification',
    { schema: { body: forgotByPhoneRequestSchema } },
    async (request) => {
      const body = request.body;
      return ok(await resetByPhone(app.db, request.ip, body));
    },
  );

  app.put('/wps/feedback', { ...auth, schema: { body: feedbackRequestSchema } }, async (request) => {
    const body = request.body;
    return ok(await submitFeedback(app.db, request.session.memberId, body.content, body.category));
  });
}
