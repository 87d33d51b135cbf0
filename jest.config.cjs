// One jest run over every package (each keeps its own jest.config.cjs next to its code).
const { APP_NAMES } = require('./shared/src/platform/apps.cjs');

module.exports = {
  // testTimeout is a global option: a project's own value is ignored in a multi-project run. Server tests
  // build a real app on a real database, which takes seconds on a loaded 2-core machine.
  testTimeout: 60000,
  // Every app of the one registry (shared/src/platform/apps.cjs), plus shared, the server and the repo's scripts.
  projects: [
    '<rootDir>/shared',
    ...APP_NAMES.map((app) => `<rootDir>/${app}`),
    '<rootDir>/server',
    '<rootDir>/scripts',
  ],
};
