const { createWebpackConfig } = require('../shared/build/create-webpack-config');

module.exports = createWebpackConfig({
  appDir: __dirname,
  federation: require('./module-federation.config'),
});
