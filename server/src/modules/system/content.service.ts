import type { Announcement, Banner, HelpTopic } from '@site/shared/schemas';
import type { DbOrTrx as Db } from '../../db/with-transaction';
import { helpLanguages, localizeContent } from './content-language';
import {
  findBanner,
  listAnnouncements,
  listBannersByGroup,
  listHelpTopics,
  setContentTranslation,
} from './content.repository';
import { getLanguages } from './system.service';
import { contentAssetUrl } from '../content/content-image';

/** The artwork's URL; `lang` names the translation its title is drawn in (absent = the operator's original). */
export function bannerImageUrl(id: number, language: string | null = null): string {
  return `/wps/assets/banners/${id}.svg${language ? `?lang=${encodeURIComponent(language)}` : ''}`;
}

async function defaultLanguage(db: Db): Promise<string> {
  return (await getLanguages(db)).defaultLanguage;
}

/**
 * Banners of a group live at `now` (their schedule; the server's clock, app.clock) in `language` (fallback chain in
 * content-language.ts): the uploaded picture, else the artwork drawn in the same language.
 */
export async function getBanners(db: Db, group: string, language: string, now: Date): Promise<Banner[]> {
  const [rows, fallback] = await Promise.all([listBannersByGroup(db, group, now), defaultLanguage(db)]);
  return rows.map((r) => {
    const text = localizeContent({ title: r.title }, r.translations, language, fallback);
    return {
      bannerId: r.id,
      url: r.image_sha256 ? contentAssetUrl(r.image_sha256) : bannerImageUrl(r.id, text.language),
      linkageType: r.linkage_type as Banner['linkageType'],
      linkage: r.linkage,
      groupName: r.group_name,
      title: text.title,
    };
  });
}

/** Hebrew, Arabic, Syriac, Thaana and their presentation forms: scripts written right to left. */
const RTL_SCRIPT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

const escapeXml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** Banner artwork generated from the seed row: a gradient with the title (no image files ship). */
export async function renderBannerSvg(db: Db, id: number, language: string | null): Promise<string | null> {
  const banner = await findBanner(db, id);
  if (!banner) return null;
  const translated = language ? banner.translations[language]?.title : undefined;
  const title = escapeXml(translated ?? banner.title);
  // No group label: the group (HOME, RNG, W_REG…) is an internal code, not something a player reads. A right-to-left
  // title is drawn right-to-left from the right edge, so "100%" stays at the end of an Arabic sentence (in an LTR
  // paragraph the bidi algorithm moved the % to the other side: "%مكافأة ترحيبية 100").
  const rtl = RTL_SCRIPT.test(title);
  const place = rtl ? 'x="1120" direction="rtl"' : 'x="80"';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" role="img" aria-label="${title}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${escapeXml(banner.color)}"/><stop offset="1" stop-color="${escapeXml(banner.color2)}"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#g)"/>
<circle cx="1020" cy="90" r="180" fill="#ffffff" fill-opacity="0.08"/><circle cx="140" cy="380" r="140" fill="#000000" fill-opacity="0.12"/>
<text ${place} y="215" font-family="sans-serif" font-size="64" font-weight="bold" fill="#ffffff">${title}</text>
</svg>`;
}

export async function getAnnouncements(
  db: Db,
  options: {
    loggedIn: boolean;
    language: string;
    category?: string | undefined;
    page: number;
    pageSize: number;
    /** The server's clock (app.clock): an announcement outside its schedule is not listed. */
    now: Date;
  },
): Promise<{ list: Announcement[]; page: number; pageSize: number; total: number; totalPages: number }> {
  const audiences = options.loggedIn ? ['public', 'member'] : ['public'];
  const [{ rows, total }, fallback] = await Promise.all([
    listAnnouncements(db, {
      audiences,
      category: options.category,
      offset: (options.page - 1) * options.pageSize,
      limit: options.pageSize,
      now: options.now,
    }),
    defaultLanguage(db),
  ]);
  return {
    list: rows.map((r) => {
      const text = localizeContent(r, r.translations, options.language, fallback);
      return {
        id: r.id,
        title: text.title,
        content: text.content,
        category: r.category,
        audience: r.audience as Announcement['audience'],
        createdAt: r.created_at.toISOString(),
      };
    }),
    page: options.page,
    pageSize: options.pageSize,
    total,
    totalPages: Math.max(1, Math.ceil(total / options.pageSize)),
  };
}

/** Topics in the asked language, else the site's default language, else English: an empty help centre helps nobody. */
export async function getHelpCenter(db: Db, language: string, device: string): Promise<HelpTopic[]> {
  for (const candidate of helpLanguages(language, await defaultLanguage(db))) {
    const topics = await listHelpTopics(db, candidate, device);
    if (topics.length > 0) return topics;
  }
  return [];
}

/** An operator's text of a banner or announcement in one language; false when there is no such item. */
export function translateContent(
  db: Db,
  kind: 'banner' | 'announcement',
  id: number,
  language: string,
  text: { title: string; content?: string | undefined },
): Promise<boolean> {
  return setContentTranslation(db, kind, id, language, text);
}
