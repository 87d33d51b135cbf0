// temporary (not committed): screenshots of pages at 360x780 for looking at them
import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:18431';
const [,, who, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 360, height: Number(process.env.H ?? 780) }, colorScheme: 'dark', reducedMotion: 'reduce' });
const page = await ctx.newPage();
const ip = `10.9.${Math.floor(Math.random()*200)}.${Math.floor(Math.random()*200)}`;
await page.route((u) => u.pathname.startsWith('/wps/') || !/\.[a-z0-9]+$/i.test(u.pathname), (r) => r.continue({ headers: { ...r.request().headers(), 'x-forwarded-for': ip } }));
if (who && who !== '-') {
  const [user, pass] = who.split(':');
  await page.goto(base + '/');
  await page.waitForTimeout(1500);
  const close = page.getByRole('dialog', { name: 'Announcements' }).getByRole('button', { name: 'Close' });
  if (await close.isVisible().catch(() => false)) await close.click();
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const d = page.getByRole('dialog', { name: 'Log in' });
  await d.getByRole('textbox', { name: 'Username' }).fill(user);
  await d.getByLabel('Password', { exact: true }).fill(pass);
  await d.getByRole('button', { name: 'Log in' }).click();
  await page.waitForTimeout(2500);
  for (let i = 0; i < 3; i++) { await page.keyboard.press('Escape'); await page.waitForTimeout(300); }
}
for (const p of paths) {
  const [path, name] = p.split('=');
  await page.goto(base + path);
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(1500);
  const close = page.getByRole('dialog', { name: 'Announcements' }).getByRole('button', { name: 'Close' });
  if (await close.isVisible().catch(() => false)) { await close.click(); await page.waitForTimeout(300); }
  const info = await page.evaluate(() => ({ extra: document.documentElement.scrollWidth - innerWidth, culprits: [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > innerWidth + 1).slice(0, 4).map((e) => e.tagName + '.' + String(e.className).split(' ')[0]) }));
  console.log(path, JSON.stringify(info));
  if (process.env.SPLIT) {
    const h = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0, i = 0; y < h; y += 1400, i++) await page.screenshot({ path: `/tmp/pb/${name}-${i}.png`, fullPage: true, clip: { x: 0, y, width: 360, height: Math.min(1400, h - y) } });
  } else await page.screenshot({ path: `/tmp/pb/${name}.png`, fullPage: process.env.FULL === '1' });
}
await browser.close();
