// Names, in the host page's <head>, every script the shell runs before its first render (docs/performance.md
// "What home loads"), as deferred script elements after main.js: the browser fetches them with main.js instead of
// after main.js has run and asked for them (the federation runtime in main.js would otherwise discover ~20 chunks one
// round trip late), and each registers its modules before DOMContentLoaded, when the shell's entry starts the
// bootstrap (shell/src/index.ts). The runtime then finds them installed and inserts no script element of its own:
// inserting ~20 (after they had been preloaded, as before) was a third of its start-up task.
//
// Which scripts: the chunks of the entry's own dynamic import (the bootstrap boundary, with its eager imports), then
// for every shared module those chunks consume, the chunks of the shell's own provided copy of it (what the runtime
// loads: the host registers its copies first), and so on for what those consume.
// Lazy imports (modals, other routes) are not followed: they load when used, as before.

const { tapHeadTags } = require('./head-tags');

const NAME = 'StartChunkScriptsPlugin';
const CONSUME_SHARED = 'consume-shared-module';
const PROVIDE_SHARED = 'provide-module';

class StartChunkScriptsPlugin {
  /** @param {typeof import('html-webpack-plugin')} HtmlWebpackPlugin the app's own copy (hooks are per copy) */
  constructor(HtmlWebpackPlugin) {
    this.HtmlWebpackPlugin = HtmlWebpackPlugin;
  }

  apply(compiler) {
    tapHeadTags(compiler, this.HtmlWebpackPlugin, NAME, (compilation, publicPath, headTags) => {
      // Deferred scripts run in document order, after main.js; a script's default priority (low for deferred
      // ones) keeps them from counting as blocking the first paint.
      const scripts = startChunkFiles(compilation).map((file) => ({
        tagName: 'script',
        voidTag: false,
        meta: { plugin: NAME },
        attributes: { defer: true, src: `${publicPath}${file}` },
      }));
      headTags.push(...scripts);
    });
  }
}

/** The JS files of the chunks the host loads before its first render, in a stable order. */
function startChunkFiles(compilation) {
  const { chunkGraph, moduleGraph } = compilation;
  const entry = compilation.entries.get('main');
  const entryChunks = new Set(compilation.entrypoints.get('main')?.chunks ?? []);
  const blocks = [];
  for (const dependency of entry?.dependencies ?? []) {
    const module = moduleGraph.getModule(dependency);
    if (module) blocks.push(...module.blocks);
  }
  // The runtime loads a shared module from the copy registered in the share scope: on the host's page, the host's
  // own provided copy. Its chunk may be a different one (same content, another id) from the consumer's fallback.
  const providedBlocks = new Map();
  for (const module of compilation.modules) {
    if (module.type === PROVIDE_SHARED) providedBlocks.set(module._name, module.blocks);
  }
  const chunks = new Set();
  while (blocks.length > 0) {
    const group = chunkGraph.getBlockChunkGroup(blocks.pop());
    for (const chunk of group?.chunks ?? []) {
      if (chunks.has(chunk) || entryChunks.has(chunk)) continue;
      chunks.add(chunk);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type === CONSUME_SHARED)
          blocks.push(...(providedBlocks.get(module.options.shareKey) ?? module.blocks));
      }
    }
  }
  const files = [...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
  return [...new Set(files)].sort();
}

module.exports = { StartChunkScriptsPlugin, startChunkFiles };
