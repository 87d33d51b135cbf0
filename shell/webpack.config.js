const { createWebpackConfig } = require('../shared/build/create-webpack-config');
const { THEME_BOOT_SCRIPT } = require('../shared/src/theme/boot-script.cjs');

// The header's logo mark: an "R" on the accent colour.
const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#f5b829"/>' +
    '<text x="16" y="23" font-family="sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="#1a1300">R</text></svg>',
)}`;

module.exports = createWebpackConfig({
  appDir: __dirname,
  federation: require('./module-federation.config'),
  // What the tab says until the app names the page (src/app/use-document-title.ts): never the container's name.
  title: 'Loading…',
  // Applies the saved theme before first paint (no dark flash for light-theme players). The icon is inline (the
  // CSP allows data: images): without one every page load logged a 404 for /favicon.ico.
  headHtml: `\n    <link rel="icon" href="${FAVICON}" />\n    <script>${THEME_BOOT_SCRIPT}</script>`,
});
