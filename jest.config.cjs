// One jest run over every package (each keeps its own jest.config.cjs next to its code).
module.exports = {
  projects: [
    '<rootDir>/shared',
    '<rootDir>/shell',
    '<rootDir>/mfe-lobby',
    '<rootDir>/mfe-lottery',
    '<rootDir>/mfe-member',
    '<rootDir>/mfe-agent',
    '<rootDir>/mfe-promotions',
    '<rootDir>/server',
  ],
};
