const { createFederationConfig } = require('../shared/build/create-webpack-config');

// Its own host (docs/back-office.md): no remotes, and it exposes nothing — the player site never loads it.
module.exports = createFederationConfig({ name: 'backoffice', remote: false });
