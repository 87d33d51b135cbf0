// One jest run over every package (each keeps its own jest.config.cjs next to its code).
module.exports = {
  // testTimeout is a global option: a project's own value is ignored in a multi-project run. Server tests
  // build a real app on a real database, which takes seconds on a loaded 2-core machine.
  testTimeout: 60000,
  projects: [
    '<rootDir>/shared',
    '<rootDir>/shell',
    '<rootDir>/mfe-lobby',
    '<rootDir>/mfe-lottery',
    '<rootDir>/mfe-member',
    '<rootDir>/mfe-agent',
    '<rootDir>/mfe-promotions',
    '<rootDir>/server',
  ],
};
