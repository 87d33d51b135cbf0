import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, SECRET_NAMES } from '../../src/config';

const SECRETS = {
  ADMIN_TOKEN: 'prod-admin-token-0123456789',
  LAUNCH_TOKEN_KEY: 'prod-launch-token-key-0123456789abcdef',
  VENDOR_SECRET_DEMO: 'prod-vendor-secret-demo-0123456789abcdef',
  PAYMENT_GATEWAY_SECRET_DEMO: 'prod-payment-gateway-secret-0123456789abcdef',
  VENDOR_SECRET_DTW: 'prod-vendor-secret-dtw-0123456789abcdef',
  HPKE_MASTER_KEY: 'prod-hpke-master-key-0123456789abcdef',
};

describe('secrets and modes (docs/deployment.md)', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'secrets-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses to start in production without its secrets and names each missing one', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(
      /production needs these secrets set: ADMIN_TOKEN, LAUNCH_TOKEN_KEY, VENDOR_SECRET_DEMO, PAYMENT_GATEWAY_SECRET_DEMO, VENDOR_SECRET_DTW, HPKE_MASTER_KEY/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, ADMIN_TOKEN: SECRETS.ADMIN_TOKEN }),
    ).toThrow(
      /set: LAUNCH_TOKEN_KEY, VENDOR_SECRET_DEMO, PAYMENT_GATEWAY_SECRET_DEMO, VENDOR_SECRET_DTW, HPKE_MASTER_KEY \(/,
    );
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, ...SECRETS });
    expect(config).toMatchObject({ ...SECRETS, devMode: false });
    expect(existsSync(path.join(dataDir, 'dev-secrets.json'))).toBe(false);
  });

  it('gives a local demo random secrets of its own, kept in its data dir, never a value from the repository', () => {
    const first = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    const again = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    const otherDir = mkdtempSync(path.join(tmpdir(), 'secrets-'));
    const other = loadConfig({ NODE_ENV: 'development', DATA_DIR: otherDir });
    rmSync(otherDir, { recursive: true, force: true });
    for (const name of SECRET_NAMES) {
      expect(first[name]).toBe(again[name]); // the admin CLI and a restart read the same file
      expect(first[name]).not.toBe(other[name]);
      expect(first[name].length).toBeGreaterThanOrEqual(32);
    }
    const file = path.join(dataDir, 'dev-secrets.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(
      Object.fromEntries(SECRET_NAMES.map((n) => [n, first[n]])),
    );
    expect(statSync(file).mode & 0o077).toBe(0); // readable by its owner only
    expect(first.devMode).toBe(true);
  });

  it('keeps the launch-token key and the vendor key apart from the admin token', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(new Set([config.ADMIN_TOKEN, config.LAUNCH_TOKEN_KEY, config.VENDOR_SECRET_DEMO]).size).toBe(3);
  });
});
