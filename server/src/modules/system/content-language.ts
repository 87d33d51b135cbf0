/**
 * Which language an operator text is shown in (docs/i18n.md "Operator content"): the language the request asks for
 * (the site language the front sends), else the site's default language from configuration, else the operator's
 * original text.
 */
export type ContentTranslations = Record<string, { title?: string; content?: string }>;

export interface LocalizedText {
  title: string;
  content: string;
  /** The language the title came from; null = the operator's original. */
  language: string | null;
}

export function localizeContent(
  original: { title: string; content?: string },
  translations: ContentTranslations | null | undefined,
  requested: string,
  defaultLanguage: string,
): LocalizedText {
  for (const language of [requested, defaultLanguage]) {
    const found = translations?.[language];
    if (found?.title)
      return { title: found.title, content: found.content ?? original.content ?? '', language };
  }
  return { title: original.title, content: original.content ?? '', language: null };
}

/** The languages to look help topics up in, in order: requested → default → English. */
export function helpLanguages(requested: string, defaultLanguage: string): string[] {
  return [...new Set([requested, defaultLanguage, 'en'])];
}
