import { expect, test } from '@playwright/test';
import { browseFrom, gotoSettled, randomIp, setFlag, setStatus } from './shell-helpers';

test.afterEach(async ({ request }) => {
  await setStatus(request, { mode: 'normal' });
  await setFlag(request, 'loginRequiredForHome', false);
});

test('maintenance (status 1) replaces the site, with the end time and customer service', async ({
  page,
  request,
}) => {
  await setStatus(request, { mode: 'maintenance', until: new Date(Date.now() + 3_600_000).toISOString() });
  await page.goto('/live');
  await expect(page.getByRole('heading', { name: 'System maintenance' })).toBeVisible();
  await expect(page.getByText(/Expected to end at/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Customer service' })).toBeVisible();
  await setStatus(request, { mode: 'normal' });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'System maintenance' })).toHaveCount(0);
});

test('a blocked region (status 2) sees its IP and country', async ({ page, request }) => {
  await setStatus(request, { mode: 'blocked', countries: ['FR'] });
  await browseFrom(page, '203.0.113.77');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
  await expect(page.getByText('203.0.113.77')).toBeVisible();
  await expect(page.getByText('FR', { exact: true })).toBeVisible();
});

test("'login required for home' sends a visitor to /login but not from /register", async ({
  page,
  request,
}) => {
  await setFlag(request, 'loginRequiredForHome', true);
  await browseFrom(page, randomIp());
  await page.goto('/live');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  await setFlag(request, 'loginRequiredForHome', false);
  await gotoSettled(page, '/');
  await expect(page).toHaveURL(/\/$/);
});
