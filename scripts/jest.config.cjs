// The repository scripts' own tests (node, not a browser). The remote template's files are checked by scaffolding
// a remote from them (new-remote.test.ts), not run from here.
module.exports = {
  ...require('../jest.preset.cjs'),
  displayName: 'scripts',
  testEnvironment: 'node',
  roots: ['<rootDir>'],
  testMatch: ['<rootDir>/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/remote-template/'],
};
