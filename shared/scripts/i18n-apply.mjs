#!/usr/bin/env node
// Merges translated batches back into the locale files: each batch is `{ "<lang>": { "<ns>:<key>": "text" } }`
// (the shape i18n-missing.mjs writes). The namespace says which file: shared/src/i18n/locales/<lang>/<ns>.json
// or mfe-<app>/src/app/locales/<lang>.json. Refuses (and writes nothing) when a key is unknown in English, a
// language is not in the picker, or a text drops/adds a {{placeholder}}.
// A text identical to the English is refused too, unless --same-as-english is given: then it is recorded in
// i18n-same-as-english.json as a reviewed decision (a word the language uses unchanged, such as "Poker").
// Usage: node shared/scripts/i18n-apply.mjs [--same-as-english] <batch.json> [more.json ...]
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  flatten,
  isTranslated,
  keysFor,
  languages,
  namespaces,
  readJson,
  rel,
  repoRoot,
  setPath,
  writeLocale,
} from './i18n-lib.mjs';

const files = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!files.length) {
  console.error('Usage: node shared/scripts/i18n-apply.mjs <batch.json> [more.json ...]');
  process.exit(2);
}
const byNs = new Map(namespaces().map((n) => [n.ns, n]));
const placeholders = (t) =>
  [...t.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');
const problems = [];
const acceptSame = process.argv.includes('--same-as-english');
const sameFile = join(repoRoot, 'shared', 'scripts', 'i18n-same-as-english.json');
const same = JSON.parse(readFileSync(sameFile, 'utf8'));
const newSame = [];
const pending = new Map(); // file -> { data, english }

for (const batchFile of files) {
  const batch = JSON.parse(readFileSync(batchFile, 'utf8'));
  for (const [code, keys] of Object.entries(batch)) {
    if (code === 'en' || !languages.some((l) => l.code === code)) {
      problems.push(`${batchFile}: "${code}" is not a translation language of the picker`);
      continue;
    }
    for (const [id, text] of Object.entries(keys)) {
      const sep = id.indexOf(':');
      const n = byNs.get(id.slice(0, sep));
      const key = id.slice(sep + 1);
      if (!n) {
        problems.push(`${batchFile}: ${code} ${id}: unknown namespace`);
        continue;
      }
      const englishData = readJson(n.file('en'));
      const englishFlat = Object.fromEntries(flatten(englishData));
      const source = keysFor(code, Object.keys(englishFlat)).get(key);
      if (!source) {
        problems.push(`${batchFile}: ${code} ${id}: no such English key`);
        continue;
      }
      if (typeof text !== 'string' || placeholders(text) !== placeholders(englishFlat[source])) {
        problems.push(
          `${batchFile}: ${code} ${id}: placeholders differ from English "${englishFlat[source]}"`,
        );
        continue;
      }
      if (!isTranslated(code, id, text, englishFlat[source])) {
        if (!acceptSame) {
          problems.push(
            `${batchFile}: ${code} ${id}: identical to English "${text}" (if right, re-run with --same-as-english)`,
          );
          continue;
        }
        newSame.push([code, id]);
      }
      const file = n.file(code);
      if (!pending.has(file)) pending.set(file, { data: readJson(file), english: englishData, count: 0 });
      const p = pending.get(file);
      setPath(p.data, key, text);
      p.count += 1;
    }
  }
}

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} problem(s); nothing written.`);
  process.exit(1);
}
if (newSame.length) {
  for (const [code, id] of newSame) {
    same[code] ??= [];
    if (!same[code].includes(id)) same[code].push(id);
  }
  writeFileSync(sameFile, `${JSON.stringify(same, null, 2)}\n`);
  console.log(`Recorded as same as English: ${newSame.map(([c, i]) => `${c} ${i}`).join(', ')}`);
}
for (const [file, { data, english, count }] of pending) {
  writeLocale(file, data, english);
  console.log(`${rel(file)}: ${count} keys`);
}

// Leave the files as `prettier --check` (npm test) wants them.
const written = [...pending.keys(), ...(newSame.length ? [sameFile] : [])];
const prettier = join(repoRoot, 'node_modules', '.bin', 'prettier');
if (written.length && existsSync(prettier))
  spawnSync(prettier, ['--write', '--log-level', 'warn', ...written], { stdio: 'inherit' });
