import type { FastifyInstance } from 'fastify';
import { localizeContent } from '../../src/modules/system/content-language';
import { upsertSetting } from '../../src/modules/system/system.repository';
import { LANGUAGES } from '@site/shared/platform';
import { call, createSeededApp } from '../helpers/accounts';

// Operator content in the player's language, else the site's default language, else the operator's original
// (docs/i18n.md "Operator content").
describe('operator content per language', () => {
  it('picks the requested language, then the default language, then the original', () => {
    const translations = { th: { title: 'ไทย', content: '<p>ไทย</p>' }, vi: { title: 'Việt' } };
    const original = { title: 'English', content: '<p>English</p>' };
    expect(localizeContent(original, translations, 'th', 'vi')).toEqual({
      title: 'ไทย',
      content: '<p>ไทย</p>',
      language: 'th',
    });
    // A translated title without its own content keeps the original content rather than showing nothing.
    expect(localizeContent(original, translations, 'de', 'vi')).toEqual({
      title: 'Việt',
      content: '<p>English</p>',
      language: 'vi',
    });
    expect(localizeContent(original, translations, 'de', 'en')).toEqual({
      title: 'English',
      content: '<p>English</p>',
      language: null,
    });
    expect(localizeContent(original, {}, 'th', 'th').language).toBeNull();
  });

  describe('over HTTP', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await createSeededApp();
    }, 120_000);
    afterAll(async () => app.close());

    const banners = (language: string) =>
      call(app, {
        method: 'GET',
        url: '/wps/system/banners?group=home',
        headers: { 'accept-language': language },
      });
    const notices = (language: string) =>
      call(app, {
        method: 'GET',
        url: '/wps/announcements?category=popup&page=1&pageSize=9',
        headers: { 'accept-language': language },
      });
    const setDefaultLanguage = async (code: string) => {
      const current = await call(app, { method: 'GET', url: '/wps/system/languages' });
      await upsertSetting(app.db, 'languages', { ...current.body.value, defaultLanguage: code });
    };

    it('serves seeded banners in every flagged language, with the artwork drawn in it', async () => {
      for (const [language, title] of [
        ['th', 'โบนัสฝากแรก 100%'],
        ['zh-CN', '首存奖金100%'],
        ['ar', 'مكافأة ترحيبية 100%'],
        ['hi', 'वेलकम बोनस 100%'],
      ] as const) {
        const res = await banners(language);
        const first = res.body.value.find((b: { title: string }) => b.title === title);
        expect(first).toBeDefined();
        expect(first.url).toBe(
          `/wps/assets/banners/${first.bannerId}.svg?lang=${encodeURIComponent(language)}`,
        );
        const svg = await app.inject({ method: 'GET', url: first.url });
        expect(svg.body).toContain(title);
        // No internal group code on the artwork; an Arabic title is laid out right to left (its "100%" at its end).
        expect(svg.body).not.toMatch(/>(HOME|RNG|SHOP|W_REG|LOTTERY)</);
        expect(svg.body.includes('direction="rtl"')).toBe(language === 'ar');
        // Opened by its address an SVG is a document drawing operator text: it keeps the page's CSP, unlike a
        // script (server/src/plugins/security-headers.ts).
        expect(svg.headers['content-security-policy']).toContain("script-src 'self'");
        expect(svg.headers['x-frame-options']).toBe('SAMEORIGIN');
      }
    });

    it('seeds banners and announcements in every offered language, the artwork drawn in it', async () => {
      const english = (await banners('en')).body.value as Array<{ title: string }>;
      const popupEnglish = (await notices('en')).body.value.list[0].title;
      for (const { code } of LANGUAGES.filter((l) => l.code !== 'en')) {
        const list = (await banners(code)).body.value as Array<{ title: string; url: string }>;
        expect(list).toHaveLength(english.length);
        // Each home banner in the language (never the English title), its art drawn in that language.
        expect(list.filter((b, i) => b.title === english[i]!.title)).toEqual([]);
        for (const b of list) expect(b.url).toMatch(new RegExp(`\\?lang=${encodeURIComponent(code)}$`));
        expect((await notices(code)).body.value.list[0].title).not.toBe(popupEnglish);
      }
      const svg = await app.inject({ method: 'GET', url: (await banners('tr')).body.value[0].url });
      expect(svg.body).toContain('%100 hoş geldin bonusu');
    });

    it('seeds the help topics in every offered language', async () => {
      for (const { code } of LANGUAGES) {
        const help = await call(app, { method: 'GET', url: `/wps/system/helpCenter?language=${code}` });
        const topics = help.body.value as Array<{ title: string; language?: string }>;
        expect(topics.length).toBeGreaterThanOrEqual(5);
        if (code !== 'en') expect(topics[0]!.title).not.toBe('How do I register?');
      }
    });

    it('seeds the site notices as an operator writes them, in every offered language', async () => {
      const list = async (language: string) =>
        (
          await call(app, {
            method: 'GET',
            url: '/wps/announcements?category=notice&page=1&pageSize=20',
            headers: { 'accept-language': language },
          })
        ).body.value.list as Array<{ title: string; content: string; audience: string }>;
      const english = (await list('en')).filter((a) => a.audience === 'public');
      expect(english.length).toBeGreaterThanOrEqual(10);
      for (const a of english) expect(a.title).not.toMatch(/^Notice \d+/);
      for (const { code } of LANGUAGES.filter((l) => l.code !== 'en')) {
        const titles = (await list(code)).filter((a) => a.audience === 'public').map((a) => a.title);
        expect(titles).toHaveLength(english.length);
        // Every notice is written in the language (the provider names and times aside, never the English title).
        expect(titles.filter((t, i) => t === english[i]!.title)).toEqual([]);
      }
    });

    it('falls back to the default language, then to the original', async () => {
      // Swahili (not offered) has no seeded banner texts: English is the default language, and the original is English.
      expect((await banners('sw')).body.value.map((b: { title: string }) => b.title)).toContain(
        'Welcome bonus 100%',
      );
      await setDefaultLanguage('vi');
      try {
        const res = await banners('sw');
        expect(res.body.value.map((b: { title: string }) => b.title)).toContain('Thưởng nạp đầu 100%');
        const popup = await notices('sw');
        expect(popup.body.value.list[0].title).toBe('Chào mừng bạn');
        // Help topics are seeded in every offered language: a language without its own rows (Swahili, not offered)
        // falls back to the default language's, then to English.
        const help = await call(app, { method: 'GET', url: '/wps/system/helpCenter?language=sw' });
        expect(help.body.value[0].title).toBe('Đăng ký thế nào?');
        await setDefaultLanguage('zh-CN');
        const zhHelp = await call(app, { method: 'GET', url: '/wps/system/helpCenter?language=sw' });
        expect(zhHelp.body.value[0].title).toBe('如何注册？');
        const german = await call(app, { method: 'GET', url: '/wps/system/helpCenter?language=de' });
        expect(german.body.value[0].title).toBe('Wie registriere ich mich?');
      } finally {
        await setDefaultLanguage('en');
      }
    });

    it('lets the operator write a language, validated, and players see it', async () => {
      const popup = await notices('en');
      const id = popup.body.value.list[0].id as number;
      const admin = { 'x-admin-token': app.config.ADMIN_TOKEN };
      const put = (url: string, payload: unknown, headers: Record<string, string> = admin) =>
        call(app, { method: 'PUT', url, payload: payload as object, headers });
      const url = `/wps/admin/content/announcement/${id}/translations/de`;
      expect((await put(url, { title: 'Willkommen', content: '<p>Viel Spaß.</p>' }, {})).status).toBe(401);
      expect((await put(url, { title: '' })).body.code).toBe('VALIDATION_FAILED');
      expect(
        (await put(`/wps/admin/content/announcement/${id}/translations/Deutsch`, { title: 'x' })).body.code,
      ).toBe('VALIDATION_FAILED');
      expect(
        (await put('/wps/admin/content/announcement/999999/translations/de', { title: 'x' })).body.code,
      ).toBe('CONTENT_TRANSLATION_TARGET_NOT_FOUND');
      expect((await put(url, { title: 'Willkommen', content: '<p>Viel Spaß.</p>' })).status).toBe(200);
      const german = await notices('de');
      expect(german.body.value.list[0]).toMatchObject({
        id,
        title: 'Willkommen',
        content: '<p>Viel Spaß.</p>',
      });
      // The other languages are untouched.
      expect((await notices('th')).body.value.list[0].title).toBe('ยินดีต้อนรับ');
    });
  });
});
