module.exports = {
  ...require('../jest.preset.cjs'),
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.cjs'],
  moduleNameMapper: { '\\.css$': '<rootDir>/jest.style-stub.cjs' },
};
