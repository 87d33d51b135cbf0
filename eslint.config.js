// One ESLint config for the whole workspace (flat config; each app's `lint` script finds it).
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const checkFile = require('eslint-plugin-check-file');
const site = require('./shared/src/platform/lint/feature-boundaries.cjs');

// Remote folders from the one apps registry.
const REMOTES = require('./shared/src/platform/apps.cjs').REMOTES.map((entry) => entry.app);

const WHY_REMOTE =
  'A remote never imports the shell or another remote: each deploys on its own, so such an import ' +
  'bundles a stale copy of the other app. Talk through the bus in @site/shared (docs/architecture.md).';
const WHY_SHELL =
  'The shell never imports a remote: remotes are loaded at runtime from the release manifest, so ' +
  'one can be rolled back without rebuilding the shell. Use RemoteOutlet.';

// Every app folder (the shell and the remotes) follows one anatomy (docs/architecture.md "Remote anatomy").
const APP_NAMES = require('./shared/src/platform/apps.cjs').APP_NAMES;

const WHY_TESTING =
  '@site/shared/testing holds test-only helpers (the fake API): import it from tests and test-utils only, so no ' +
  "app's build ever bundles it.";
// Where the test-only helpers may be imported.
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/test-utils/**'];

/**
 * Bans importing `others` (package names and relative paths into their folders), the operator schemas and, unless
 * `tests`, the test-only helpers.
 */
function banApps(others, message, tests = false) {
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: others.flatMap((app) => [`@site/${app}`, `@site/${app}/*`, `**/${app}`, `**/${app}/**`]),
            message,
          },
          {
            group: ['@site/shared/schemas/operator', '**/schemas/operator', '**/schemas/operator/**'],
            message:
              'Operator schemas (staff, releases, back-office desks) are for the back office and the server: the ' +
              'player site loads its schema index on every page (docs/performance.md "JS budget").',
          },
          ...(tests
            ? []
            : [{ group: ['@site/shared/testing', '@site/shared/testing/*'], message: WHY_TESTING }]),
        ],
      },
    ],
  };
}

module.exports = tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'test-results/**',
      'playwright-report/**',
      'releases/**',
      '.data/**',
      'bench-results/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...REMOTES.flatMap((remote) => {
    const others = ['shell', ...REMOTES.filter((other) => other !== remote)];
    return [
      { files: [`${remote}/**/*.{ts,tsx,js}`], rules: banApps(others, WHY_REMOTE) },
      { files: TEST_FILES.map((glob) => `${remote}/${glob}`), rules: banApps(others, WHY_REMOTE, true) },
    ];
  }),
  { files: ['shell/**/*.{ts,tsx,js}'], rules: banApps(REMOTES, WHY_SHELL) },
  { files: TEST_FILES.map((glob) => `shell/${glob}`), rules: banApps(REMOTES, WHY_SHELL, true) },
  {
    // Features meet only through their index.ts; src/lib/ imports no feature (docs/architecture.md "Remote anatomy").
    files: APP_NAMES.map((app) => `${app}/src/**/*.{ts,tsx}`),
    plugins: { site },
    rules: { 'site/feature-boundaries': 'error' },
  },
  {
    // One spelling for file names, so a file is found on the first guess: kebab-case (`withdraw-page.tsx`); the
    // middle extensions (`.test`, `.d`, `.spec`) are not part of the name.
    files: [...APP_NAMES.map((app) => `${app}/src/**/*.{ts,tsx}`), 'shared/src/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    // Kysely's own advice: a migration takes `Kysely<any>` because it must keep working when the
    // `Database` type moves on; typing it with today's tables would break old migrations.
    files: ['server/src/db/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
