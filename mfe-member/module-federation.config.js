const { createFederationConfig } = require('../shared/build/create-webpack-config');

// Every exposed path is a contract that outlives a deploy: `./routes`, and `./overlay` because this
// remote owns an overlay (shared/src/platform/overlays.ts).
module.exports = createFederationConfig({
  name: 'mfe_member',
  exposes: {
    './routes': './src/remote-entry.tsx',
    './overlay': './src/overlay/overlay.tsx',
  },
});
