// One jest setup every package extends: TypeScript/TSX through swc (fast, no type-check;
// `typecheck` scripts do that), CommonJS output so jest's module registry works.
module.exports = {
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json', 'cjs', 'mjs'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
