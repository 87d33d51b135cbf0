import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { site } from './site';

/**
 * Back-office staff for end-to-end tests (docs/back-office.md "Sign-in"). TOTP codes are computed here with the
 * server's library and settings (RFC 6238, SHA-1, 6 digits, 30 s). A code works once per 30-second step, so each
 * staff member signs in once: at enrolment with the current step's code, then with the next step's (the server
 * accepts one step of drift).
 */
export const STAFF_PASSWORD = 'Correct-Horse-Battery-9';

export const totp = (secret: string, steps = 0) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

/** The operations token's headers: automation acting as `e2e` (the audit trail names it). */
export const automation = () => ({ 'x-admin-token': site.adminToken(), 'x-admin-actor': 'e2e' });

/** The answer's `value`, after checking the envelope says success. */
export async function value<T>(
  answer: Promise<{ json: () => Promise<unknown>; status: () => number }>,
): Promise<T> {
  const response = await answer;
  const body = (await response.json()) as { success: boolean; value: T; code: string };
  expect(body.success, `${response.status()} ${body.code}`).toBe(true);
  return body.value;
}

/** Creates a staff member as automation and completes the enrolment through the API; returns the TOTP secret. */
export async function enrolledStaff(
  request: APIRequestContext,
  account: string,
  role: string,
): Promise<string> {
  const created = await value<{ enrolmentUrl: string }>(
    request.post('/wps/admin/staff', {
      headers: automation(),
      data: { account, displayName: account, role },
    }),
  );
  return enrolByApi(request, created.enrolmentUrl);
}

async function enrolByApi(request: APIRequestContext, enrolmentUrl: string): Promise<string> {
  const token = new URL(enrolmentUrl, site.url()).searchParams.get('token') ?? '';
  const info = await value<{ secret: string }>(request.get(`/wps/staff/enrol/${token}`));
  await value(
    request.post('/wps/staff/enrol', {
      data: { token, password: STAFF_PASSWORD, code: totp(info.secret) },
    }),
  );
  return info.secret;
}

/** Signs an enrolled staff member in through the back office's own pages (password, then the next step's code). */
export async function signInThroughPage(page: Page, account: string, secret: string): Promise<void> {
  await page.goto('/bo/');
  await expect(page).toHaveURL(/\/bo\/sign-in$/);
  await page.getByLabel('Account').fill(account);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Verification code').fill(totp(secret, 1));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

/** Signs an enrolled staff member in through the API in `request`'s context (its cookie), with the next step's code. */
export async function signInByApi(
  request: APIRequestContext,
  account: string,
  secret: string,
): Promise<void> {
  const { ticket } = await value<{ ticket: string }>(
    request.post('/wps/staff/login', { data: { account, password: STAFF_PASSWORD } }),
  );
  await value(request.post('/wps/staff/login/verify', { data: { ticket, code: totp(secret, 1) } }));
}
