module.exports = {
  ...require('../jest.preset.cjs'),
  displayName: 'server',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testTimeout: 60000,
};
