import { applyDocumentLanguage, createI18n, initialLanguage, saveLanguage, setLanguage } from './create-i18n';
import { appLocaleLoader } from './locale-loader';
import { LANGUAGES, resolveLanguage } from './languages';

const english = { common: { hello: 'Hello', only_en: 'Only English' } };
const loader = async (lng: string, ns: string) => (lng === 'ar' && ns === 'common' ? { hello: 'مرحبا' } : {});

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('dir');
});

describe('language list', () => {
  // Hindi and Tamil are back in the picker, fully translated (docs/decisions.md "Languages").
  it('has the offered languages, all 19 flagged ones, and RTL for ar, ur, fa only', () => {
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(36);
    expect(LANGUAGES.filter((l) => l.flagged)).toHaveLength(19);
    expect(
      LANGUAGES.filter((l) => l.rtl)
        .map((l) => l.code)
        .sort(),
    ).toEqual(['ar', 'fa', 'ur']);
    expect(new Set(LANGUAGES.map((l) => l.code)).size).toBe(LANGUAGES.length);
  });
});

describe('language fallback', () => {
  it('keeps a supported saved language', () => {
    expect(resolveLanguage('vi', 'en')).toBe('vi');
  });
  it('falls back to the configured default when the saved one is unsupported', () => {
    localStorage.setItem('lang', 'xx-YY');
    expect(initialLanguage('th')).toBe('th');
  });
  it('falls back to English when even the default is unsupported', () => {
    expect(resolveLanguage(null, 'klingon')).toBe('en');
  });
  it('remembers the previous language as hisLang', () => {
    saveLanguage('vi');
    saveLanguage('ar');
    expect(localStorage.getItem('lang')).toBe('ar');
    expect(localStorage.getItem('hisLang')).toBe('vi');
  });
});

describe('instances and RTL', () => {
  it('gives each app its own instance', async () => {
    const a = createI18n({ namespaces: ['common'], english, load: loader });
    const b = createI18n({ namespaces: ['common'], english, load: loader });
    await setLanguage(a, 'ar');
    expect(a.t('hello')).toBe('مرحبا');
    expect(b.t('hello')).toBe('Hello');
  });

  it('switches <html dir> to rtl for Arabic and back for English, falling back per key', async () => {
    const i = createI18n({ namespaces: ['common'], english, load: loader });
    await setLanguage(i, 'ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(i.t('only_en')).toBe('Only English');
    await setLanguage(i, 'en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('leaves <html lang dir> untouched when they already match (each write restyles the whole page)', async () => {
    applyDocumentLanguage('ar');
    const writes: string[] = [];
    const observer = new MutationObserver((records) =>
      records.forEach((r) => writes.push(r.attributeName ?? '')),
    );
    observer.observe(document.documentElement, { attributes: true });
    applyDocumentLanguage('ar');
    applyDocumentLanguage('fa');
    await Promise.resolve();
    observer.disconnect();
    // The second Arabic call wrote nothing; Persian changed the language and kept the direction.
    expect(writes).toEqual(['lang']);
  });
});

describe('language on the bus', () => {
  it('moves every connected instance and saves the choice', async () => {
    const { connectI18nToBus, changeLanguage } = await import('./language-bus');
    const { resetBusForTests } = await import('../bus/bus');
    resetBusForTests();
    const a = createI18n({ namespaces: ['common'], english, load: loader });
    const stop = connectI18nToBus(a);
    changeLanguage('ar');
    await new Promise((r) => setTimeout(r, 0));
    expect(a.language).toBe('ar');
    expect(localStorage.getItem('lang')).toBe('ar');
    // A remote mounting later gets the replayed language.
    const late = createI18n({ namespaces: ['common'], english, load: loader });
    connectI18nToBus(late);
    await new Promise((r) => setTimeout(r, 0));
    expect(late.language).toBe('ar');
    changeLanguage('xx');
    await new Promise((r) => setTimeout(r, 0));
    expect(a.language).toBe('en');
    stop();
  });
});

describe('the page language settled', () => {
  /** Whether `promise` has settled after the microtasks and timers queued so far. */
  async function settledYet(promise: Promise<unknown>): Promise<boolean> {
    let settled = false;
    void promise.then(() => (settled = true));
    await new Promise((r) => setTimeout(r, 0));
    return settled;
  }

  it('waits for the announcement, then for every connected instance to have its language file', async () => {
    const { connectI18nToBus, pageLanguageSettled } = await import('./language-bus');
    const { emit, resetBusForTests } = await import('../bus/bus');
    resetBusForTests();
    let deliverThai: (resources: Record<string, unknown>) => void = () => undefined;
    const remote = createI18n({
      namespaces: ['common'],
      english,
      load: (language, ns) =>
        language === 'th' && ns === 'common'
          ? new Promise((resolve) => (deliverThai = resolve))
          : Promise.resolve({}),
    });
    connectI18nToBus(remote);

    const settled = pageLanguageSettled(60_000);
    expect(await settledYet(settled)).toBe(false);
    emit('i18n:language-changed', { language: 'th' });
    expect(await settledYet(settled)).toBe(false);
    deliverThai({ hello: 'สวัสดี' });
    expect(await settledYet(settled)).toBe(true);
    expect(remote.t('hello')).toBe('สวัสดี');

    // Announced and nothing switching: settled at once.
    expect(await settledYet(pageLanguageSettled(60_000))).toBe(true);
  });
});

describe('app namespaces loaded per language', () => {
  it("loads only the active language's file for the app namespace and the shared files for the rest", async () => {
    const requested: string[] = [];
    const load = appLocaleLoader('lobby', async (language) => {
      requested.push(language);
      return language === 'de' ? { default: { home: 'Startseite' } } : { default: {} };
    });
    const i = createI18n({
      namespaces: ['lobby'],
      english: { lobby: { home: 'Home', only_en: 'Only English' } },
      load,
    });
    await setLanguage(i, 'de');
    expect(requested).toEqual(['de']);
    expect(i.t('home')).toBe('Startseite');
    expect(i.t('only_en')).toBe('Only English');
    expect(i.t('ui:ok')).toBe('Okay'); // the shared de/ui.json, still loaded for the UI kit
  });

  it('treats a language without a file as English, key by key', async () => {
    const load = appLocaleLoader('lobby', () => Promise.reject(new Error('Cannot find module')));
    const i = createI18n({ namespaces: ['lobby'], english: { lobby: { home: 'Home' } }, load });
    await setLanguage(i, 'ka');
    expect(i.t('home')).toBe('Home');
  });
});
