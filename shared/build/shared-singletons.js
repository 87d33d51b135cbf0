// The ONE list of shared singletons. Every app (shell and remotes) spreads it, so a package is
// either shared by all or by none; "share as little as possible" keeps version coupling small.
const { readCatalog } = require('./catalog');
const sharedPackage = require('../package.json');

// Defined once in the apps registry; the server's compatibility guard reads the same list.
const { SINGLETONS: SINGLETON_PACKAGES } = require('../src/platform/apps.cjs');

// Sub-path keys ('react-dom/' matches 'react-dom/client') stop a second copy of React being
// bundled behind an import of a sub-path that the bare package key would not cover.
const SUB_PATH_PACKAGES = ['react', 'react-dom', '@site/shared'];

// Libraries several apps use on the same page (qrcode.react: the shell's and the lobby's download blocks), shared
// WITHOUT the singleton rule: when versions are compatible the page loads one copy, when they are not each app keeps
// its own, so sharing them couples no releases (issue "Fast on a phone": nothing bundled twice between shell and
// remotes). swiper left the list when home's carousels became the UI kit's scroll-snap Carousel: only the promotions
// remote's new-player slider uses it, on /register, and it bundles its own.
const SHARED_LIBRARIES = ['qrcode.react'];

// Singletons provided by a module of ours rather than the package's whole entry (see that module for why). The
// share key, the version and the singleton rule stay the package's, so the release contract is unchanged.
const SLIM_PROVIDERS = {
  'react-router-dom': require.resolve('./react-router-dom-slim.js'),
  rxjs: require.resolve('./rxjs-slim.js'),
  'react-i18next': require.resolve('./react-i18next-slim.js'),
};

function createSharedSingletons(catalog = readCatalog()) {
  const shared = {};
  const add = (key, version) => {
    shared[key] = { singleton: true, requiredVersion: `^${version}`, strictVersion: false };
    if (SLIM_PROVIDERS[key]) Object.assign(shared[key], { import: SLIM_PROVIDERS[key], version });
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
  for (const name of SHARED_LIBRARIES) {
    const version = catalog[name];
    if (!version) throw new Error(`shared library ${name} has no version in the pnpm catalog`);
    shared[name] = { singleton: false, requiredVersion: `^${version}` };
  }
  return shared;
}

/**
 * The share config for one app: a shared library the app does not depend on is left out (the app has no copy
 * to offer, and it must not list a package it does not import just to satisfy the share list).
 */
function sharedForApp(shared, appDependencies) {
  const has = (key) => {
    const name = key.replace(/\/$/, '');
    return !SHARED_LIBRARIES.includes(name) || appDependencies.includes(name);
  };
  return Object.fromEntries(Object.entries(shared).filter(([key]) => has(key)));
}

module.exports = { createSharedSingletons, sharedForApp, SINGLETON_PACKAGES, SLIM_PROVIDERS };
