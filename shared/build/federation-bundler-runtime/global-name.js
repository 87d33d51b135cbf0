// The page global on which the shell provides its federation bundler runtime's functions to production remotes
// (provide-plugin.js writes it, external.js reads it). Part of the shell–remote release contract: see
// docs/decisions.md "One federation runtime".
export const BUNDLER_RUNTIME_GLOBAL = '__SITE_FEDERATION_BUNDLER_RUNTIME__';
