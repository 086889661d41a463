// One webpack + Module Federation configuration for the shell and the five remotes, so that the
// shared singletons and build settings can never drift between apps.
import path from 'node:path';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

const rootDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/**
 * .br and .gz siblings of every text asset (source maps aside) and of the CV PDF's fonts (half their
 * size): what a phone downloads. Below 1 KB a response fits one packet whatever its encoding, so
 * those files are not worth the work.
 */
function precompressed() {
  const options = { test: /\.(js|css|html|json|svg|ttf)$/, threshold: 1024 };
  return [
    new CompressionPlugin({ ...options, algorithm: 'gzip', compressionOptions: { level: 9 } }),
    new CompressionPlugin({
      ...options,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

/** Tells scripts/build.mjs, which started this build, how far along it is (whole percents only). */
function progressToParent() {
  if (!process.send || !process.env.POSTULATE_BUILD_PROGRESS) return [];
  let sent = -1;
  return [
    new webpack.ProgressPlugin((share) => {
      const percent = Math.floor(share * 100);
      if (percent === sent) return;
      sent = percent;
      process.send({ progress: share });
    }),
  ];
}

/**
 * SWC's minifier: half the build time of terser with source maps (mf-applicant 27 s → 13 s) and
 * bundles no larger (measured with `npm run bench:page-weight`).
 */
const swcMinimizer = () => new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 }, mangle: true } });

export const APP_PORTS = {
  shell: 3000,
  'mf-public': 3001,
  'mf-applicant': 3002,
  'mf-company': 3003,
  'mf-admin': 3004,
  'mf-tests': 3005,
};

/** Federation names must be identifiers; the shell's runtime config maps them to URLs. */
export const federationName = (app) => app.replace(/-/g, '_');

// Read from the hoisted install: several packages do not export their package.json.
const versionOf = (pkg) => JSON.parse(fs.readFileSync(path.join(rootDir, 'node_modules', pkg, 'package.json'), 'utf8')).version;

// Shared as singletons: one React, one router, one zustand, one session store (packages/client),
// one TanStack Query (the shell and the home's remote both read through it).
const singletons = ['react', 'react-dom', 'react-dom/client', 'react-router-dom', 'zustand', '@tanstack/react-query'];
// @postulate/contracts is not shared: it holds no state, and a shared module is not tree-shaken, so
// sharing it put every zod schema (and zod) on the visitor's home; each app bundles what it uses.
const workspacePackages = ['@postulate/client', '@postulate/ui', '@postulate/cv-pdf'];

function sharedConfig() {
  const shared = {};
  for (const pkg of singletons) {
    const base = pkg
      .split('/')
      .slice(0, pkg.startsWith('@') ? 2 : 1)
      .join('/');
    shared[pkg] = { singleton: true, requiredVersion: `^${versionOf(base)}` };
  }
  // Provided through a module naming only the exports the apps use: a shared module is not
  // tree-shaken, and the rest of react-router is most of its weight.
  Object.assign(shared['react-router-dom'], {
    import: path.join(rootDir, 'tooling', 'react-router-shared.js'),
    version: versionOf('react-router-dom'),
  });
  Object.assign(shared['@tanstack/react-query'], {
    import: path.join(rootDir, 'tooling', 'react-query-shared.js'),
    version: versionOf('@tanstack/react-query'),
  });
  for (const pkg of workspacePackages) {
    shared[pkg] = { singleton: true, requiredVersion: versionOf(pkg) };
  }
  return shared;
}

/**
 * @param {{ app: keyof typeof APP_PORTS, exposes?: Record<string,string> }} options
 */
export function createAppConfig({ app, exposes }) {
  const appDir = path.join(rootDir, app);
  const isHost = app === 'shell';
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const outDir = process.env.POSTULATE_DIST ?? 'dist';
    return {
      context: appDir,
      entry: './src/index.ts',
      mode: production ? 'production' : 'development',
      // Production maps are written for error tracking but never linked from the bundles, and the
      // portal's server does not serve them (shell/server/server.ts): our source stays ours.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(appDir, outDir),
        publicPath: isHost ? '/' : 'auto',
        // Entry names stay stable: the federation runtime cannot template a hash into them.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: federationName(app),
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        // Workspace packages are compiled from their TypeScript source.
        conditionNames: ['source', 'browser', 'import', 'module', 'default'],
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          // css-loader follows devtool, and would inline the CSS's map into the production bundle.
          {
            test: /\.css$/,
            use: [
              'style-loader',
              { loader: 'css-loader', options: { sourceMap: !production } },
              ...(production ? [path.join(rootDir, 'tooling', 'css-minify-loader.mjs')] : []),
            ],
          },
          { test: /\.(png|jpe?g|gif|svg|webp)$/, type: 'asset' },
          { test: /[\\/]node_modules[\\/]@react-pdf[\\/]layout[\\/]/, use: path.join(rootDir, 'tooling', 'react-pdf-buffer-loader.mjs') },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: federationName(app),
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes: isHost ? undefined : exposes,
          remotes: {},
          shared: sharedConfig(),
          manifest: !isHost,
          dts: false,
          experiments: {
            // Browser-only apps: leaves the runtime's Node loading code out of every bundle.
            optimization: { target: 'web' },
            // In production the shell hands its federation runtime to the remotes it loads, so a
            // visitor does not download it twice; the remotes' stand-alone pages are for development.
            ...(production && (isHost ? { provideExternalRuntime: true } : { externalRuntime: true })),
          },
        }),
        new HtmlWebpackPlugin({
          template: path.join(rootDir, 'tooling', 'index.html'),
          title: 'Postulate · Portal de empleo',
          // The Postulate mark (packages/ui Logo) at 16, 32 and 48 px; browsers ask for /favicon.ico.
          // The RSS feed of every published ad (SHARING_PLACES.feed), for feed readers that look in the portal's page.
          ...(isHost && { favicon: path.join(appDir, 'public', 'favicon.ico'), feedUrl: '/api/home/feed' }),
        }),
        // Compressed once at build time, served by shell/server/server.ts when the browser accepts them.
        ...(production ? precompressed() : []),
        ...progressToParent(),
      ],
      devServer: {
        port: APP_PORTS[app],
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: isHost ? { directory: path.join(appDir, 'public') } : false,
        // As shell/server/api-proxy.ts does in production: the API on the page's own origin.
        ...(isHost && {
          proxy: [
            {
              context: ['/api', '/sitemap.xml', '/robots.txt'],
              target: 'http://127.0.0.1:6060',
              // The root files the API writes (ROOT_API_FILES in shell/server/api-proxy.ts).
              pathRewrite: { '^/sitemap\\.xml$': '/api/home/sitemap.xml', '^/robots\\.txt$': '/api/home/robots.txt' },
            },
          ],
        }),
        client: { overlay: false },
      },
      optimization: { minimizer: [swcMinimizer()] },
      // `npm run dev` restarts from its last compilation. Production builds keep none: writing the
      // cache made a fresh clone's first build 27% slower (63 s → 80 s), and scripts/build.mjs already
      // skips every app whose sources did not change.
      cache: !production && {
        type: 'filesystem',
        cacheDirectory: path.join(rootDir, 'node_modules', '.cache', 'webpack'),
        name: `${app}-development`,
        buildDependencies: { config: [fileURLToPath(import.meta.url), path.join(appDir, 'webpack.config.js')] },
      },
      // The dev servers' banners (six of them) would bury what `npm run dev` prints; warnings still show.
      infrastructureLogging: { level: 'warn' },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}
