import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
// The build's share config (CommonJS, read by every app's webpack config).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createSharedSingletons, SLIM_PROVIDERS } = require('../../build/shared-singletons.js') as {
  createSharedSingletons: () => Record<string, { import?: string; version?: string; singleton?: boolean }>;
  SLIM_PROVIDERS: Record<string, string>;
};

/**
 * The page's router is the slim module shared/build/react-router-dom-slim.js, provided under the share key
 * `react-router-dom` (docs/performance.md "What home loads"). TypeScript checks the apps against the whole
 * package, so a name the slim module lacks would only show as `undefined` in the browser: this test reads every
 * app's imports from 'react-router-dom' and fails on a name the slim module does not export.
 */
const root = path.resolve(__dirname, '../../..');
const APP_DIRS = ['shell', 'mfe-lobby', 'mfe-lottery', 'mfe-member', 'mfe-agent', 'mfe-promotions', 'shared'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Value names imported from react-router-dom by the apps' shipped code (type-only imports carry no code). */
function importedRouterNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const app of APP_DIRS) {
    for (const file of sourceFiles(path.join(root, app, 'src'))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router-dom'/g)) {
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

function slimExports(): Set<string> {
  const text = readFileSync(SLIM_PROVIDERS['react-router-dom']!, 'utf8');
  const list = /export\s*\{([^}]*)\}\s*from\s*'react-router'/.exec(text)?.[1] ?? '';
  return new Set(
    list
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

test('every router name the apps import is provided by the slim router module', () => {
  const provided = slimExports();
  const missing = [...importedRouterNames()].filter(([name]) => !provided.has(name));
  expect(missing).toEqual([]);
  // The scan finds the apps' routers at all (a changed import style would make the check above vacuous).
  expect(importedRouterNames().size).toBeGreaterThanOrEqual(8);
});

test('the react-router-dom share is the slim module, with the package version and the singleton rule', () => {
  const share = createSharedSingletons()['react-router-dom']!;
  expect(share.import).toBe(SLIM_PROVIDERS['react-router-dom']);
  expect(share.singleton).toBe(true);
  expect(share.version).toMatch(/^7\./);
});
