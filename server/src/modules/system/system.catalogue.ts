import type { Language } from '@site/shared/schemas';

/**
 * Operator catalogue data: the languages the site offers (docs/product.md "Languages, themes and flags", ~40; the front's i18n
 * translates them), dialing codes and gaming-venue regions. The seed stores them as settings.
 */
const lang = (code: string, name: string, flag: string, rtl = false): Language => ({ code, name, flag, rtl });

export const SUPPORTED_LANGUAGES: Language[] = [
  lang('en', 'English', 'gb'),
  lang('zh-CN', '简体中文', 'cn'),
  lang('zh-TW', '繁體中文', 'tw'),
  lang('ja', '日本語', 'jp'),
  lang('th', 'ไทย', 'th'),
  lang('vi', 'Tiếng Việt', 'vn'),
  lang('my', 'မြန်မာ', 'mm'),
  lang('es', 'Español', 'es'),
  lang('hi', 'हिन्दी', 'in'),
  lang('id', 'Bahasa Indonesia', 'id'),
  lang('km', 'ខ្មែរ', 'kh'),
  lang('ko', '한국어', 'kr'),
  lang('ms', 'Bahasa Melayu', 'my'),
  lang('pt', 'Português', 'br'),
  lang('ta', 'தமிழ்', 'lk'),
  lang('bn', 'বাংলা', 'bd'),
  lang('ar', 'العربية', 'sa', true),
  lang('uz', 'Oʻzbekcha', 'uz'),
  lang('ru', 'Русский', 'ru'),
  lang('tl', 'Tagalog', 'ph'),
  lang('ur', 'اردو', 'pk', true),
  lang('tr', 'Türkçe', 'tr'),
  lang('fa', 'فارسی', 'ir', true),
  lang('kk', 'Қазақша', 'kz'),
  lang('lo', 'ລາວ', 'la'),
  lang('ne', 'नेपाली', 'np'),
  lang('fr', 'Français', 'fr'),
  lang('de', 'Deutsch', 'de'),
  lang('it', 'Italiano', 'it'),
  lang('nl', 'Nederlands', 'nl'),
  lang('pl', 'Polski', 'pl'),
  lang('uk', 'Українська', 'ua'),
  lang('el', 'Ελληνικά', 'gr'),
  lang('cs', 'Čeština', 'cz'),
  lang('ro', 'Română', 'ro'),
  lang('hu', 'Magyar', 'hu'),
  lang('sv', 'Svenska', 'se'),
  lang('si', 'සිංහල', 'lk'),
  lang('mn', 'Монгол', 'mn'),
  lang('ka', 'ქართული', 'ge'),
];
export const DEFAULT_LANGUAGE = 'en';

export interface CountryCode {
  code: string;
  name: string;
  dialingCode: string;
}
const cc = (code: string, name: string, dialingCode: string): CountryCode => ({ code, name, dialingCode });

export const COUNTRY_CODES: CountryCode[] = [
  cc('PH', 'Philippines', '63'),
  cc('VN', 'Vietnam', '84'),
  cc('TH', 'Thailand', '66'),
  cc('MY', 'Malaysia', '60'),
  cc('ID', 'Indonesia', '62'),
  cc('SG', 'Singapore', '65'),
  cc('KH', 'Cambodia', '855'),
  cc('MM', 'Myanmar', '95'),
  cc('LA', 'Laos', '856'),
  cc('CN', 'China', '86'),
  cc('TW', 'Taiwan', '886'),
  cc('HK', 'Hong Kong', '852'),
  cc('JP', 'Japan', '81'),
  cc('KR', 'South Korea', '82'),
  cc('IN', 'India', '91'),
  cc('BD', 'Bangladesh', '880'),
  cc('PK', 'Pakistan', '92'),
  cc('LK', 'Sri Lanka', '94'),
  cc('NP', 'Nepal', '977'),
  cc('UZ', 'Uzbekistan', '998'),
  cc('KZ', 'Kazakhstan', '7'),
  cc('RU', 'Russia', '7'),
  cc('TR', 'Turkey', '90'),
  cc('IR', 'Iran', '98'),
  cc('SA', 'Saudi Arabia', '966'),
  cc('AE', 'United Arab Emirates', '971'),
  cc('BR', 'Brazil', '55'),
  cc('ES', 'Spain', '34'),
  cc('FR', 'France', '33'),
  cc('GB', 'United Kingdom', '44'),
  cc('US', 'United States', '1'),
];

export interface DropdownItem {
  id: number;
  value: string;
  label: string;
}

/** menuGroup → items; 'gamingvenue' lists the local variant's venue regions. */
export const DROPDOWN_MENUS: Record<string, DropdownItem[]> = {
  gamingvenue: [
    'Metro Manila',
    'Cebu',
    'Davao',
    'Pampanga',
    'Cavite',
    'Laguna',
    'Batangas',
    'Iloilo',
    'Bacolod',
    'Baguio',
  ].map((label, i) => ({ id: i + 1, value: label.toUpperCase().replace(/\s+/g, '_'), label })),
};
