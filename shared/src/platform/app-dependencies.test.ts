import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, isTest, sourceFiles } from './test-utils/source-files';
// The one apps registry (CommonJS, read by the build, jest, eslint and the server alike).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { APP_NAMES, SINGLETONS } = require('./apps.cjs') as { APP_NAMES: string[]; SINGLETONS: string[] };

/**
 * Each app's package.json lists what its code imports and nothing else (issue "Remote platform v2": a feature
 * team copying a remote must not inherit a dependency list nobody uses). The shared singletons stay listed in
 * every app: Module Federation resolves each app's own copy as the fallback of the shared scope.
 */
const root = REPO_ROOT;

/** 'swiper/react' → 'swiper', '@scope/pkg/x' → '@scope/pkg'; relative paths → null. */
function packageName(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** Every stylesheet under `dir`: the fonts an app ships are packages its CSS names (`url('~pkg/file')`). */
function styleSheets(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return styleSheets(full);
    return name.endsWith('.css') ? [full] : [];
  });
}

function importedPackages(app: string, which: 'product' | 'tests'): Set<string> {
  const found = new Set<string>();
  // Test helpers also live outside src/ (e.g. shell/test/): they count as tests.
  const testFolder = path.join(root, app, 'test');
  const extra = which === 'tests' && existsSync(testFolder) ? sourceFiles(testFolder) : [];
  const files = [
    ...sourceFiles(path.join(root, app, 'src')).filter((f) => (which === 'tests' ? isTest(f) : !isTest(f))),
    ...extra,
  ];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)) {
      const name = packageName(match[1]!);
      if (name && !name.startsWith('node:')) found.add(name);
    }
  }
  if (which === 'product') {
    for (const sheet of styleSheets(path.join(root, app, 'src'))) {
      for (const match of readFileSync(sheet, 'utf8').matchAll(/(?:url\(|@import\s+)['"]?~([^'")\s]+)/g)) {
        const name = packageName(match[1]!);
        if (name) found.add(name);
      }
    }
  }
  return found;
}

describe.each(APP_NAMES)('%s/package.json', (app) => {
  const manifest = JSON.parse(readFileSync(path.join(root, app, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const dependencies = Object.keys(manifest.dependencies ?? {});
  const devDependencies = Object.keys(manifest.devDependencies ?? {});
  const product = importedPackages(app, 'product');
  const tests = importedPackages(app, 'tests');

  it('lists every package its code imports (product code in dependencies, tests in either)', () => {
    expect(
      [...product].filter((name) => !dependencies.includes(name) && !devDependencies.includes(name)).sort(),
    ).toEqual([]);
    expect(
      [...tests].filter((name) => !dependencies.includes(name) && !devDependencies.includes(name)).sort(),
    ).toEqual([]);
  });

  it('lists no runtime dependency its product code does not import, besides the shared singletons', () => {
    const unused = dependencies.filter((name) => !product.has(name) && !SINGLETONS.includes(name));
    expect(unused.sort()).toEqual([]);
  });
});
