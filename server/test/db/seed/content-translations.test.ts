import { LANGUAGES } from '@site/shared/platform';
import {
  ANNOUNCEMENT_KEYS,
  BANNER_TITLE_KEYS,
  CONTENT_TRANSLATIONS,
} from '../../../src/db/seed/content-translations';
import { MORE_CONTENT_TRANSLATIONS } from '../../../src/db/seed/content-translations-more';

// The seed's banners and announcements are written in every offered language (docs/i18n.md "Operator content").
it('has every banner title and announcement in every offered language but English, and no other', () => {
  const packs = { ...CONTENT_TRANSLATIONS, ...MORE_CONTENT_TRANSLATIONS };
  const offered = LANGUAGES.map((l) => l.code).filter((code) => code !== 'en');
  expect(Object.keys(packs).sort()).toEqual([...offered].sort());
  for (const [code, pack] of Object.entries(packs)) {
    expect([code, pack.banners.length]).toEqual([code, BANNER_TITLE_KEYS.length]);
    expect([code, pack.announcements.length]).toEqual([code, ANNOUNCEMENT_KEYS.length]);
    for (const title of pack.banners) expect(title.trim()).not.toBe('');
    for (const [title, content] of pack.announcements) {
      expect(title.trim()).not.toBe('');
      expect(content).toMatch(/^<p>.+<\/p>$/);
    }
  }
});
