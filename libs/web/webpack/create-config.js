// One webpack configuration for the shell (the Module Federation host) and for each remote,
// so the four web apps build, share and serve the same way. Each app's webpack.config.js
// calls createHostConfig or createRemoteConfig with what is its own.
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const webpack = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const {
  SizeBudgetPlugin,
  deferredJavaScript,
  exposedModules,
  initialFiles,
  initialJavaScript,
} = require('./size-budget-plugin');

const workspaceRoot = path.resolve(__dirname, '..', '..', '..');
const contractsSources = path.join(workspaceRoot, 'libs', 'contracts', 'src');

/**
 * Loaded once per page and handed to every remote: one React, one router (a remote's
 * useLocation() reads the shell's router), one query cache, and @qrpanel/web: the session,
 * the api client and the component library (Mantine, with one theme and one toast store).
 *
 * A shared module cannot be tree-shaken, so the two big libraries are shared as the part
 * the suite uses: Mantine travels inside @qrpanel/web (libs/web/src/ui-kit.ts), the router
 * as ./react-router-dom.mjs. Shared whole, they made the shell's first load 403 KB gzip
 * instead of about 236 KB.
 */
const SHARED_SINGLETONS = ['react', 'react-dom', '@tanstack/react-query', '@qrpanel/web'];

function installedVersion(name) {
  const file = path.join(workspaceRoot, 'node_modules', name, 'package.json');
  if (!existsSync(file)) throw new Error(`${name} is not installed`);
  return JSON.parse(readFileSync(file, 'utf8')).version;
}

function singleton(name, extra = {}) {
  const version = installedVersion(name);
  return { singleton: true, requiredVersion: `^${version}`, version, ...extra };
}

function sharedSingletons() {
  return {
    ...Object.fromEntries(SHARED_SINGLETONS.map((name) => [name, singleton(name)])),
    'react-router-dom': singleton('react-router-dom', {
      import: path.join(__dirname, 'react-router-dom.mjs'),
    }),
  };
}

/** The federation runtime without its Node.js code paths: every app runs in a browser. */
const BROWSER_ONLY_RUNTIME = { optimization: { target: 'web' } };

/** Module Federation names are JavaScript identifiers: mfe-qrcodes is built as mfe_qrcodes. */
function federationName(appName) {
  return appName.replace(/-/g, '_');
}

function isProduction(argv) {
  return (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
}

function apiProxy() {
  // Dev servers send api calls (and, for the shell, the remotes' list) to a running api.
  const target = process.env.API_URL || 'http://127.0.0.1:3000';
  // A code's public page is the api's to answer (a 302, or the page built apart).
  const context = ['/api', '/remotes.json', '/remotes', '/uploads', '/qr-redirect', '/public'];
  return [{ context, target, changeOrigin: true }];
}

/**
 * Entry chunks are named with their content hash. The federation runtime asks for the
 * entry's file name before hashes exist (only to learn its folder): it gets the unhashed name.
 */
function entryFilename(pathData) {
  return pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:10].js' : '[name].js';
}

/**
 * Every text file also ships as .br and .gz beside it, compressed once at build time at the
 * highest levels (too slow per request): the api and nginx send whichever the browser
 * accepts. A file that does not shrink by a fifth keeps its plain copy only.
 */
function precompressed() {
  const test = /\.(js|css|html|json|svg|txt)$/;
  return [
    new CompressionPlugin({
      test,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 1024,
      minRatio: 0.8,
    }),
    new CompressionPlugin({
      test,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
      threshold: 1024,
      minRatio: 0.8,
    }),
  ];
}

function reactRouterProduction() {
  const dir = path.dirname(require.resolve('react-router/package.json', { paths: [workspaceRoot] }));
  return path.join(dir, 'dist', 'production', 'index.mjs');
}

function baseConfig({ dir, name, production, publicPath, entry }) {
  return {
    name,
    mode: production ? 'production' : 'development',
    context: dir,
    entry,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    target: 'web',
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      uniqueName: federationName(name),
      // Entry files (remoteEntry.js, the manifest, index.html) keep their names; the rest
      // carry a content hash so they can be cached for good.
      filename: production ? entryFilename : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '...'],
      // The contracts' ES module sources, not their CommonJS build: a page then carries only
      // what it uses of them (the login page none of the QR renderer).
      alias: {
        '@qrpanel/contracts$': path.join(contractsSources, 'index.ts'),
        '@qrpanel/contracts/smart-routing$': path.join(contractsSources, 'smart-routing.ts'),
        '@qrpanel/contracts/message-translator$': path.join(contractsSources, 'message-translator.ts'),
        '@qrpanel/contracts/message-catalogs$': path.join(contractsSources, 'message-catalogs.ts'),
        // The router publishes its development build only (warnings and checks included):
        // production builds take the one it ships beside it.
        ...(production ? { 'react-router$': reactRouterProduction() } : {}),
      },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          include: [path.join(dir, 'src'), contractsSources],
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2022',
              },
            },
          },
        },
        {
          test: /\.css$/,
          use: [
            production ? MiniCssExtractPlugin.loader : 'style-loader',
            'css-loader',
            {
              loader: 'postcss-loader',
              options: { postcssOptions: { plugins: ['postcss-preset-mantine'] } },
            },
          ],
        },
        { test: /\.(png|svg|jpe?g|gif|ico)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      ...(production
        ? [
            new MiniCssExtractPlugin({
              filename: '[name].[contenthash:10].css',
              chunkFilename: '[id].[contenthash:10].css',
            }),
            ...precompressed(),
          ]
        : []),
      new HtmlWebpackPlugin({ template: path.join(dir, 'src', 'index.html'), chunks: ['main'] }),
    ],
    // SWC's minifier: output within a percent of terser's, in a fraction of its time.
    optimization: {
      minimizer: [
        new MinimizerPlugin({
          minify: MinimizerPlugin.swcMinify,
          minimizerOptions: { compress: { passes: 2 } },
        }),
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

/** The lazily loaded parts of the kit (libs/web/src/ui-kit.ts), not part of a first visit. */
const LAZY_KIT = /ui-kit-floating|ui-kit-signed-in/;

/**
 * The shell: the page every visitor loads. It knows no remote at build time (it reads
 * /remotes.json at run time); its initial load must stay within `budgetKb` gzip. Code behind
 * an import() whose request matches one of `deferred` is counted as loaded later. `pages`
 * names the folders of dist/ that pages built apart write (see createPageConfig).
 * `prerendered` names the pages a production build renders (see createPrerenderConfig).
 */
function createHostConfig({ dir, budgetKb, deferred = [], pages = [], prerendered = [] }) {
  const later = new RegExp([LAZY_KIT, ...deferred].map((r) => r.source).join('|'));
  return (_env, argv = {}) => {
    const production = isProduction(argv);
    const config = baseConfig({
      dir,
      name: 'shell',
      production,
      publicPath: '/',
      entry: { main: './src/index.ts' },
    });
    // Pages built apart (createPageConfig) write under dist/ too: cleaning keeps them.
    config.output.clean = { keep: (file) => pages.some((page) => file.startsWith(`${page}/`)) };
    config.plugins.push(
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: sharedSingletons(),
        dts: false,
        manifest: false,
        experiments: BROWSER_ONLY_RUNTIME,
      }),
    );
    // Sizes mean something for production builds only (a dev server keeps its files in memory).
    if (production) {
      config.plugins.push(
        new SizeBudgetPlugin({
          title: 'Size budget: shell',
          groups: (compilation) => {
            const initial = initialJavaScript(compilation, later);
            return [
              {
                label: 'initial JavaScript',
                files: initial,
                budgetKb,
                detail: true,
              },
              {
                label: 'loaded later (menus, dropdowns, pickers, and what `deferred` names)',
                files: deferredJavaScript(compilation, initial),
              },
            ];
          },
        }),
      );
    }
    if (production && prerendered.length) {
      config.dependencies = prerendered.map((page) => prerenderName(page));
      for (const page of prerendered) config.plugins.push(prerenderedPage({ dir, page, later }));
    }
    config.devServer = {
      host: '127.0.0.1',
      port: process.env.PORT || 'auto',
      historyApiFallback: true,
      proxy: apiProxy(),
      client: { overlay: { runtimeErrors: false } },
    };
    return config;
  };
}

function prerenderName(page) {
  return `prerender-${page}`;
}

/**
 * dist/<page>.html: the shell's page with the markup that src/prerender/<page>.tsx renders
 * in its #root, and the first visit's stylesheets linked from its head, so the browser
 * paints it before any script has run. It paints in the light scheme (a script in the page
 * would break the Content-Security-Policy): a dark one applies as the app starts. The
 * markup is inert (neither clicked nor typed into) until the app renders over it: what a
 * visitor typed would be lost. The api and nginx answer /<page> with it.
 */
function prerenderedPage({ dir, page, later }) {
  return new HtmlWebpackPlugin({
    filename: `${page}.html`,
    chunks: ['main'],
    templateContent: ({ compilation }) => {
      const bundle = path.join(prerenderDir(dir), `${page}.js`);
      delete require.cache[bundle];
      const markup = require(bundle).default();
      const { publicPath } = compilation.outputOptions;
      const links = initialFiles(compilation, later, '.css')
        .map((file) => `<link rel="stylesheet" href="${publicPath}${file}" />`)
        .join('');
      return (
        readFileSync(path.join(dir, 'src', 'index.html'), 'utf8')
          // Mantine draws borders under this attribute, which the app sets once it runs.
          .replace(/<html([^>]*)>/, '<html$1 data-mantine-color-scheme="light">')
          .replace('</head>', `${links}</head>`)
          .replace('<div id="root"></div>', `<div id="root"><div inert>${markup}</div></div>`)
      );
    },
  });
}

function prerenderDir(dir) {
  return path.join(dir, '.prerender');
}

/**
 * Bundles src/prerender/<page>.tsx for Node.js (its default export returns the page's
 * markup) into .prerender/, for the host's production build to write dist/<page>.html with.
 */
function createPrerenderConfig({ dir, page }) {
  return (_env, argv = {}) => {
    const production = isProduction(argv);
    const config = baseConfig({
      dir,
      name: prerenderName(page),
      production,
      publicPath: '/',
      entry: { [page]: `./src/prerender/${page}.tsx` },
    });
    config.target = 'node';
    config.devtool = false;
    config.output = {
      path: prerenderDir(dir),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    };
    // Markup only: the page links the stylesheets the browser build made.
    config.module.rules = config.module.rules.filter((rule) => !rule.test.test('page.css'));
    config.plugins = [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })];
    return config;
  };
}

/**
 * A remote: `exposes` its screens from remoteEntry.js and describes itself in
 * mf-manifest.json (both under fixed names). Its `main` entry runs it on its own, for
 * development. Assets resolve against wherever the manifest was loaded from.
 */
function createRemoteConfig({ dir, name, exposes }) {
  return (_env, argv = {}) => {
    const production = isProduction(argv);
    const config = baseConfig({
      dir,
      name,
      production,
      publicPath: 'auto',
      entry: { main: './src/index.ts' },
    });
    config.plugins.push(
      new ModuleFederationPlugin({
        name: federationName(name),
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedSingletons(),
        dts: false,
        manifest: { fileName: 'mf-manifest.json' },
        experiments: BROWSER_ONLY_RUNTIME,
      }),
    );
    if (production) {
      config.plugins.push(
        new SizeBudgetPlugin({
          title: `Size budget: ${name}`,
          groups: (compilation) => [
            { label: 'entry remoteEntry.js', files: ['remoteEntry.js'] },
            ...exposedModules(compilation, 'mf-manifest.json'),
          ],
        }),
      );
    }
    config.devServer = {
      host: '127.0.0.1',
      port: process.env.PORT || 'auto',
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: apiProxy(),
      client: { overlay: { runtimeErrors: false } },
    };
    return config;
  };
}

/**
 * A page of its own, built apart from the panel (no federation, no shared singletons): its
 * HTML and files under dist/<name>/, served at /<name>/. Everything it loads, its lazy
 * chunks included, must stay within `budgetKb` gzip. `alias` adds module aliases of its own.
 */
function createPageConfig({ dir, name, entry, template, budgetKb, alias = {} }) {
  return (_env, argv = {}) => {
    const production = isProduction(argv);
    const config = baseConfig({ dir, name, production, publicPath: `/${name}/`, entry: { [name]: entry } });
    config.output.path = path.join(dir, 'dist', name);
    Object.assign(config.resolve.alias, alias);
    config.plugins = config.plugins.filter((plugin) => !(plugin instanceof HtmlWebpackPlugin));
    config.plugins.push(new HtmlWebpackPlugin({ template: path.join(dir, template), chunks: [name] }));
    if (production) {
      config.plugins.push(
        new SizeBudgetPlugin({
          title: `Size budget: ${name} page`,
          groups: (compilation) => [
            {
              label: 'all its JavaScript, lazy chunks included',
              // Every .js file it emits: none of them is another page's.
              files: deferredJavaScript(compilation, []),
              budgetKb,
              detail: true,
            },
          ],
        }),
      );
    }
    return config;
  };
}

module.exports = {
  createHostConfig,
  createPrerenderConfig,
  createRemoteConfig,
  createPageConfig,
  federationName,
  isProduction,
  SHARED_SINGLETONS,
};
