module.exports = {
  ...require('../jest.preset.cjs'),
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/test/setup-tests.ts'],
  moduleNameMapper: { '\\.css$': '<rootDir>/test/style-stub.cjs' },
};
