#!/usr/bin/env node
// Writes the keys each language still lacks, as JSON batches a translator fills in: one object per language,
// `{ "<lang>": { "<ns>:<key>": "<English text>" } }`. Replace each English text with the translation (keep
// {{placeholders}} exactly) and merge it back with `node shared/scripts/i18n-apply.mjs <batch.json>`.
// Usage: node shared/scripts/i18n-missing.mjs [--app <shared|lobby|member|lottery|agent|promotions>] [--lang <code>]
//        [--out <dir>]   (default i18n-batches/; one missing-<lang>.json per language with anything missing)
//        [--stdout]      (print one JSON object of every language instead of writing files)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { argValue, entries, languages, repoRoot, rel } from './i18n-lib.mjs';

const app = argValue('--app');
const only = argValue('--lang');
if (only && !languages.some((l) => l.code === only)) {
  console.error(`Unknown language ${only}; the picker offers ${languages.map((l) => l.code).join(', ')}`);
  process.exit(2);
}
const batches = {};
for (const { code } of languages) {
  if (code === 'en' || (only && code !== only)) continue;
  const missing = entries(code, { app }).filter((e) => !e.translated);
  if (missing.length) batches[code] = Object.fromEntries(missing.map((e) => [e.id, e.english]));
}

if (process.argv.includes('--stdout')) {
  console.log(JSON.stringify(batches, null, 2));
} else {
  const out = join(repoRoot, argValue('--out') ?? 'i18n-batches');
  mkdirSync(out, { recursive: true });
  for (const [code, keys] of Object.entries(batches)) {
    const file = join(out, `missing-${code}.json`);
    writeFileSync(file, `${JSON.stringify({ [code]: keys }, null, 2)}\n`);
    console.log(`${rel(file)}: ${Object.keys(keys).length} keys`);
  }
  if (!Object.keys(batches).length) console.log('Nothing missing.');
}
