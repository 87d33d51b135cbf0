const { createFederationConfig } = require('../shared/build/create-webpack-config');

// Every exposed path is a contract that outlives a deploy: `./routes` plus one `./widgets/<name>`
// per slot this remote owns (shared/src/platform/slots.ts).
module.exports = createFederationConfig({
  name: 'mfe_promotions',
  exposes: {
    './routes': './src/remote-entry.tsx',
    './widgets/new-player-slider': './src/widgets/new-player-slider.tsx',
    './widgets/reward-center': './src/widgets/reward-center.tsx',
    './widgets/bonus-details': './src/widgets/bonus-details.tsx',
    './widgets/mission-leaderboard': './src/widgets/mission-leaderboard.tsx',
    './widgets/red-envelope': './src/widgets/red-envelope.tsx',
    './widgets/winner-board': './src/widgets/winner-board.tsx',
  },
});
