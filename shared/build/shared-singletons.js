// The ONE list of shared singletons. Every app (shell and remotes) spreads it, so a package is
// either shared by all or by none; "share as little as possible" keeps version coupling small.
const { readCatalog } = require('./catalog');
const sharedPackage = require('../package.json');

// Defined once in the apps registry; the server's compatibility guard reads the same list.
const { SINGLETONS: SINGLETON_PACKAGES } = require('../src/platform/apps.cjs');

// Sub-path keys ('react-dom/' matches 'react-dom/client') stop a second copy of React being
// bundled behind an import of a sub-path that the bare package key would not cover.
const SUB_PATH_PACKAGES = ['react', 'react-dom', '@site/shared'];

function createSharedSingletons(catalog = readCatalog()) {
  const shared = {};
  const add = (key, version) => {
    shared[key] = { singleton: true, requiredVersion: `^${version}`, strictVersion: false };
  };
  for (const name of SINGLETON_PACKAGES) {
    const version = catalog[name];
    if (!version) throw new Error(`shared singleton ${name} has no version in the pnpm catalog`);
    add(name, version);
  }
  // The workspace package has no catalog entry: its own version is the contract.
  add('@site/shared', sharedPackage.version);
  for (const name of SUB_PATH_PACKAGES) {
    const version = name === '@site/shared' ? sharedPackage.version : catalog[name];
    add(`${name}/`, version);
  }
  return shared;
}

module.exports = { createSharedSingletons, SINGLETON_PACKAGES };
