#!/usr/bin/env node
// Prints, per language of the picker, the share of English keys that have a translation, over EVERY namespace
// of EVERY app: the shared namespaces (shell, UI kit, and the server's texts sent as codes: error messages and
// the validation messages of the pattern ids) and each mfe-* app's namespace. A key counts when it is non-empty,
// keeps the English placeholders, and is not just the English copied over — unless it is only placeholders or
// a reviewed same-as-English entry in i18n-same-as-english.json (brand and messenger names). English plurals
// (x_one/x_other) require every plural form of the language (i18next v4 suffixes).
// Usage: node shared/scripts/i18n-coverage.mjs [--json] [--app <app>] [--check [--min 98]]
//   --check  exit 1 when any language of the picker is below --min percent (default 98); `npm test` runs this.
import { argValue, entries, languages, namespaces } from './i18n-lib.mjs';

const app = argValue('--app');
const min = Number(argValue('--min') ?? 98);
const rows = languages.map(({ code, name, flagged }) => {
  const all = entries(code, { app });
  const translated = all.filter((e) => e.translated).length;
  const perApp = {};
  for (const e of all) {
    perApp[e.app] ??= { translated: 0, total: 0 };
    perApp[e.app].total += 1;
    if (e.translated) perApp[e.app].translated += 1;
  }
  return { code, name, flagged, translated, total: all.length, perApp };
});
const pct = (r) => (r.total === 0 ? 100 : (100 * r.translated) / r.total);

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  const apps = [
    ...new Set(
      namespaces()
        .filter((n) => !app || n.app === app)
        .map((n) => n.app),
    ),
  ];
  console.log(
    `i18n coverage of ${rows[0].total} English keys in ${namespaces().filter((n) => !app || n.app === app).length} namespaces (${apps.join(', ')})`,
  );
  console.log(`         total              ${apps.map((a) => a.padStart(11)).join('')}`);
  for (const r of rows) {
    const cols = apps
      .map((a) => `${((100 * r.perApp[a].translated) / r.perApp[a].total).toFixed(0)}%`.padStart(11))
      .join('');
    console.log(
      `${r.flagged ? '*' : ' '} ${r.code.padEnd(6)} ${pct(r).toFixed(1).padStart(5)}%  ${String(r.translated).padStart(4)}/${String(r.total).padEnd(4)} ${cols}  ${r.name}`,
    );
  }
  console.log(
    '* = one of the 19 flagged languages of docs/product.md "Languages, themes and flags" (must reach 100%)',
  );
}

if (process.argv.includes('--check')) {
  const below = rows.filter((r) => pct(r) < min);
  if (below.length) {
    console.error(
      `\n${below.length} language(s) of the picker below ${min}%: ${below.map((r) => `${r.code} ${pct(r).toFixed(1)}%`).join(', ')}.\n` +
        'List the missing keys with `node shared/scripts/i18n-missing.mjs`, translate the batch, then ' +
        '`node shared/scripts/i18n-apply.mjs <batch.json>` (docs/i18n.md).',
    );
    process.exit(1);
  }
  console.log(`\nEvery language of the picker is at or above ${min}%.`);
}
