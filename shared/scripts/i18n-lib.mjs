// What the i18n scripts share: the languages of the picker, every namespace of every app (where its English
// and per-language files live), flattening, plural forms per language and the "is this key translated" rule.
import { existsSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const repoRoot = join(here, '..', '..');
const sharedLocales = join(repoRoot, 'shared', 'src', 'i18n', 'locales');

/** The picker's languages, read from shared/src/i18n/languages.ts (the one list the site offers). */
export const languages = [
  ...readFileSync(join(repoRoot, 'shared', 'src', 'i18n', 'languages.ts'), 'utf8').matchAll(
    /\{ code: '([^']+)', nativeName: '([^']*)', flag: '[^']+', flagged: (true|false)/g,
  ),
]
  .map(([, code, name, flagged]) => ({ code, name, flagged: flagged === 'true' }))
  // A language being translated before it enters the picker (I18N_EXTRA_LANGS=hi,ta): the tools list and apply it too.
  .concat(
    (process.env.I18N_EXTRA_LANGS ?? '')
      .split(',')
      .filter(Boolean)
      .map((code) => ({ code, name: code, flagged: false })),
  );

/**
 * Every namespace of every app. `shared` = the shell's and UI kit's namespaces plus the texts the server sends
 * as codes (errors, validation of the pattern ids): locales/<lang>/<ns>.json. Each mfe-* app has one namespace
 * (named in its src/app/i18n.ts) in src/app/locales/<lang>.json.
 */
export function namespaces() {
  const list = [];
  for (const file of readdirSync(join(sharedLocales, 'en'))
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const ns = file.replace(/\.json$/, '');
    list.push({ app: 'shared', ns, file: (lang) => join(sharedLocales, lang, file) });
  }
  for (const dir of readdirSync(repoRoot)
    .filter((d) => d.startsWith('mfe-'))
    .sort()) {
    const localesDir = join(repoRoot, dir, 'src', 'app', 'locales');
    if (!existsSync(join(localesDir, 'en.json'))) continue;
    const i18nSource = join(repoRoot, dir, 'src', 'app', 'i18n.ts');
    const named = existsSync(i18nSource)
      ? /namespaces:\s*\[\s*'([^']+)'/.exec(readFileSync(i18nSource, 'utf8'))
      : null;
    const ns = named ? named[1] : dir.replace(/^mfe-/, '');
    list.push({ app: dir.replace(/^mfe-/, ''), ns, file: (lang) => join(localesDir, `${lang}.json`) });
  }
  return list;
}

export const rel = (file) => relative(repoRoot, file);

export function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

export function flatten(obj, prefix = '') {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flatten(v, `${prefix}${k}.`) : [[`${prefix}${k}`, String(v)]],
  );
}

/** Sets `a.b.c` in a nested object. */
export function setPath(obj, path, value) {
  const parts = path.split('.');
  let node = obj;
  for (const part of parts.slice(0, -1)) {
    if (!node[part] || typeof node[part] !== 'object') node[part] = {};
    node = node[part];
  }
  node[parts.at(-1)] = value;
}

/** Writes a locale file with its keys in the English file's order (extra keys, e.g. other plural forms, after). */
export function writeLocale(file, data, englishData) {
  const order = (obj, model) => {
    if (!obj || typeof obj !== 'object') return obj;
    const keys = [
      ...Object.keys(model ?? {}).filter((k) => k in obj),
      ...Object.keys(obj).filter((k) => !(k in (model ?? {}))),
    ];
    return Object.fromEntries(keys.map((k) => [k, order(obj[k], model?.[k])]));
  };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(order(data, englishData), null, 2)}\n`);
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const pluralCategories = (lang) => new Intl.PluralRules(lang).resolvedOptions().pluralCategories;

/**
 * The keys a language must have for one English key: the key itself, or — for an i18next v4 plural
 * (`x_one`/`x_other` in English) — `x_<form>` for each plural form the language has (ru: one few many other;
 * ar: zero one two few many other; ja: other).
 */
export function keysFor(lang, englishKeys) {
  const out = new Map(); // key -> English source key
  for (const key of englishKeys) {
    const m = PLURAL.exec(key);
    const base = m ? key.slice(0, -m[0].length) : key;
    // A plural is a pair x_one + x_other in English; a lone `occ_other` ("Other") is an ordinary key.
    if (!m || !englishKeys.includes(`${base}_one`) || !englishKeys.includes(`${base}_other`)) {
      out.set(key, key);
      continue;
    }
    for (const form of pluralCategories(lang)) {
      const target = `${base}_${form}`;
      if (!out.has(target)) out.set(target, englishKeys.includes(target) ? target : `${base}_other`);
    }
  }
  return out;
}

const sameAsEnglish = JSON.parse(readFileSync(join(here, 'i18n-same-as-english.json'), 'utf8'));
const mayEqualEnglish = (code, id) => [...sameAsEnglish['*'], ...(sameAsEnglish[code] ?? [])].includes(id);
const placeholderOnly = (text) => text.replace(/\{\{\w+\}\}/g, '').replace(/[\s\p{P}\p{S}]/gu, '') === '';
const placeholders = (text) =>
  [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

/**
 * Whether `value` translates `english`: non-empty, the same placeholders, and not the English text copied
 * over (unless it is only placeholders/punctuation or a reviewed same-as-English entry such as a brand name).
 */
export function isTranslated(code, id, value, english) {
  if (typeof value !== 'string' || value.trim() === '') return false;
  if (placeholders(value) !== placeholders(english)) return false;
  return value !== english || placeholderOnly(value) || mayEqualEnglish(code, id);
}

/**
 * Per namespace, for one language: every required key with its English text and the current value.
 * Ids are `<ns>:<key>` (namespaces are unique across apps).
 */
export function entries(code, { app } = {}) {
  const rows = [];
  for (const n of namespaces()) {
    if (app && n.app !== app) continue;
    const englishFlat = Object.fromEntries(flatten(readJson(n.file('en'))));
    const langFlat = code === 'en' ? englishFlat : Object.fromEntries(flatten(readJson(n.file(code))));
    for (const [key, source] of keysFor(code, Object.keys(englishFlat))) {
      const id = `${n.ns}:${key}`;
      const english = englishFlat[source];
      const value = langFlat[key];
      rows.push({
        ...n,
        id,
        key,
        english,
        value,
        translated: code === 'en' || isTranslated(code, id, value, english),
      });
    }
  }
  return rows;
}

export function argValue(name) {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
