import { BANNER_GROUPS } from '@site/shared/schemas';
import { sql } from 'kysely';
import type { ContentTranslations } from '../../modules/system/content-language';
import type { Db } from '../create-db';
import { HELP_TOPICS } from './content-help';
import { SITE_NOTICES } from './content-notices';
import { ANNOUNCEMENT_KEYS, BANNER_TITLE_KEYS, CONTENT_TRANSLATIONS } from './content-translations';
import { MORE_CONTENT_TRANSLATIONS } from './content-translations-more';

const PALETTE: Array<[string, string]> = [
  ['#1e3c72', '#2a5298'],
  ['#8e2de2', '#4a00e0'],
  ['#f7971e', '#ffd200'],
  ['#11998e', '#38ef7d'],
  ['#c31432', '#240b36'],
  ['#0f2027', '#2c5364'],
  ['#ee0979', '#ff6a00'],
  ['#396afc', '#2948ff'],
];

const BANNER_TITLES: Record<string, string[]> = {
  home: ['Welcome bonus 100%', 'Live casino nights', 'Weekly cashback'],
  rng: ['New slots every week'],
  live: ['Live dealers 24/7'],
  fish: ['Fish hunter jackpot'],
  pvp: ['Poker tournaments'],
  sports: ['Football season odds boost'],
  esports: ['Esports championship'],
  lottery: ['Daily lottery draws'],
  download: ['Get the app'],
  promotion: ['Promotions this month'],
  shop: ['Points mall rewards'],
  help: ['Help centre'],
  register: ['Join in one minute'],
  inhouse: ['In-house originals'],
  w_help: ['How can we help?'],
  w_reg: ['New player gifts'],
};

const NOTICES = SITE_NOTICES.en ?? [];

/** Every seeded banner title and announcement in every offered language, keyed by the English original. */
export function seededTranslations(): Map<string, ContentTranslations> {
  const byOriginal = new Map<string, ContentTranslations>();
  const add = (original: string, language: string, text: { title: string; content?: string }) => {
    const entry = byOriginal.get(original) ?? {};
    entry[language] = text;
    byOriginal.set(original, entry);
  };
  for (const [language, pack] of Object.entries({ ...CONTENT_TRANSLATIONS, ...MORE_CONTENT_TRANSLATIONS })) {
    BANNER_TITLE_KEYS.forEach((original, i) =>
      add(original, language, { title: pack.banners[i] ?? original }),
    );
    ANNOUNCEMENT_KEYS.forEach((original, i) => {
      const [title, content] = pack.announcements[i] ?? [original, ''];
      add(original, language, { title, content });
    });
  }
  for (const [language, notices] of Object.entries(SITE_NOTICES)) {
    if (language === 'en') continue;
    NOTICES.forEach(([original], i) => {
      const [title, content] = notices[i] ?? [original, ''];
      add(original, language, { title, content });
    });
  }
  return byOriginal;
}

/**
 * Gives seeded rows the languages they lack: a language a row already has (an operator's wording, or an earlier
 * seed's) is never changed, so a demo database seeded before a language's content existed gains it at the next start.
 */
async function seedTranslations(db: Db): Promise<void> {
  for (const [original, translations] of seededTranslations()) {
    const seeded = JSON.stringify(translations);
    for (const table of ['banner', 'announcement'] as const) {
      await sql`update ${sql.table(table)} set translations = ${seeded}::jsonb || translations
                where title = ${original} and translations <> (${seeded}::jsonb || translations)`.execute(db);
    }
  }
}

/** Banners for every docs/product.md "Screens and routes" group, public and member announcements, help topics. Idempotent by natural keys. */
export async function seedContent(db: Db): Promise<void> {
  let i = 0;
  for (const group of BANNER_GROUPS) {
    for (const [sort, title] of (BANNER_TITLES[group] ?? [group]).entries()) {
      const [color, color2] = PALETTE[i++ % PALETTE.length] ?? ['#333', '#666'];
      await db
        .insertInto('banner')
        .values({
          group_name: group,
          title,
          linkage_type: group === 'home' && sort === 0 ? 'ROUTE' : 'NONE',
          linkage: group === 'home' && sort === 0 ? '/promotions' : null,
          sort,
          color,
          color2,
        })
        .onConflict((oc) => oc.columns(['group_name', 'title']).doNothing())
        .execute();
    }
  }
  const announcements = [
    ...NOTICES.map(([title, content], n) => ({
      title,
      content,
      category: 'notice',
      audience: 'public',
      sort: n,
    })),
    {
      title: 'Welcome to the site',
      content: '<p>Enjoy our games. Play responsibly.</p>',
      category: 'popup',
      audience: 'public',
      sort: 0,
    },
    {
      title: 'Members: double points weekend',
      content: '<p>Logged-in members earn <strong>double points</strong> this weekend.</p>',
      category: 'notice',
      audience: 'member',
      sort: 0,
    },
    {
      title: 'Members: VIP upgrade review',
      content: '<p>VIP levels are reviewed on the first of every month.</p>',
      category: 'notice',
      audience: 'member',
      sort: 1,
    },
    {
      title: 'Members: new deposit channel',
      content: '<p>A new instant deposit channel is available.</p>',
      category: 'promotion',
      audience: 'member',
      sort: 2,
    },
  ];
  for (const a of announcements) {
    await db
      .insertInto('announcement')
      .values(a)
      .onConflict((oc) => oc.column('title').doNothing())
      .execute();
  }
  for (const [language, topics] of Object.entries(HELP_TOPICS)) {
    for (const [sort, [title, content]] of topics.entries()) {
      await db
        .insertInto('help_topic')
        .values({ language, device: 'WEB', title, content, sort })
        .onConflict((oc) => oc.columns(['language', 'device', 'title']).doNothing())
        .execute();
    }
  }
  await seedTranslations(db);
}
