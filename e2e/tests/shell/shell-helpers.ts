import { expect, type APIRequestContext, type Locator, type Page, type Response } from '@playwright/test';
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
      const list = await value<{ id: number; code: string | null }[]>(
        await request.get(`/wps/dev/outbox?to=${digits}`),
      );
      code = [...list].sort((a, b) => b.id - a.id).find((m) => m.code)?.code ?? null;
      return code;
    })
    .not.toBeNull();
  return code!;
}

/** Operator switches through the admin endpoint (same service the admin CLI calls). */
export async function setFlag(request: APIRequestContext, flag: string, on: boolean): Promise<void> {
  const r = await request.put(`/wps/admin/system/flags/${flag}`, {
    data: { value: on },
    headers: { 'x-admin-token': site.adminToken() },
  });
  expect(r.ok(), await r.text()).toBe(true);
}

export async function setStatus(request: APIRequestContext, body: Record<string, unknown>): Promise<void> {
  const r = await request.put('/wps/admin/system/status', {
    data: body,
    headers: { 'x-admin-token': site.adminToken() },
  });
  expect(r.ok(), await r.text()).toBe(true);
}

/**
 * Everything this page asks for appears to come from `ip` (the server trusts x-forwarded-for): its documents too, as
 * a real visitor's would — a page carries its visitor's first answers, the site status among them (docs/performance.md
 * "Answers in the page").
 */
export async function browseFrom(page: Page, ip: string): Promise<void> {
  // The API and the pages (a path without a file extension): routed, not set as extra headers for everything, so the
  // browser cache stays off for this page as it always was here (Playwright disables it while routes are set) and the
  // byte budgets keep counting what a first visit downloads.
  const isPageOrApi = (url: URL) => url.pathname.startsWith('/wps/') || !/\.[a-z0-9]+$/i.test(url.pathname);
  await page.route(isPageOrApi, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': ip } }),
  );
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

/**
 * Logs in through the popup. Specs run on two workers against one site, and the server asks for a captcha
 * when a login for the same account is already in flight (parallel guesses must not slip past it): when the
 * captcha shows, it is answered from the development endpoint, as a player would solve it.
 */
export async function logIn(page: Page, username: string, password: string): Promise<void> {
  let captchaId: string | null = null;
  const onCaptcha = async (response: Response) => {
    if (!response.url().endsWith('/wps/captcha')) return;
    const body = (await response.json().catch(() => null)) as { value?: { captchaId?: string } } | null;
    captchaId = body?.value?.captchaId ?? captchaId;
  };
  page.on('response', onCaptcha);
  try {
    await openLogin(page);
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    const captchaBox = dialog.getByRole('textbox', { name: 'Captcha' });
    // Either the popup closes (logged in), or it stays: the captcha, the SMS step or an error shows.
    const settled = { timeout: 10_000 };
    await Promise.race([
      dialog.waitFor({ state: 'hidden', ...settled }),
      captchaBox.waitFor({ state: 'visible', ...settled }),
      dialog.getByRole('textbox', { name: /code/i }).waitFor({ state: 'visible', ...settled }),
      dialog.getByRole('alert').waitFor({ state: 'visible', ...settled }),
    ]).catch(() => undefined);
    if (!(await captchaBox.isVisible()) || !captchaId) return;
    const answer = (await (await page.request.get(`/wps/dev/captcha/${captchaId}`)).json()) as {
      value: { answer: string };
    };
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await captchaBox.fill(answer.value.answer);
    await dialog.getByRole('button', { name: 'Log in' }).click();
  } finally {
    page.off('response', onCaptcha);
  }
}

/**
 * Waits until the shell has decided the announcement popup for this page and audience (`open` or `none`: its
 * `data-announcement-popup` marker, docs/performance.md "Observable page states") instead of guessing how long a
 * popup takes to appear. A page without the shell's modals (the maintenance page) never decides: `none` then.
 */
export async function popupDecision(page: Page, timeout = 20_000): Promise<'open' | 'none'> {
  const decided = await page
    .waitForFunction(
      () => {
        const state = document.documentElement.dataset.announcementPopup;
        return state === 'open' || state === 'none' ? state : null;
      },
      null,
      { timeout },
    )
    .then((handle) => handle.jsonValue() as Promise<'open' | 'none'>)
    .catch(() => 'none' as const);
  return decided;
}

/** After a login the after-login modal (announcements, or a welcome on a first login) covers the page: close it. */
export async function closeAfterLoginModal(page: Page): Promise<void> {
  const popup = page.getByRole('dialog', { name: /^(Announcements|Welcome!)$/ });
  if ((await popupDecision(page)) === 'open') await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
}

/** Opens a page and closes the announcement popup once the shell has decided it (it would cover the header). */
export async function gotoSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  if ((await popupDecision(page)) === 'open') {
    await page.getByRole('dialog', { name: 'Announcements' }).getByRole('button', { name: 'Close' }).click();
  }
}

/**
 * Follows the captcha images the page loads (each load replaces the previous, single-use one) and answers the
 * newest through the dev endpoint, as a person reading the image would.
 */
export function trackCaptcha(page: Page, request: APIRequestContext): { answer: () => Promise<string> } {
  let latest: string | null = null;
  page.on('response', async (response) => {
    if (!response.url().endsWith('/wps/captcha') || !response.ok()) return;
    latest = (await value<{ captchaId: string }>(response)).captchaId;
  });
  return {
    answer: async () => {
      await expect.poll(() => latest).not.toBeNull();
      return (await value<{ answer: string }>(await request.get(`/wps/dev/captcha/${latest}`))).answer;
    },
  };
}

/**
 * Presses "Send code" in `scope`, answers the security check's captcha from the development endpoint (as a player
 * reads the image) and sends. Every SMS send needs a solved captcha (docs/security.md "Captcha").
 */
export async function sendSmsCodeWithCaptcha(
  page: Page,
  request: APIRequestContext,
  scope: Locator,
): Promise<void> {
  await scope.getByRole('button', { name: 'Send code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Security check' });
  // The image shown, not the last one fetched: reopening within a second keeps the unused image (refresh throttle).
  const image = dialog.locator('img[data-captcha-id]');
  await expect(image).toBeVisible();
  const captchaId = await image.getAttribute('data-captcha-id');
  const { answer } = await value<{ answer: string }>(await request.get(`/wps/dev/captcha/${captchaId}`));
  await dialog.getByRole('textbox', { name: 'Captcha' }).fill(answer);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Registers a new player in username mode on the register page already open (with `captcha` tracking it): fills
 * the form, passes the slider, and waits for "Registration successful" (left open for the caller).
 */
export async function registerByUsername(
  page: Page,
  captcha: { answer: () => Promise<string> },
  username: string,
  password: string,
): Promise<void> {
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByRole('textbox', { name: 'Username' }).fill(username);
  await form.getByRole('textbox', { name: 'Captcha' }).fill(await captcha.answer());
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password', { exact: true }).fill(password);
  const nationality = form.getByLabel('Nationality');
  if (await nationality.count()) await nationality.selectOption({ index: 1 });
  await form.getByLabel('I am over 18 years old').check();
  await form.getByRole('button', { name: 'Register' }).click();
  const slider = page.getByRole('slider', { name: 'Slide to verify' });
  await slider.focus();
  await page.keyboard.press('End');
  await expect(page.getByRole('alertdialog', { name: 'Registration successful' })).toBeVisible();
}

/**
 * A new player of the test's own, signed in on `page` (registered on the register page from the address the page
 * browses from) and funded with `amountMinor` through the dev ledger (test setup, not a deposit order). A test that
 * asserts exact balances uses one instead of a shared seeded member, so it can run beside the others. `onRegisterPage`
 * checks the register page before the form is sent. Returns the username.
 */
export async function registerFundedPlayer(
  page: Page,
  request: APIRequestContext,
  {
    prefix,
    amountMinor,
    onRegisterPage,
  }: { prefix: string; amountMinor: number; onRegisterPage?: () => Promise<void> },
): Promise<string> {
  const captcha = trackCaptcha(page, request);
  await page.goto('/register');
  await onRegisterPage?.();
  const username = `${prefix}${String(Date.now()).slice(-7)}`;
  await registerByUsername(page, captcha, username, 'Secret-2026');
  await page
    .getByRole('alertdialog', { name: 'Registration successful' })
    .getByRole('button', { name: 'OK' })
    .click();
  await closeAfterLoginModal(page);
  await expect(page.getByTestId('balance-amount')).toHaveText(/\d/);
  const token = await page.evaluate(
    () =>
      (JSON.parse(sessionStorage.getItem('site-session') ?? '{}') as { state?: { token?: string } }).state
        ?.token,
  );
  const me = await value<{ id: number; currency: string }>(
    await request.get('/wps/member/info', { headers: { authorization: `Bearer ${token}` } }),
  );
  const funded = await request.post('/wps/dev/ledger/fund', {
    data: { idempotencyKey: `e2e-bankroll-${username}`, memberId: me.id, currency: me.currency, amountMinor },
  });
  expect(funded.ok()).toBe(true);
  return username;
}
