import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, isTest, sourceFiles } from './test-utils/source-files';
// The build's share config (CommonJS, read by every app's webpack config).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createSharedSingletons, SLIM_PROVIDERS } = require('../../build/shared-singletons.js') as {
  createSharedSingletons: () => Record<string, { import?: string; version?: string; singleton?: boolean }>;
  SLIM_PROVIDERS: Record<string, string>;
};

/**
 * Some shared singletons are provided by a slim module of ours that re-exports only the names the apps use
 * (shared/build/*-slim.js; docs/performance.md "What home loads"). TypeScript checks the apps against the whole
 * package, so a name a slim module lacks would only show as `undefined` in the browser: this test reads every
 * app's imports of each such package and fails on a name its slim module does not export.
 */
const root = REPO_ROOT;
const APP_DIRS = ['shell', 'mfe-lobby', 'mfe-lottery', 'mfe-member', 'mfe-agent', 'mfe-promotions', 'shared'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Value names the apps' shipped code imports from `pkg` (type-only imports carry no code), with a file each. */
function importedNames(pkg: string): Map<string, string> {
  const names = new Map<string, string>();
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${escape(pkg)}'`, 'g');
  for (const app of APP_DIRS) {
    for (const file of sourceFiles(path.join(root, app, 'src')).filter((f) => !isTest(f))) {
      for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
        if (match[1]) continue;
        for (const part of match[2]!.split(',')) {
          const name = part
            .trim()
            .split(/\s+as\s+/)[0]!
            .trim();
          if (name && !name.startsWith('type ')) names.set(name, path.relative(root, file));
        }
      }
    }
  }
  return names;
}

function slimExports(file: string): Set<string> {
  const text = readFileSync(file, 'utf8');
  const names = [...text.matchAll(/export\s*\{([^}]*)\}\s*from\s*'[^']+'/g)].flatMap((match) =>
    match[1]!.split(',').map((name) => name.trim()),
  );
  return new Set(names.filter(Boolean));
}

// The scan finds each package's imports at all (a changed import style would make the check vacuous).
const AT_LEAST = { 'react-router-dom': 8, rxjs: 2, 'react-i18next': 3 } as Record<string, number>;

describe.each(Object.entries(SLIM_PROVIDERS))('the %s share', (pkg, file) => {
  test('provides every name the apps import', () => {
    const provided = slimExports(file);
    const imported = importedNames(pkg);
    expect([...imported].filter(([name]) => !provided.has(name))).toEqual([]);
    expect(imported.size).toBeGreaterThanOrEqual(AT_LEAST[pkg] ?? 1);
  });

  test('is the slim module, with the package version and the singleton rule', () => {
    const share = createSharedSingletons()[pkg]!;
    expect(share.import).toBe(file);
    expect(share.singleton).toBe(true);
    expect(share.version).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
