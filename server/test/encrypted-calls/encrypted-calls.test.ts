import type { FastifyInstance } from 'fastify';
import { ENCRYPTED_CALLS, HPKE_KEYS_PATH, hpkeKeySetSchema, loginResultSchema } from '@site/shared/schemas';
import { sealRequest } from '@site/shared/hpke';
import { bearer, call, createSeededApp, freshIp } from '../helpers/accounts';
import { encryptedCall, injectExchange } from '../helpers/encrypted';
import { ROTATE_JOB } from '../../src/modules/encrypted-calls/encrypted-calls.plugin';

/** docs/adr/011-encrypted-calls.md: the E calls' bodies and answers, sealed with HPKE. */
describe('encrypted calls', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createSeededApp();
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  const LOGIN = { username: 'Demo', password: 'Demo1234', type: 'username' };
  const keySet = async () =>
    hpkeKeySetSchema.parse((await call(app, { method: 'GET', url: HPKE_KEYS_PATH })).body.value);
  const inject = (body: unknown, url = '/wps/session/login') =>
    app.inject({ method: 'POST', url, payload: body as object, remoteAddress: freshIp() });

  it('publishes a P-256 key set and marks exactly the shared list x-encrypted in the OpenAPI document', async () => {
    const set = await keySet();
    expect(set.keys.map((k) => k.keyId)).toContain(set.currentKeyId);
    expect(set.keys[0]!.publicKey.length).toBe(87); // 65-byte uncompressed point, base64url
    const doc = (await app.inject({ method: 'GET', url: '/wps/openapi.json' })).json();
    const marked: string[] = [];
    for (const [path, ops] of Object.entries(
      doc.paths as Record<string, Record<string, { 'x-encrypted'?: boolean }>>,
    ))
      for (const [method, op] of Object.entries(ops))
        if (op['x-encrypted']) marked.push(`${method.toUpperCase()} ${path}`);
    expect(marked.sort()).toEqual([...ENCRYPTED_CALLS].sort());
  });

  it('round trip: a sealed login opens on the server and its answer opens only with the request context', async () => {
    const set = await keySet();
    const sealed = await sealRequest(set, { method: 'POST', path: '/wps/session/login', body: LOGIN });
    expect(JSON.stringify(sealed.body)).not.toContain('Demo1234');
    const res = await inject(sealed.body);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const wire = res.json();
    expect(Object.keys(wire)).toEqual(['encrypted']);
    const opened = (await sealed.openAnswer(res.statusCode, wire)) as { value: unknown };
    const value = loginResultSchema.parse(opened.value);
    const info = await call(app, { method: 'GET', url: '/wps/member/info', headers: bearer(value.token) });
    expect(info.body.value.account).toBe('demo');
    // Another request's context cannot read it, nor can a status changed on the way.
    const other = await sealRequest(set, { method: 'POST', path: '/wps/session/login', body: LOGIN });
    await expect(other.openAnswer(200, wire)).rejects.toThrow();
    await expect(sealed.openAnswer(401, wire)).rejects.toThrow();
  });

  it('seals refusals after opening too (a wrong password answers an encrypted 401-class envelope)', async () => {
    const res = await encryptedCall(app, {
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'player4', password: 'Wrong1234' },
      remoteAddress: freshIp(),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.success).toBe(false);
    expect(res.body.code).not.toMatch(/^ENCRYPT/);
  });

  it('refuses a replay of a request id within the window', async () => {
    const sealed = await sealRequest(await keySet(), {
      method: 'POST',
      path: '/wps/session/login',
      body: LOGIN,
    });
    expect((await inject(sealed.body)).statusCode).toBe(200);
    const again = await inject(sealed.body);
    expect([again.statusCode, again.json().code]).toEqual([400, 'ENCRYPTED_REQUEST_REPLAYED']);
  });

  it('refuses tampered ciphertext, a body moved to another call, and a stale timestamp with 4xx codes', async () => {
    const set = await keySet();
    const sealed = await sealRequest(set, { method: 'POST', path: '/wps/session/login', body: LOGIN });
    const ct = sealed.body.encrypted.ct;
    const flipped = ct.slice(0, 10) + (ct[10] === 'A' ? 'B' : 'A') + ct.slice(11);
    const tampered = await inject({ encrypted: { ...sealed.body.encrypted, ct: flipped } });
    expect([tampered.statusCode, tampered.json().code]).toEqual([400, 'ENCRYPTED_REQUEST_INVALID']);
    // The AAD binds the path: the same body sent to the phone reset does not open.
    const moved = await inject(sealed.body, '/wps/member/password/verification');
    expect([moved.statusCode, moved.json().code]).toEqual([400, 'ENCRYPTED_REQUEST_INVALID']);
    // ...and the request id: a changed id does not open either.
    const renamed = await inject({ encrypted: { ...sealed.body.encrypted, requestId: 'x'.repeat(24) } });
    expect(renamed.json().code).toBe('ENCRYPTED_REQUEST_INVALID');
    const malformed = await inject({ encrypted: { v: 2 } });
    expect([malformed.statusCode, malformed.json().code]).toEqual([400, 'ENCRYPTED_REQUEST_INVALID']);
    const old = await sealRequest(set, {
      method: 'POST',
      path: '/wps/session/login',
      body: LOGIN,
      clockOffsetMs: -3_600_000,
    });
    expect((await inject(old.body)).json().code).toBe('ENCRYPTED_REQUEST_EXPIRED');
    // The real request still goes through: refused copies did not spend its id.
    expect((await inject(sealed.body)).statusCode).toBe(200);
  });

  it('rotates by the job, keeps the previous key for the grace period, then answers stale → client refetches → success', async () => {
    const exchange = injectExchange(app, { remoteAddress: freshIp() });
    expect((await exchange.call('POST', '/wps/session/login', LOGIN)).status).toBe(200); // caches the key set
    const before = await keySet();
    expect(await app.jobs.runNow(ROTATE_JOB, new Date(Date.now() + 25 * 3_600_000))).toBe(true);
    app.encryptedCalls.reload();
    const after = await keySet();
    expect(after.currentKeyId).toBe(before.currentKeyId + 1);
    expect(after.keys.map((k) => k.keyId)).toEqual(
      expect.arrayContaining([before.currentKeyId, after.currentKeyId]),
    );
    // In grace: the old key still opens.
    const inGrace = await sealRequest(before, { method: 'POST', path: '/wps/session/login', body: LOGIN });
    expect((await inject(inGrace.body)).statusCode).toBe(200);
    // Past grace: stale with its own code...
    await app.db
      .updateTable('hpke_key')
      .set({ retired_at: new Date(Date.now() - 2 * 3_600_000) })
      .where('key_id', '=', before.currentKeyId)
      .execute();
    app.encryptedCalls.reload();
    const stale = await sealRequest(before, { method: 'POST', path: '/wps/session/login', body: LOGIN });
    const refused = await inject(stale.body);
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'ENCRYPTION_KEY_STALE']);
    expect((await keySet()).keys.map((k) => k.keyId)).toEqual([after.currentKeyId]);
    // ...and the client, still holding the old set, refetches and succeeds in one call.
    const res = await exchange.call('POST', '/wps/session/login', LOGIN);
    expect(res.status).toBe(200);
    expect(loginResultSchema.parse((res.data as { value: unknown }).value).account).toBe('demo');
  });

  it('leaves a call off the list unchanged: plain body in, plain answer out', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(res.json()).toMatchObject({ success: true });
    const sealed = await sealRequest(await keySet(), {
      method: 'POST',
      path: '/wps/session/login/2fa',
      body: {},
    });
    const notOpened = await inject(sealed.body, '/wps/session/login/2fa');
    expect(notOpened.json().code).toBe('VALIDATION_FAILED');
  });

  it('takes plain bodies on E calls outside production, and refuses them when configured to', async () => {
    expect((await inject(LOGIN)).statusCode).toBe(200);
    // The production default (config.ts), switched on this app rather than building a second one (cheaper).
    app.config.ENCRYPTED_CALLS_PLAINTEXT = 'refuse';
    try {
      const plain = await inject(LOGIN);
      expect([plain.statusCode, plain.json().code]).toEqual([400, 'ENCRYPTION_REQUIRED']);
      const sealedOk = await encryptedCall(app, {
        method: 'POST',
        url: '/wps/session/login',
        payload: LOGIN,
      });
      expect(sealedOk.status).toBe(200);
    } finally {
      app.config.ENCRYPTED_CALLS_PLAINTEXT = 'allow';
    }
  });
});
