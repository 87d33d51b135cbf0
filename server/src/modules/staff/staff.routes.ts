import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  STAFF_SESSION_COOKIE,
  staffEnrolRequestSchema,
  staffEnrolResultSchema,
  staffEnrolmentSchema,
  staffLoginResultSchema,
  staffSchema,
  staffLoginRequestSchema,
  staffLoginVerifyRequestSchema,
  staffTokenParamsSchema,
} from '@site/shared/schemas/operator';
import { z } from 'zod';
import { ok } from '../../http/reply';
import { successEnvelope } from '../../http/response-contract';
import { completeEnrolment, enrolmentOf, staffCodeStep, staffPasswordStep } from './staff-auth.service';
import { revokeAllStaffSessions, revokeStaffSession } from './staff-session.repository';

/**
 * Staff sign-in (docs/back-office.md "Signing in"): password → ticket, ticket + TOTP/recovery code → the
 * `staff_session` cookie (httpOnly, SameSite=Strict, path `/`, Secure outside a local demo). Enrolment through a
 * one-time link. Not under /wps/admin: these calls have no permission, they make the credential.
 */
const answers = (value: z.ZodType) => ({ 200: successEnvelope(value) });
/** `me` also answers the automation credential (id null, role `automation`). */
const staffMeSchema = staffSchema.extend({ id: z.number().int().nullable(), role: z.string() });
const signedOutSchema = z.object({ signedOut: z.number().int() });

export async function staffRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // A session cookie (no Max-Age: it ends with the browser too); clearing sends Max-Age=0.
  const setCookie = (reply: FastifyReply, value: string, maxAge?: number) =>
    reply.header(
      'set-cookie',
      [
        `${STAFF_SESSION_COOKIE}=${encodeURIComponent(value)}`,
        'Path=/',
        'HttpOnly',
        'SameSite=Strict',
        ...(app.config.devMode ? [] : ['Secure']),
        ...(maxAge !== undefined ? [`Max-Age=${maxAge}`] : []),
      ].join('; '),
    );

  app.post(
    '/wps/staff/login',
    { schema: { body: staffLoginRequestSchema, response: answers(staffLoginResultSchema) } },
    async (request) => ok(await staffPasswordStep(app.db, { ...request.body, ip: request.ip })),
  );

  app.post(
    '/wps/staff/login/verify',
    { schema: { body: staffLoginVerifyRequestSchema, response: answers(staffSchema) } },
    async (request, reply) => {
      const { staff, sessionToken } = await staffCodeStep(app.db, {
        ...request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
      });
      setCookie(reply, sessionToken);
      return ok(staff);
    },
  );

  app.get(
    '/wps/staff/me',
    { preHandler: app.requireStaff, schema: { response: answers(staffMeSchema) } },
    async (request) => {
      const { sessionId: _sessionId, ...staff } = request.staff!;
      return ok(staff);
    },
  );

  app.post(
    '/wps/staff/logout',
    { preHandler: app.requireStaff, schema: { response: answers(signedOutSchema) } },
    async (request, reply) => {
      const sessionId = request.staff!.sessionId;
      if (sessionId !== null) await revokeStaffSession(app.db, sessionId);
      setCookie(reply, '', 0);
      return ok({ signedOut: 1 });
    },
  );

  app.post(
    '/wps/staff/logout-all',
    { preHandler: app.requireStaff, schema: { response: answers(signedOutSchema) } },
    async (request, reply) => {
      const id = request.staff!.id;
      const signedOut = id === null ? 0 : await revokeAllStaffSessions(app.db, id);
      setCookie(reply, '', 0);
      return ok({ signedOut });
    },
  );

  app.get(
    '/wps/staff/enrol/:token',
    { schema: { params: staffTokenParamsSchema, response: answers(staffEnrolmentSchema) } },
    async (request) => ok(await enrolmentOf(app.db, request.params.token)),
  );

  app.post(
    '/wps/staff/enrol',
    { schema: { body: staffEnrolRequestSchema, response: answers(staffEnrolResultSchema) } },
    async (request) => ok(await completeEnrolment(app.db, { ...request.body, ip: request.ip })),
  );
}
