import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_CODES, outboxQuerySchema, smsRequestSchema } from '@site/shared/schemas';
import { AppError } from '../../errors';
import { DEVICE_HEADER, deviceKey, takeSignUpAllowances } from './abuse-limits';
import { ok } from '../../http/reply';
import { resolveLocation } from '../system/location';
import { assertEnabled, assertSiteOpen } from '../system/system.service';
import { captchaAnswer, createCaptcha, requireSolvedCaptcha } from './captcha.service';
import { readDevOutbox } from './message-provider';
import { normalisePhone } from './phone';
import { issueSmsCode, phoneOwner } from './sms.service';
import { isTrialAccount } from '../member/account-type';
import { languageFromHeader } from '../../lib/request-language';

/** Captcha and SMS code calls; in dev mode the outbox and captcha answers. */
export async function verificationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/wps/captcha', async (request) => ok(await createCaptcha(app.db, request.ip)));

  // Login and forgot-password codes. A number with no account gets the same answer and
  // counts against the limits, but no SMS: the reply must not reveal who is registered.
  // Every send needs a solved captcha (docs/security.md "Captcha"): each SMS costs money and reaches a
  // stranger's phone, so a script must not be able to send them (SMS pumping, harassing a number).
  app.post('/wps/verification/sms/noLogin', { schema: { body: smsRequestSchema } }, async (request) => {
    const body = request.body;
    const purpose = body.regType === 'forgot' ? 'reset' : 'login';
    await assertEnabled(app.db, purpose === 'reset' ? 'passwordRecoveryVerification' : 'smsLogin');
    await requireSolvedCaptcha(app.db, body);
    const phone = normalisePhone(body.countryDialingCode, body.mobileNum ?? body.mobileNo ?? '');
    const member = await phoneOwner(app.db, phone);
    const deliver = member !== undefined && !isTrialAccount(member.type);
    const language = languageFromHeader(request.headers['accept-language']);
    const input = {
      destination: phone.e164,
      dialingCode: phone.dialingCode,
      purpose,
      ip: request.ip,
      deliver,
      language,
    } as const;
    return ok(await issueSmsCode(app.db, app.messageProvider, input));
  });

  app.post('/wps/verification/sms/register', { schema: { body: smsRequestSchema } }, async (request) => {
    const body = request.body;
    await assertSiteOpen(app.db, resolveLocation(request.ip, request.headers));
    await assertEnabled(app.db, 'mobileRegistration');
    await requireSolvedCaptcha(app.db, body);
    const phone = normalisePhone(body.countryDialingCode, body.mobileNum ?? body.mobileNo ?? '');
    if (await phoneOwner(app.db, phone)) {
      // An existence oracle: a few answers an hour per device (or unsigned address), more per address (carrier NAT).
      const device = deviceKey(request.headers[DEVICE_HEADER]);
      await takeSignUpAllowances(app.db, 'existence-revealed', request.ip, device);
      throw new AppError(409, ERROR_CODES.MOBILE_TAKEN, 'This mobile number is already registered');
    }
    const language = languageFromHeader(request.headers['accept-language']);
    const input = {
      destination: phone.e164,
      dialingCode: phone.dialingCode,
      purpose: 'register',
      ip: request.ip,
      language,
    } as const;
    return ok(await issueSmsCode(app.db, app.messageProvider, input));
  });

  if (!app.config.devMode) return;
  // Dev/test only: what the dev provider "sent", and captcha answers, so flows can be completed.
  app.get('/wps/dev/outbox', { schema: { querystring: outboxQuerySchema } }, async (request) => {
    const { to } = request.query;
    return ok(await readDevOutbox(app.db, to));
  });
  app.get<{ Params: { id: string } }>('/wps/dev/captcha/:id', async (request) => {
    const row = await captchaAnswer(app.db, request.params.id);
    if (!row) throw new AppError(404, ERROR_CODES.NOT_FOUND, 'No such captcha');
    return ok({ answer: row.answer });
  });
}
