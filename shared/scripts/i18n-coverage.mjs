#!/usr/bin/env node
// Prints, per supported language, the share of English keys that have a translation (non-empty, and not just
// the English text copied over unless it is a pure placeholder like "{{page}} / {{total}}" or a reviewed
// same-as-English entry in i18n-same-as-english.json, such as a brand name).
// Usage: node shared/scripts/i18n-coverage.mjs [--json]
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const localesDir = join(here, '..', 'src', 'i18n', 'locales');
const languagesSource = readFileSync(join(here, '..', 'src', 'i18n', 'languages.ts'), 'utf8');
const languages = [...languagesSource.matchAll(/\{ code: '([^']+)', nativeName: '([^']*)', flag: '[^']+', flagged: (true|false)/g)].map(
  ([, code, name, flagged]) => ({ code, name, flagged: flagged === 'true' }),
);

function flatten(obj, prefix = '') {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flatten(v, `${prefix}${k}.`) : [[`${prefix}${k}`, String(v)]],
  );
}

function readNamespaceFiles(lang) {
  const dir = join(localesDir, lang);
  if (!existsSync(dir)) return {};
  const out = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const ns = file.replace(/\.json$/, '');
    for (const [key, value] of flatten(JSON.parse(readFileSync(join(dir, file), 'utf8')))) out[`${ns}:${key}`] = value;
  }
  return out;
}

const english = readNamespaceFiles('en');
const sameAsEnglish = JSON.parse(readFileSync(join(here, 'i18n-same-as-english.json'), 'utf8'));
const mayEqualEnglish = (code, key) => [...sameAsEnglish['*'], ...(sameAsEnglish[code] ?? [])].includes(key);
const keys = Object.keys(english);
const placeholderOnly = (text) => text.replace(/\{\{\w+\}\}/g, '').replace(/[\s\p{P}\p{S}]/gu, '') === '';

const rows = languages.map(({ code, name, flagged }) => {
  if (code === 'en') return { code, name, flagged, translated: keys.length, total: keys.length };
  const lang = readNamespaceFiles(code);
  const translated = keys.filter((k) => {
    const v = lang[k];
    return typeof v === 'string' && v.trim() !== '' && (v !== english[k] || placeholderOnly(v) || mayEqualEnglish(code, k));
  }).length;
  return { code, name, flagged, translated, total: keys.length };
});

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  console.log(`i18n coverage of ${keys.length} English keys (${readdirSync(join(localesDir, 'en')).length} namespaces)`);
  for (const r of rows) {
    const pct = ((100 * r.translated) / r.total).toFixed(1).padStart(5);
    console.log(`${r.flagged ? '*' : ' '} ${r.code.padEnd(6)} ${pct}%  ${String(r.translated).padStart(4)}/${r.total}  ${r.name}`);
  }
  console.log('* = one of the 19 flagged languages of SPEC §1 (must reach 100%)');
}
