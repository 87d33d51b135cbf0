// Names, in a host page's <head>, the font files its first screen always draws with, as preloads: the browser
// fetches them with the page's scripts instead of when the stylesheet that declares them (inserted by script) first
// meets text. Fetched late, each arrived after the first render and made the browser lay the whole page out again,
// every text box of ~2,200 (two layouts of 20–35 ms on this machine, 4× that on a phone: docs/performance.md
// "Main thread"). Which files: Latin (every page) and Vietnamese (home's lottery panel names Vietnamese provinces'
// draws for every visitor). The other scripts' files load when a page shows their text, as before.

const { tapHeadTags } = require('./head-tags');

const NAME = 'FontPreloadPlugin';
const PRELOADED_FONTS = [
  /^noto-sans-latin-wght-normal\.[0-9a-f]+\.woff2$/,
  /^noto-sans-vietnamese-wght-normal\.[0-9a-f]+\.woff2$/,
];

class FontPreloadPlugin {
  /** @param {typeof import('html-webpack-plugin')} HtmlWebpackPlugin the app's own copy (hooks are per copy) */
  constructor(HtmlWebpackPlugin) {
    this.HtmlWebpackPlugin = HtmlWebpackPlugin;
  }

  apply(compiler) {
    tapHeadTags(compiler, this.HtmlWebpackPlugin, NAME, (compilation, publicPath, headTags) => {
      const links = preloadedFontFiles(Object.keys(compilation.assets)).map((file) => ({
        tagName: 'link',
        voidTag: true,
        meta: { plugin: NAME },
        // Fonts are always fetched in CORS mode: without `crossorigin` the preload would not be the one used.
        attributes: {
          rel: 'preload',
          href: `${publicPath}${file}`,
          as: 'font',
          type: 'font/woff2',
          crossorigin: '',
        },
      }));
      headTags.unshift(...links);
    });
  }
}

/** The emitted font files to preload, in the order of PRELOADED_FONTS. */
function preloadedFontFiles(assetNames) {
  return PRELOADED_FONTS.flatMap((pattern) => assetNames.filter((name) => pattern.test(name)).slice(0, 1));
}

module.exports = { FontPreloadPlugin, preloadedFontFiles };
