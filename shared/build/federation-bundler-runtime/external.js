// What a production remote's build uses in place of these modules of @module-federation/webpack-bundler-runtime:
// remotes.js, consumes.js, initializeSharing.js, installInitialConsumes.js, getSharedFallbackGetter.js and
// attachShareScopeMap.js (create-webpack-config.js aliases each of them here). The shell provides the same functions
// on the page (provide-plugin.js), so each remote entry no longer carries its own copy of them and of the
// @module-federation/sdk helpers they use (~3.5 KB brotli per remote entry; docs/performance.md "What home loads").
//
// Read when the remote entry runs, which is after the shell started: the shell registers remotes only once its
// runtime is initialised. A page without them has a shell built before this contract, and the remote fails to load
// with this message (its box shows its fallback) instead of with an undefined function later.
import { BUNDLER_RUNTIME_GLOBAL } from './global-name.js';

const provided = globalThis[BUNDLER_RUNTIME_GLOBAL];
if (!provided) {
  throw new Error(
    `This remote needs a shell that provides the federation bundler runtime (${BUNDLER_RUNTIME_GLOBAL}); publish a newer shell`,
  );
}

export const remotes = provided.remotes;
export const consumes = provided.consumes;
export const initializeSharing = provided.initializeSharing;
export const installInitialConsumes = provided.installInitialConsumes;
export const getSharedFallbackGetter = provided.getSharedFallbackGetter;
export const attachShareScopeMap = provided.attachShareScopeMap;
