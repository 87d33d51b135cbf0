const { createWebpackConfig } = require('../shared/build/create-webpack-config');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { THEME_BOOT_SCRIPT } = require('../shared/src/theme/boot-script.cjs');

// The header's logo mark: an "R" on the accent colour.
const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#f5b829"/>' +
    '<text x="16" y="23" font-family="sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="#1a1300">R</text></svg>',
)}`;

// What the tab says until the app names the page (src/app/use-document-title.ts). The shared builder titles the
// page after the federation container, "shell", which players should never read; the brand is not right either,
// as it is a translation the page only knows once its script runs.
const STATIC_TITLE = 'Loading…';
const TITLE = /<title>[^<]*<\/title>/;

/** Puts STATIC_TITLE in index.html through html-webpack-plugin's public hook, leaving the shared template alone. */
class StaticTitlePlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('StaticTitlePlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap('StaticTitlePlugin', (data) => {
        // A template without <title> would leave the tab unnamed with no one noticing: fail the build instead.
        if (!TITLE.test(data.html)) throw new Error('shell index.html has no <title> to replace');
        return { ...data, html: data.html.replace(TITLE, `<title>${STATIC_TITLE}</title>`) };
      });
    });
  }
}

const buildConfig = createWebpackConfig({
  appDir: __dirname,
  federation: require('./module-federation.config'),
  port: 3000,
  // Applies the saved theme before first paint (no dark flash for light-theme players). The icon is inline (the
  // CSP allows data: images): without one every page load logged a 404 for /favicon.ico.
  headHtml: `\n    <link rel="icon" href="${FAVICON}" />\n    <script>${THEME_BOOT_SCRIPT}</script>`,
});

module.exports = (env, argv) => {
  const config = buildConfig(env, argv);
  return { ...config, plugins: [...config.plugins, new StaticTitlePlugin()] };
};
