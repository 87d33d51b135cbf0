import { expect, test, type Request } from '@playwright/test';
import { browseFrom, gotoSettled, logIn, randomIp } from './shell-helpers';

/**
 * The real shell seals the login body (docs/adr/011-encrypted-calls.md): what crosses the wire (and any proxy or
 * extension reading it) holds neither the password nor, on the way back, the session token.
 */
test('a login in the real shell sends no plaintext password and gets a sealed answer', async ({ page }) => {
  await browseFrom(page, randomIp());
  const logins: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/wps/session/login') logins.push(r);
  });
  await gotoSettled(page, '/');
  await logIn(page, 'player2', 'Player1234');
  await expect(page.getByTestId('balance-amount')).toBeVisible();

  expect(logins.length).toBeGreaterThan(0);
  for (const request of logins) {
    const body = request.postData() ?? '';
    expect(body).not.toContain('Player1234');
    expect(body).not.toContain('player2');
    expect(Object.keys(JSON.parse(body) as object)).toEqual(['encrypted']);
    const answer = await (await request.response())!.text();
    expect(answer).not.toContain('"token"');
    expect(Object.keys(JSON.parse(answer) as object)).toEqual(['encrypted']);
  }
});
