// Takes out of the runtime chunk the modules that Module Federation's hoisting put there although no code can
// require them.
//
// @module-federation/enhanced 2.9's HoistContainerReferencesPlugin moves everything the federation runtime and the
// container entry reference into the runtime chunk (`main.js`, each `remoteEntry.js`). It walks every module graph
// connection, also the inactive ones: the re-exports of a side-effect-free package that webpack skipped by wiring the
// importer straight to the module that defines the name. So the whole of `@module-federation/sdk` (its index, DOM and
// Node script loaders, manifest and logger modules) and the error-codes index ride in every runtime chunk, ~49 KB of
// source per chunk that no `__webpack_require__` ever names (seen in an unminified build: no reference to their ids).
//
// This plugin runs just after the hoisting and removes a module from the runtime chunks only when no code can reach
// it: starting from what webpack itself requires (entries, includes, the runtime's own dependencies), it follows only
// active connections, through every chunk. What is left is exactly what the code requires, so the page runs the same;
// docs/performance.md "What home loads".
const PLUGIN_NAME = 'DropUnreachableHoistedModulesPlugin';
// HoistContainerReferencesPlugin hoists at optimizeChunks stage 11.
const AFTER_HOISTING_STAGE = 12;

class DropUnreachableHoistedModulesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.optimizeChunks.tap({ name: PLUGIN_NAME, stage: AFTER_HOISTING_STAGE }, (chunks) => {
        const { chunkGraph } = compilation;
        const reachable = reachableModules(compilation);
        for (const chunk of chunks) {
          if (!chunk.hasRuntime()) continue;
          for (const module of [...chunkGraph.getChunkModulesIterable(chunk)]) {
            if (!reachable.has(module)) chunkGraph.disconnectChunkAndModule(chunk, module);
          }
        }
      });
    });
  }
}

/**
 * Every module some code can require: the roots are the modules webpack requires by itself (a chunk's entry modules,
 * and any module with an incoming connection that has no origin module: entries, includes such as the provided
 * shared modules, the federation runtime's own entry), then whatever an active connection of a reached module leads
 * to, static or dynamic import alike.
 */
function reachableModules(compilation) {
  const { chunkGraph, moduleGraph } = compilation;
  const reached = new Set();
  const stack = [];
  const reach = (module) => {
    if (!module || reached.has(module)) return;
    reached.add(module);
    stack.push(module);
  };
  for (const module of compilation.modules) {
    if (chunkGraph.isEntryModule(module)) reach(module);
    for (const connection of moduleGraph.getIncomingConnections(module)) {
      if (!connection.originModule) reach(module);
    }
  }
  while (stack.length > 0) {
    const module = stack.pop();
    for (const connection of moduleGraph.getOutgoingConnections(module)) {
      if (connection.isTargetActive(undefined)) reach(connection.module);
    }
  }
  return reached;
}

module.exports = { DropUnreachableHoistedModulesPlugin };
