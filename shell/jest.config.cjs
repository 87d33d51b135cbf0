const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset,
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  // Form tests type character by character; on a loaded 2-core CI box 5 s is not enough.
  testTimeout: 30000,
  setupFilesAfterEnv: ['<rootDir>/test/setup-tests.ts'],
  moduleNameMapper: {
    '\\.css$': '<rootDir>/test/style-stub.cjs',
    '^swiper/css(/.*)?$': '<rootDir>/test/style-stub.cjs',
  },
  // swiper ships ESM only (.mjs): run it through the same swc transform as our code.
  transform: { ...preset.transform, '^.+\\.mjs$': preset.transform['^.+\\.(t|j)sx?$'] },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(swiper|ssr-window|dom7))'],
};
