import type { FastifyInstance, InjectOptions } from 'fastify';
import { seedContent } from '../../src/db/seed/content';
import { seedMembers } from '../../src/db/seed/members';
import { seedSystem } from '../../src/db/seed/system';
import type { Config } from '../../src/config';
import { createTestApp } from './test-app';

/** The real app with the accounts part of the seed (system config, content, demo members). */
export async function createSeededApp(overrides: Partial<Config> = {}): Promise<FastifyInstance> {
  const app = await createTestApp(overrides);
  await seedSystem(app.db);
  await seedContent(app.db);
  await seedMembers(app.db);
  return app;
}

// Tests read many response shapes; where the shape matters they parse it with the shared schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface Envelope<T = any> {
  success: boolean;
  code: string;
  message: string | null;
  value: T;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function call<T = any>(
  app: FastifyInstance,
  options: InjectOptions,
): Promise<{ status: number; body: Envelope<T> }> {
  const res = await app.inject(options);
  return { status: res.statusCode, body: res.json() as Envelope<T> };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let ipCounter = 0;
/** A fresh client address so per-client limits (captcha refresh, SMS per IP) don't couple tests. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** Gets a captcha and reads its answer through the dev endpoint, as a human would read the image. */
export async function solvedCaptcha(app: FastifyInstance): Promise<{ captchaId: string; captcha: string }> {
  const issued = await call(app, { method: 'GET', url: '/wps/captcha', remoteAddress: freshIp() });
  const captchaId = issued.body.value.captchaId as string;
  const answer = await call(app, { method: 'GET', url: `/wps/dev/captcha/${captchaId}` });
  return { captchaId, captcha: answer.body.value.answer as string };
}

export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const res = await call(app, { method: 'GET', url: `/wps/dev/outbox?to=${encodeURIComponent(to)}` });
  const code = res.body.value[0]?.code as string | undefined;
  if (!code) throw new Error(`no message to ${to}`);
  return code;
}

export async function loginAs(
  app: FastifyInstance,
  username: string,
  password: string,
  remoteAddress = '127.0.0.1',
): Promise<string> {
  const res = await call(app, {
    method: 'POST',
    url: '/wps/session/login',
    payload: { username, password },
    remoteAddress,
  });
  if (!res.body.success) throw new Error(`login failed: ${res.body.code}`);
  return res.body.value.token as string;
}

export async function setFlag(app: FastifyInstance, flag: string, value: boolean): Promise<void> {
  const res = await call(app, {
    method: 'PUT',
    url: `/wps/admin/system/flags/${flag}`,
    headers: { 'x-admin-token': app.config.ADMIN_TOKEN },
    payload: { value },
  });
  if (!res.body.success) throw new Error(`setFlag failed: ${res.body.code}`);
}
