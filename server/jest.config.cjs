const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset,
  // PGlite's CommonJS build (.cjs) must go through swc too (see transformIgnorePatterns).
  transform: { ...preset.transform, '@electric-sql/pglite/.+\\.cjs$': Object.values(preset.transform)[0] },
  displayName: 'server',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testTimeout: 60000,
  // PostgreSQL-only tests have their own config (jest.pg.config.cjs) and step in scripts/test.mjs.
  testPathIgnorePatterns: ['/node_modules/', '\\.pg\\.test\\.ts$'],
  // kysely ships ESM only, and PGlite's CommonJS build calls `import()`, which jest's vm refuses
  // on Node 20: let swc turn both into plain CommonJS like our own code.
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(kysely|@electric-sql/pglite|content-disposition|cookie)/)',
  ],
};
