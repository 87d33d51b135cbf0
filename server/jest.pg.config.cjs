// PostgreSQL-only server tests (`*.pg.test.ts`): two server processes on one database, where races show.
// scripts/test.mjs runs them as their own counted step with DATABASE_URL; they fail, never skip, without it.
const base = require('./jest.config.cjs');

module.exports = {
  ...base,
  displayName: 'server-postgres',
  rootDir: __dirname,
  testMatch: ['**/*.pg.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  testTimeout: 180000,
};
