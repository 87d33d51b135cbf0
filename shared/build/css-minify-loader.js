// Minifies a stylesheet before css-loader turns it into a module. The apps' CSS is injected by style-loader as a
// string inside the JavaScript, so no CSS minimizer ever saw it: production scripts carried every comment and
// indent of the source (home's stylesheets ~1.7 KB brotli more). esbuild's CSS minifier only rewrites what keeps
// the meaning (whitespace, comments, shorter equal values); with no target it lowers no syntax.
const { transform } = require('esbuild');

module.exports = function cssMinifyLoader(source) {
  const callback = this.async();
  transform(source, { loader: 'css', minify: true, sourcefile: this.resourcePath }).then(
    (result) => callback(null, result.code),
    callback,
  );
};
