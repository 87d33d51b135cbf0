import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { site } from '../../support/site';

/** Envelope value of a JSON API answer. */
async function value<T>(response: { json: () => Promise<unknown> }): Promise<T> {
  return ((await response.json()) as { value: T }).value;
}

/** Latest code the dev SMS provider "sent" to a number (dev outbox, suffix match on digits). */
export async function latestSmsCode(request: APIRequestContext, digits: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const list = await value<{ id: number; code: string | null }[]>(await request.get(`/wps/dev/outbox?to=${digits}`));
      code = [...list].sort((a, b) => b.id - a.id).find((m) => m.code)?.code ?? null;
      return code;
    })
    .not.toBeNull();
  return code!;
}

/** Operator switches through the admin endpoint (same service the admin CLI calls). */
export async function setFlag(request: APIRequestContext, flag: string, on: boolean): Promise<void> {
  const r = await request.put(`/wps/admin/system/flags/${flag}`, { data: { value: on }, headers: { 'x-admin-token': site.adminToken() } });
  expect(r.ok(), await r.text()).toBe(true);
}

export async function setStatus(request: APIRequestContext, body: Record<string, unknown>): Promise<void> {
  const r = await request.put('/wps/admin/system/status', { data: body, headers: { 'x-admin-token': site.adminToken() } });
  expect(r.ok(), await r.text()).toBe(true);
}

/** Every /wps call from this page appears to come from `ip` (the server trusts x-forwarded-for). */
export async function browseFrom(page: Page, ip: string): Promise<void> {
  await page.route('**/wps/**', (route) => route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': ip } }));
}

/** A fresh IP per test so the server's per-IP login/captcha counters of other tests never leak in. */
export function randomIp(): string {
  const n = () => Math.floor(Math.random() * 250) + 2;
  return `10.${n()}.${n()}.${n()}`;
}

export async function openLogin(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
}

export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await openLogin(page);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
}

/** After a login the after-login modal (announcements, or a welcome on a first login) covers the page: close it. */
export async function closeAfterLoginModal(page: Page): Promise<void> {
  const popup = page.getByRole('dialog', { name: /^(Announcements|Welcome!)$/ });
  await popup.waitFor({ state: 'visible', timeout: 5_000 }).catch(() => undefined);
  if (await popup.isVisible()) await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
}

/** Opens a page and closes the announcement popup once its list has loaded (it would cover the header). */
export async function gotoSettled(page: Page, path: string): Promise<void> {
  const popupList = page.waitForResponse((r) => r.url().includes('/wps/announcements') && r.url().includes('category=popup'));
  await page.goto(path);
  await popupList;
  const popup = page.getByRole('dialog', { name: 'Announcements' });
  // The popup renders right after its list arrives; give React a moment before deciding it is not there.
  await popup.waitFor({ state: 'visible', timeout: 2_000 }).catch(() => undefined);
  if (await popup.isVisible()) await popup.getByRole('button', { name: 'Close' }).click();
}
