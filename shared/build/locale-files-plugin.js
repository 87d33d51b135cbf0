// The shared language files (shared/src/i18n/locales/<lang>/<ns>.json) as plain files of the host's build, fetched
// by `loadLocaleNamespace` at `/locales/<lang>/<ns>.<version>.json`, instead of one webpack chunk per file: 600
// chunks cost a map of file names to chunk ids in the i18n chunk and a table of chunk ids to content hashes in
// main.js, ~8 KB brotli on every page, to name files only a non-English visitor asks for. One version for the whole
// set (a hash of every file) keeps each name immutable without any table (docs/i18n.md "Language files").
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const LOCALES_DIR = path.join(__dirname, '..', 'src', 'i18n', 'locales');

/** The define the loader reads: `typeof __SITE_LOCALES_VERSION__` is "undefined" outside a webpack build (jest). */
const LOCALES_VERSION_DEFINE = '__SITE_LOCALES_VERSION__';

/** Every language file, minified, in a stable order. */
function readLocaleFiles() {
  const files = [];
  for (const language of fs.readdirSync(LOCALES_DIR).sort()) {
    const dir = path.join(LOCALES_DIR, language);
    if (!fs.statSync(dir).isDirectory()) continue;
    for (const file of fs.readdirSync(dir).sort()) {
      if (!file.endsWith('.json')) continue;
      const json = JSON.stringify(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')));
      files.push({ language, namespace: file.slice(0, -'.json'.length), json });
    }
  }
  return files;
}

/** Production: a hash of the whole set, so a changed file is a new name. Development: files change under watch. */
function localesVersion(production) {
  if (!production) return 'dev';
  const hash = createHash('sha256');
  for (const f of readLocaleFiles()) hash.update(`${f.language}/${f.namespace}\n${f.json}\n`);
  return hash.digest('hex').slice(0, 10);
}

const localeFileName = (language, namespace, version) => `locales/${language}/${namespace}.${version}.json`;

class LocaleFilesPlugin {
  constructor(webpack, version) {
    this.webpack = webpack;
    this.version = version;
  }

  apply(compiler) {
    const { Compilation, sources } = this.webpack;
    compiler.hooks.thisCompilation.tap('LocaleFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'LocaleFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.contextDependencies.add(LOCALES_DIR);
          for (const f of readLocaleFiles()) {
            compilation.emitAsset(
              localeFileName(f.language, f.namespace, this.version),
              new sources.RawSource(f.json),
            );
          }
        },
      );
    });
  }
}

module.exports = {
  LocaleFilesPlugin,
  LOCALES_VERSION_DEFINE,
  localesVersion,
  localeFileName,
  readLocaleFiles,
};
