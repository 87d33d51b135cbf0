const { createFederationConfig } = require('../shared/build/create-webpack-config');

// Every exposed path is a contract that outlives a deploy: `./routes`; add `./widgets/<name>` per slot this remote
// owns and `./overlay` if it owns an overlay (docs/architecture.md "Adding a page, a widget, a remote").
module.exports = createFederationConfig({
  name: 'mfe_scaffold',
  exposes: { './routes': './src/remote-entry.tsx' },
});
