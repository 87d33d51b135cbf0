const { createFederationConfig } = require('../shared/build/create-webpack-config');

// Every exposed path is a contract that outlives a deploy: `./routes` plus one `./widgets/<name>`
// per slot this remote owns (shared/src/platform/slots.ts).
module.exports = createFederationConfig({
  name: 'mfe_lottery',
  exposes: {
    './routes': './src/remote-entry.tsx',
    './widgets/panel': './src/widgets/panel.tsx',
  },
});
