import {
  DataSet,
  RegExpMatcher,
  englishDataset,
  englishRecommendedTransformers,
  parseRawPattern,
} from 'obscenity';

/**
 * The profanity filter (docs/chat.md "Filter"): obscenity's maintained English list (with its leet-speak and
 * look-alike transformers) in every room, since players swear in English whatever their language, plus a short list
 * of the worst words of the room's language for the languages whose rooms are busiest. A refused message is refused,
 * not starred out: the author sees why and rewrites it.
 */
const LOCAL_WORDS: Record<string, string[]> = {
  tl: ['putang ina', 'putangina', 'tangina', 'gago', 'ulol', 'tarantado', 'puta'],
  es: ['puta', 'pendejo', 'cabron', 'gilipollas', 'coño', 'mierda'],
  pt: ['porra', 'caralho', 'puta', 'merda', 'viado'],
  id: ['anjing', 'bangsat', 'kontol', 'memek', 'ngentot'],
  ms: ['babi', 'pukimak', 'sial', 'bodoh'],
  vi: ['địt', 'đụ', 'đéo', 'lồn', 'cặc'],
  th: ['ควย', 'เหี้ย', 'สัส', 'หี'],
  'zh-CN': ['操你', '傻逼', '他妈的', '屄'],
  'zh-TW': ['幹你', '機掰', '他媽的', '靠北'],
  ru: ['хуй', 'пизд', 'блядь', 'ебать', 'сука'],
  de: ['fotze', 'arschloch', 'wichser', 'hurensohn'],
  fr: ['putain', 'connard', 'salope', 'enculé'],
  tr: ['amk', 'orospu', 'siktir'],
  hi: ['मादरचोद', 'भेनचोद', 'चूतिया'],
};

const english = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
const localMatchers = new Map<string, RegExpMatcher>();

function localMatcher(language: string): RegExpMatcher | null {
  const words = LOCAL_WORDS[language];
  if (!words) return null;
  let matcher = localMatchers.get(language);
  if (!matcher) {
    const set = new DataSet<{ word: string }>();
    // Whole words in scripts that separate words (`puta` must not refuse `disputa`); Thai and Chinese have no
    // spaces, so their words match anywhere.
    for (const word of words) {
      const bounded = /^[\p{Script=Latin}\p{Script=Cyrillic} ]+$/u.test(word) ? `|${word}|` : word;
      set.addPhrase((p) => p.addPattern(parseRawPattern(bounded)).setMetadata({ word }));
    }
    matcher = new RegExpMatcher({ ...set.build() });
    localMatchers.set(language, matcher);
  }
  return matcher;
}

/** True when the text holds a word the room's filter refuses. */
export function isProfane(text: string, language: string | null): boolean {
  if (english.hasMatch(text)) return true;
  const local = language ? localMatcher(language) : null;
  return local !== null && local.hasMatch(text.toLowerCase());
}

/** Anything a browser or a messenger would turn into a link: a scheme, `www.`, or a bare domain with a path. */
const LINK =
  /(\b[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\b[a-z0-9-]+\.(com|net|org|io|me|ly|gg|xyz|top|site|bet|link|ph|co|app|club|vip|cc|tk|ru|cn)\b)/i;

export function hasLink(text: string): boolean {
  return LINK.test(text);
}
