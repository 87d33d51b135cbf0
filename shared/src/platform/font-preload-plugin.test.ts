/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './test-utils/source-files';
// The build plugin is CommonJS, loaded by every host's webpack config.
const { preloadedFontFiles } =
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('../../build/font-preload-plugin.js') as { preloadedFontFiles: (names: string[]) => string[] };

describe('font preloads of a host page', () => {
  it('name the Latin and Vietnamese files a build emits, not the other scripts', () => {
    const emitted = [
      'main.0123456789.js',
      'noto-sans-thai-thai-wght-normal.a0310f2e3b.woff2',
      'noto-sans-vietnamese-wght-normal.4e5f1a3285.woff2',
      'noto-sans-latin-ext-wght-normal.b346d4a3fa.woff2',
      'noto-sans-latin-wght-normal.6eb473d3ef.woff2',
    ];
    expect(preloadedFontFiles(emitted)).toEqual([
      'noto-sans-latin-wght-normal.6eb473d3ef.woff2',
      'noto-sans-vietnamese-wght-normal.4e5f1a3285.woff2',
    ]);
  });

  it('match the files the shared font sheet declares (a renamed file would silently stop the preload)', () => {
    const sheet = readFileSync(path.join(REPO_ROOT, 'shared/src/ui/styles/fonts.css'), 'utf8');
    const declared = [...sheet.matchAll(/files\/([\w-]+)\.woff2/g)].map(
      ([, name]) => `${name}.0123456789.woff2`,
    );
    expect(preloadedFontFiles(declared)).toHaveLength(2);
    const packageFiles = readdirSync(
      path.join(REPO_ROOT, 'shared/node_modules/@fontsource-variable/noto-sans/files'),
    ).map((file) => file.replace(/\.woff2$/, '.0123456789.woff2'));
    expect(preloadedFontFiles(packageFiles)).toHaveLength(2);
  });
});
