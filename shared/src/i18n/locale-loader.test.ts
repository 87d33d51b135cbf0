import { readdirSync } from 'node:fs';
import path from 'node:path';
import { loadLocaleNamespace } from './locale-loader';

// The build plugin is CommonJS, loaded by the apps' webpack configs.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const plugin = require('../../build/locale-files-plugin.js') as {
  localesVersion(production: boolean): string;
  localeFileName(language: string, namespace: string, version: string): string;
  readLocaleFiles(): { language: string; namespace: string; json: string }[];
};

const LOCALES_DIR = path.join(__dirname, 'locales');
const globals = globalThis as { __SITE_LOCALES_VERSION__?: string; fetch?: typeof fetch };
/** What the loader reads of a fetch answer (jsdom has no Response). */
const answer = (status: number, body: unknown) => ({ ok: status === 200, status, json: async () => body });

const originalFetch = globals.fetch;

afterEach(() => {
  delete globals.__SITE_LOCALES_VERSION__;
  globals.fetch = originalFetch;
  jest.restoreAllMocks();
});

describe('loadLocaleNamespace (docs/i18n.md "Language files")', () => {
  it('outside a build, imports the file itself', async () => {
    const thai = await loadLocaleNamespace('th', 'common');
    expect(Object.keys(thai).length).toBeGreaterThan(0);
    expect(await loadLocaleNamespace('zh-CN', 'header')).not.toEqual({});
  });

  it("in a build, fetches the host's file named by the version of the whole set", async () => {
    globals.__SITE_LOCALES_VERSION__ = '0123abcdef';
    const fetchMock = jest.fn(async () => answer(200, { hello: 'สวัสดี' }));
    globals.fetch = fetchMock as unknown as typeof fetch;
    expect(await loadLocaleNamespace('th', 'common')).toEqual({ hello: 'สวัสดี' });
    expect(fetchMock).toHaveBeenCalledWith(`/${plugin.localeFileName('th', 'common', '0123abcdef')}`);
  });

  it('falls back to nothing (English key by key) when the file is missing or the network fails', async () => {
    globals.__SITE_LOCALES_VERSION__ = '0123abcdef';
    globals.fetch = jest.fn(async () => answer(404, 'not found')) as unknown as typeof fetch;
    expect(await loadLocaleNamespace('th', 'common')).toEqual({});
    globals.fetch = jest.fn(async () => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch;
    expect(await loadLocaleNamespace('th', 'common')).toEqual({});
  });

  it('never asks for a path: only a language code and a namespace name', async () => {
    globals.__SITE_LOCALES_VERSION__ = '0123abcdef';
    const fetchMock = jest.fn();
    globals.fetch = fetchMock as unknown as typeof fetch;
    const asked: [string, string][] = [
      ['../../etc', 'common'],
      ['th', '../passwd'],
      ['th/x', 'common'],
      ['TH', 'common'],
    ];
    for (const [language, namespace] of asked) {
      expect(await loadLocaleNamespace(language, namespace)).toEqual({});
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the language files of the host build (shared/build/locale-files-plugin.js)', () => {
  it('are every shared language file, minified', () => {
    const files = plugin.readLocaleFiles();
    const onDisk = readdirSync(LOCALES_DIR).flatMap((language) =>
      readdirSync(path.join(LOCALES_DIR, language)).map((file) => `${language}/${file}`),
    );
    expect(files.map((f) => `${f.language}/${f.namespace}.json`).sort()).toEqual(onDisk.sort());
    for (const f of files) expect(f.json).toBe(JSON.stringify(JSON.parse(f.json)));
  });

  it('carry one version for the whole set in production, the same on every build of the same files', () => {
    const version = plugin.localesVersion(true);
    expect(version).toMatch(/^[0-9a-f]{10}$/);
    expect(plugin.localesVersion(true)).toBe(version);
    // The hosting keeps such a name a year (server/src/modules/hosting/cache-policy.ts, content-hashed names).
    expect(plugin.localeFileName('th', 'common', version)).toBe(`locales/th/common.${version}.json`);
    expect(plugin.localesVersion(false)).toBe('dev');
  });
});
