// The shell's runtime plugin that puts its federation bundler runtime's functions on the page for production remotes
// (external.js reads them; why: docs/performance.md "What home loads").
//
// `__webpack_require__.federation` is the shell's own federation object: its federation entry fills it from
// @module-federation/webpack-bundler-runtime before the runtime is initialised, so it is complete when `beforeInit`
// runs, long before the release manifest names any remote. Only the stateless functions are provided: each takes the
// container's own `webpackRequire`. A container's state (its federation object, its instance, its share scope) and
// the functions the shell lacks (`initContainerEntry`: a host exposes nothing, so its build leaves it out) stay in
// each remote.
import { BUNDLER_RUNTIME_GLOBAL } from './global-name.js';

export default function provideBundlerRuntimePlugin() {
  return {
    name: 'site-provide-bundler-runtime',
    beforeInit(args) {
      // webpack's own module variable: here the shell's __webpack_require__.
      const { bundlerRuntime, attachShareScopeMap } = __webpack_require__.federation;
      globalThis[BUNDLER_RUNTIME_GLOBAL] = Object.freeze({
        remotes: bundlerRuntime.remotes,
        consumes: bundlerRuntime.consumes,
        initializeSharing: bundlerRuntime.I,
        installInitialConsumes: bundlerRuntime.installInitialConsumes,
        getSharedFallbackGetter: bundlerRuntime.getSharedFallbackGetter,
        attachShareScopeMap,
      });
      return args;
    },
  };
}
