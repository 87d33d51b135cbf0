// The one webpack + Module Federation builder. Each app's webpack.config.js is a few lines that
// call this with its directory and its module-federation.config.js.
const path = require('node:path');
const { createRequire } = require('node:module');
const { createSharedSingletons, sharedForApp } = require('./shared-singletons');
const { BundleReportPlugin } = require('./bundle-report-plugin');
const { StartChunkScriptsPlugin } = require('./start-chunk-scripts-plugin');
const { FontPreloadPlugin } = require('./font-preload-plugin');
const { DropUnreachableHoistedModulesPlugin } = require('./drop-unreachable-hoisted-modules-plugin');
const { LocaleFilesPlugin, LOCALES_VERSION_DEFINE, localesVersion } = require('./locale-files-plugin');

// The timeout for lazily loaded script chunks (docs/product.md "Limits"); the shell's own (shorter) entry timeout lives
// in the federation runtime plugin.
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * Builds the Module Federation options shared by every app: the singleton list, the
 * `loaded-first` strategy (an offline remote can't block start-up), a manifest for remotes.
 */
function createFederationConfig({ name, exposes, remote = Boolean(exposes) }) {
  return {
    name,
    filename: remote ? 'remoteEntry.js' : undefined,
    exposes: exposes ?? {},
    // The shell registers remotes at runtime from the release manifest: no URL at build time.
    remotes: {},
    shared: createSharedSingletons(),
    shareStrategy: 'loaded-first',
    manifest: remote ? { fileName: 'mf-manifest.json' } : false,
    dts: false,
    dev: false,
  };
}

/**
 * One Module Federation runtime per page (~28 KB brotli): the shell bundles it and provides it on a
 * global, production remotes use that one instead of shipping their own copy. A remote in development
 * (its own dev server, no shell around it) keeps its own runtime so it still starts alone. Consequence
 * for releases: a production remote needs a shell that provides the runtime (every shell built since
 * this change does; see docs/decisions.md "One federation runtime").
 */
function federationRuntimeSharing(isRemote, production) {
  return isRemote && production ? { externalRuntime: true } : {};
}

/**
 * The shell's side of the above. What `experiments.provideExternalRuntime` does, but with the injector's
 * ES module build: the option adds its CommonJS build, which pulls in the CommonJS copy of the runtime
 * beside the ES one the bundler runtime uses, and the shell would ship the runtime twice (seen in
 * dist/bundle-report.json).
 */
function externalRuntimeInjector(appRequire) {
  return resolveFromEnhanced(appRequire, '@module-federation/inject-external-runtime-core-plugin').replace(
    /index\.cjs$/,
    'index.js',
  );
}

/** A package of @module-federation/enhanced's own dependencies (pnpm does not hoist them to the app). */
function resolveFromEnhanced(appRequire, request) {
  return createRequire(appRequire.resolve('@module-federation/enhanced/webpack')).resolve(request);
}

/**
 * The second half of one federation runtime per page: a production remote also takes the bundler runtime's stateless
 * functions from the shell (shared/build/federation-bundler-runtime: the shell's runtime plugin provides them, and
 * the remote's build resolves these modules of @module-federation/webpack-bundler-runtime to the file that reads
 * them). Same condition and same release consequence as `externalRuntime` above.
 */
const BUNDLER_RUNTIME_DIR = path.join(__dirname, 'federation-bundler-runtime');
const SHARED_BUNDLER_RUNTIME_MODULES = [
  'remotes.js',
  'consumes.js',
  'initializeSharing.js',
  'installInitialConsumes.js',
  'getSharedFallbackGetter.js',
  'attachShareScopeMap.js',
];

function bundlerRuntimeSharing(appRequire, isRemote, production) {
  if (!(isRemote && production)) return {};
  const distDir = path.dirname(resolveFromEnhanced(appRequire, '@module-federation/webpack-bundler-runtime'));
  const external = path.join(BUNDLER_RUNTIME_DIR, 'external.js');
  return Object.fromEntries(
    SHARED_BUNDLER_RUNTIME_MODULES.map((file) => [path.join(distDir, file), external]),
  );
}

/**
 * `[name].[contenthash].js`, except while webpack 5.111 hashes runtime modules: the MF runtime
 * module resolves the entry's filename before content hashes exist (module-federation/core#5077,
 * webpack#22199), and it only needs the directory from it, which `[name].js` gives as well.
 */
function hashedFilename(pathData) {
  const hasContentHash = Boolean(pathData.chunk?.contentHash?.javascript);
  return hasContentHash ? '[name].[contenthash:10].js' : '[name].js';
}

/**
 * A remote's chunks are named by id alone: every release of a remote is published into its own folder
 * (`/releases/<app>/<version>/`, served immutable), so the folder already tells one build's chunk from another's, and a
 * content hash per name only made the remote entry carry a map of ~650 chunk ids to hashes (~5 KB brotli, most of it
 * the incompressible hashes) that every page loads once per remote. The shell is served live at `/`, where the hash is
 * what tells a new build's chunk from the cached old one, so it keeps them.
 */
function chunkFilename(isRemote, production) {
  if (!production || isRemote) return '[name].js';
  return '[name].[contenthash:10].js';
}

/**
 * swc's minifier in place of terser, webpack's default: same job (compress, mangle; LICENSE comments still
 * extracted), several times faster, which is most of a production build's time (docs/performance.md "Builds").
 * It is the minimizer webpack itself bundles (minimizer-webpack-plugin), given swc's minify function.
 */
function swcMinimizer(appRequire) {
  const MinimizerPlugin = createRequire(appRequire.resolve('webpack'))('minimizer-webpack-plugin');
  return new MinimizerPlugin({
    minify: MinimizerPlugin.swcMinify,
    // SITE_KEEP_NAMES=1 keeps function names so a CPU profile of the built site names its components
    // (docs/performance.md "Main thread"); its cache is separate (persistentCache).
    minimizerOptions:
      process.env.SITE_KEEP_NAMES === '1'
        ? {
            compress: { passes: 2, keep_fnames: true, keep_classnames: true },
            mangle: { keep_fnames: true, keep_classnames: true },
          }
        : { compress: { passes: 2 }, mangle: true },
  });
}

/**
 * Webpack's persistent cache, one per app, mode and test-hooks flag (the DefinePlugin value changes the
 * code), invalidated by any change to the build's own files or the lockfile. A rebuild after a small change
 * reuses every untouched module; a clean clone builds as before.
 */
function persistentCache(appDir, production) {
  const testHooks =
    (process.env.SITE_TEST_HOOKS === '1' ? 'hooks' : 'plain') +
    (process.env.SITE_KEEP_NAMES === '1' ? '-names' : '');
  return {
    type: 'filesystem',
    cacheDirectory: path.join(appDir, 'node_modules', '.cache', 'webpack'),
    name: `${production ? 'production' : 'development'}-${testHooks}`,
    buildDependencies: {
      config: [
        __filename,
        require.resolve('./shared-singletons'),
        require.resolve('./bundle-report-plugin'),
        require.resolve('./start-chunk-scripts-plugin'),
        require.resolve('./font-preload-plugin'),
        require.resolve('./head-tags'),
        require.resolve('./drop-unreachable-hoisted-modules-plugin'),
        require.resolve('./locale-files-plugin'),
        require.resolve('./css-minify-loader'),
        path.join(BUNDLER_RUNTIME_DIR, 'external.js'),
        path.join(BUNDLER_RUNTIME_DIR, 'provide-plugin.js'),
        path.join(BUNDLER_RUNTIME_DIR, 'global-name.js'),
        path.join(appDir, 'webpack.config.js'),
        path.join(appDir, 'module-federation.config.js'),
        path.join(appDir, 'package.json'),
        path.join(__dirname, '..', '..', 'pnpm-lock.yaml'),
      ],
    },
  };
}

function htmlTemplate(title, headHtml = '') {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>${headHtml}
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
}

/** The app's dev-server port from the one apps registry (shared/src/platform/apps.cjs), by its folder name. */
function registryPort(appDir) {
  const app = path.basename(appDir);
  const entry = require('../src/platform/apps.cjs').APPS.find((candidate) => candidate.app === app);
  if (!entry)
    throw new Error(`${app} is not in shared/src/platform/apps.cjs: add its entry (npm run new-remote)`);
  return entry.port;
}

/**
 * @param {object} options
 * @param {string} options.appDir   the app folder (`__dirname` of its webpack.config.js)
 * @param {object} options.federation  what its module-federation.config.js exports
 * @param {number} [options.port] dev-server port (default: the app's `port` in the apps registry, its one home)
 * @param {string} [options.headHtml] extra markup for <head> (the shell's pre-paint theme script)
 * @param {string} [options.title] the page's <title> until the app sets its own (default: the container's name,
 *   fine for a remote's stand-alone page, not for what players see)
 * @param {string} [options.publicPath] where a host's files are served (default `/`; the back office's is `/bo/`)
 */
function createWebpackConfig({
  appDir,
  federation,
  port = registryPort(appDir),
  headHtml,
  title,
  publicPath: hostPublicPath = '/',
}) {
  // Build tools are the app's devDependencies, not shared's: resolve them from the app.
  const appRequire = createRequire(path.join(appDir, 'package.json'));
  const { ModuleFederationPlugin } = appRequire('@module-federation/enhanced/webpack');
  const HtmlWebpackPlugin = appRequire('html-webpack-plugin');
  const webpack = appRequire('webpack');
  const isRemote = Boolean(federation.filename);

  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const languageFilesVersion = localesVersion(production);
    return {
      mode: production ? 'production' : 'development',
      context: appDir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(appDir, 'dist'),
        filename: production ? hashedFilename : '[name].js',
        chunkFilename: chunkFilename(isRemote, production),
        assetModuleFilename: '[name].[contenthash:10][ext]',
        // Remotes are served from a versioned folder chosen at publish time.
        publicPath: isRemote ? 'auto' : hostPublicPath,
        uniqueName: federation.name,
        chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: bundlerRuntimeSharing(appRequire, isRemote, production),
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: appRequire.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          {
            test: /\.css$/,
            use: [
              appRequire.resolve('style-loader'),
              // No source map inside the script: production maps are hidden files, and each stylesheet carried one.
              { loader: appRequire.resolve('css-loader'), options: { sourceMap: !production } },
              ...(production ? [require.resolve('./css-minify-loader')] : []),
            ],
          },
          { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          ...federation,
          shared: sharedForApp(
            federation.shared,
            Object.keys(appRequire('./package.json').dependencies ?? {}),
          ),
          experiments: federationRuntimeSharing(isRemote, production),
          runtimePlugins: [
            ...(federation.runtimePlugins ?? []),
            ...(isRemote
              ? []
              : [externalRuntimeInjector(appRequire), path.join(BUNDLER_RUNTIME_DIR, 'provide-plugin.js')]),
          ],
        }),
        // Test-only hooks (e.g. the shell's `?__throw=`) are compiled in only when the build runs with
        // SITE_TEST_HOOKS=1 (the e2e build); otherwise the constant folds and the hook code is dropped.
        new webpack.DefinePlugin({
          'process.env.SITE_TEST_HOOKS': JSON.stringify(process.env.SITE_TEST_HOOKS === '1' ? '1' : ''),
          // Every app's copy of `loadLocaleNamespace` fetches the host's language files (locale-files-plugin.js).
          [LOCALES_VERSION_DEFINE]: JSON.stringify(languageFilesVersion),
        }),
        new HtmlWebpackPlugin({
          templateContent: htmlTemplate(title ?? federation.name, headHtml),
          chunks: ['main'],
        }),
        // The host's page names the scripts of its first render; a remote's own page is for development only.
        ...(isRemote
          ? []
          : [
              new StartChunkScriptsPlugin(HtmlWebpackPlugin),
              new FontPreloadPlugin(HtmlWebpackPlugin),
              new LocaleFilesPlugin(webpack, languageFilesVersion),
            ]),
        new DropUnreachableHoistedModulesPlugin(),
        ...(production ? [new BundleReportPlugin()] : []),
      ],
      cache: persistentCache(appDir, production),
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        ...(production ? { minimizer: [swcMinimizer(appRequire)] } : {}),
      },
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: hostPublicPath === '/' ? true : { index: `${hostPublicPath}index.html` },
        headers: { 'Access-Control-Allow-Origin': '*' },
        // The API and the release manifest come from the platform server during development.
        proxy: [{ context: ['/wps', '/releases'], target: 'http://127.0.0.1:8080' }],
      },
    };
  };
}

module.exports = { createWebpackConfig, createFederationConfig, CHUNK_LOAD_TIMEOUT_MS };
