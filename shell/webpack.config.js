const { createWebpackConfig } = require('../shared/build/create-webpack-config');
const { THEME_BOOT_SCRIPT } = require('../shared/src/theme/boot-script.cjs');

module.exports = createWebpackConfig({
  appDir: __dirname,
  federation: require('./module-federation.config'),
  port: 3000,
  // Applies the saved theme before first paint (no dark flash for light-theme players).
  headHtml: `\n    <script>${THEME_BOOT_SCRIPT}</script>`,
});
