const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset,
  transform: { ...preset.transform, '^.+\\.mjs$': Object.values(preset.transform)[0] },
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.cjs'],
  moduleNameMapper: {
    '\\.css$': '<rootDir>/jest.style-stub.cjs',
    '^swiper/css(/.*)?$': '<rootDir>/jest.style-stub.cjs',
  },
  // swiper ships ESM only: let swc turn it into CommonJS like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(swiper)/)'],
};
