module.exports = {
  ...require('../jest.preset.cjs'),
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testTimeout: 60000,
};
