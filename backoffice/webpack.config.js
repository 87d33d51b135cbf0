const { createWebpackConfig } = require('../shared/build/create-webpack-config');

// A shield on the slate colour of the back office: an inline icon (the CSP allows data: images), no /favicon.ico 404.
const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#334155"/>' +
    '<text x="16" y="22" font-family="sans-serif" font-size="15" font-weight="700" text-anchor="middle" fill="#fff">BO</text></svg>',
)}`;

module.exports = createWebpackConfig({
  appDir: __dirname,
  federation: require('./module-federation.config'),
  title: 'Back office',
  // Served under /bo/ by the platform server (server/src/modules/back-office/back-office-hosting.ts).
  publicPath: '/bo/',
  // No inline script: the back office's CSP allows none. Search engines stay out (the server also sends X-Robots-Tag).
  headHtml: `\n    <meta name="robots" content="noindex, nofollow" />\n    <link rel="icon" href="${FAVICON}" />`,
});
