module.exports = {
  ...require('../jest.preset.cjs'),
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.cjs'],
  // Kit components import their own CSS (webpack's style-loader injects it); jest has no use for it.
  moduleNameMapper: { '\\.css$': '<rootDir>/jest.style-stub.cjs' },
};
