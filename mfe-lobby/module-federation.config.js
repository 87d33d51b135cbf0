const { createFederationConfig } = require('../shared/build/create-webpack-config');

// The only exposed path is `./routes`: every exposed path is a contract that outlives a deploy.
module.exports = createFederationConfig({
  name: 'mfe_lobby',
  exposes: { './routes': './src/remote-entry.tsx' },
});
