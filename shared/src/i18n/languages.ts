/**
 * The supported interface languages (docs/product.md "Languages, themes and flags": about 40). `flagged` marks the 19 languages of the
 * spec's flag map, which must be fully translated; the rest fall back to English per key.
 * `flag` is an ISO 3166 country code drawn by <LanguageFlag> as generated SVG (no emoji, no network).
 */
export interface Language {
  code: string;
  nativeName: string;
  flag: string;
  flagged: boolean;
  rtl?: boolean;
}

export const LANGUAGES: readonly Language[] = [
  { code: 'en', nativeName: 'English', flag: 'gb', flagged: true },
  { code: 'zh-CN', nativeName: '简体中文', flag: 'cn', flagged: true },
  { code: 'zh-TW', nativeName: '繁體中文', flag: 'tw', flagged: true },
  { code: 'ja', nativeName: '日本語', flag: 'jp', flagged: true },
  { code: 'th', nativeName: 'ไทย', flag: 'th', flagged: true },
  { code: 'vi', nativeName: 'Tiếng Việt', flag: 'vn', flagged: true },
  { code: 'my', nativeName: 'မြန်မာ', flag: 'mm', flagged: true },
  { code: 'es', nativeName: 'Español', flag: 'es', flagged: true },
  { code: 'hi', nativeName: 'हिन्दी', flag: 'in', flagged: true },
  { code: 'id', nativeName: 'Bahasa Indonesia', flag: 'id', flagged: true },
  { code: 'km', nativeName: 'ខ្មែរ', flag: 'kh', flagged: true },
  { code: 'ko', nativeName: '한국어', flag: 'kr', flagged: true },
  { code: 'ms', nativeName: 'Bahasa Melayu', flag: 'my', flagged: true },
  { code: 'pt', nativeName: 'Português', flag: 'br', flagged: true },
  { code: 'ta', nativeName: 'தமிழ்', flag: 'lk', flagged: true },
  { code: 'bn', nativeName: 'বাংলা', flag: 'bd', flagged: true },
  { code: 'ar', nativeName: 'العربية', flag: 'sa', flagged: true, rtl: true },
  { code: 'uz', nativeName: 'Oʻzbekcha', flag: 'uz', flagged: true },
  { code: 'ru', nativeName: 'Русский', flag: 'ru', flagged: true },
  { code: 'tl', nativeName: 'Tagalog', flag: 'ph', flagged: false },
  { code: 'ur', nativeName: 'اردو', flag: 'pk', flagged: false, rtl: true },
  { code: 'tr', nativeName: 'Türkçe', flag: 'tr', flagged: false },
  { code: 'fa', nativeName: 'فارسی', flag: 'ir', flagged: false, rtl: true },
  { code: 'kk', nativeName: 'Қазақша', flag: 'kz', flagged: false },
  { code: 'lo', nativeName: 'ລາວ', flag: 'la', flagged: false },
  { code: 'ne', nativeName: 'नेपाली', flag: 'np', flagged: false },
  { code: 'fr', nativeName: 'Français', flag: 'fr', flagged: false },
  { code: 'de', nativeName: 'Deutsch', flag: 'de', flagged: false },
  { code: 'it', nativeName: 'Italiano', flag: 'it', flagged: false },
  { code: 'nl', nativeName: 'Nederlands', flag: 'nl', flagged: false },
  { code: 'pl', nativeName: 'Polski', flag: 'pl', flagged: false },
  { code: 'uk', nativeName: 'Українська', flag: 'ua', flagged: false },
  { code: 'el', nativeName: 'Ελληνικά', flag: 'gr', flagged: false },
  { code: 'cs', nativeName: 'Čeština', flag: 'cz', flagged: false },
  { code: 'ro', nativeName: 'Română', flag: 'ro', flagged: false },
  { code: 'hu', nativeName: 'Magyar', flag: 'hu', flagged: false },
  { code: 'sv', nativeName: 'Svenska', flag: 'se', flagged: false },
  { code: 'si', nativeName: 'සිංහල', flag: 'lk', flagged: false },
  { code: 'mn', nativeName: 'Монгол', flag: 'mn', flagged: false },
  { code: 'ka', nativeName: 'ქართული', flag: 'ge', flagged: false },
];

/** Default language from site configuration (docs/product.md "Records the site keeps" "default language EN"). */
export const DEFAULT_LANGUAGE = 'en';
/** localStorage keys of docs/product.md "Records the site keeps" ("Local: hisLang, lang"). */
export const LANGUAGE_STORAGE_KEY = 'lang';
export const LANGUAGE_HISTORY_KEY = 'hisLang';

const RTL = new Set(LANGUAGES.filter((l) => l.rtl).map((l) => l.code));

export function isRtl(code: string): boolean {
  return RTL.has(code);
}

export function findLanguage(code: string): Language | undefined {
  return LANGUAGES.find((l) => l.code === code);
}

/**
 * The language to use: the saved one when it is supported, otherwise the configured default
 * (which itself must be supported, else English).
 */
export function resolveLanguage(
  saved: string | null | undefined,
  defaultLanguage: string = DEFAULT_LANGUAGE,
): string {
  if (saved && findLanguage(saved)) return saved;
  return findLanguage(defaultLanguage) ? defaultLanguage : DEFAULT_LANGUAGE;
}
