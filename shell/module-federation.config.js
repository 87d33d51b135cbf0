const { createFederationConfig } = require('../shared/build/create-webpack-config');

// The host: no remotes at build time (they come from the release manifest at runtime).
module.exports = createFederationConfig({ name: 'shell', remote: false });
