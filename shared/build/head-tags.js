// One way for a build plugin to add elements to a host page's <head>: HtmlWebpackPlugin's tag groups, once per
// compilation, with the page's public path. Used by the start-chunk scripts and the font preloads.

/**
 * Taps HtmlWebpackPlugin so that `addTags(compilation, publicPath, headTags)` may add to the head's tags.
 * @param {import('webpack').Compiler} compiler
 * @param {typeof import('html-webpack-plugin')} HtmlWebpackPlugin the app's own copy (hooks are per copy)
 * @param {string} name the plugin's name, for webpack's hooks and the tags' meta
 * @param {(compilation: import('webpack').Compilation, publicPath: string, headTags: object[]) => void} addTags
 */
function tapHeadTags(compiler, HtmlWebpackPlugin, name, addTags) {
  compiler.hooks.thisCompilation.tap(name, (compilation) => {
    HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(name, (data) => {
      const publicPath = typeof data.publicPath === 'string' ? data.publicPath : '/';
      addTags(compilation, publicPath, data.headTags);
      return data;
    });
  });
}

module.exports = { tapHeadTags };
