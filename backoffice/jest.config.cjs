const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset,
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.cjs'],
  moduleNameMapper: { '\\.css$': '<rootDir>/jest.style-stub.cjs' },
};
