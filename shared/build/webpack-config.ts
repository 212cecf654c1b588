import { readFileSync } from 'node:fs';
import path from 'node:path';

import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import {
  ContextReplacementPlugin,
  NormalModuleReplacementPlugin,
  sources,
  type Compiler,
  type Configuration as WebpackConfiguration,
  type RuleSetRule,
} from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

import { precompressedCopies } from './precompress';
import { containerName, devApiTarget, devPorts, devRemoteMap, exposedModules, type RemoteFolder } from './remote-names';
import { distFolder, importedAs, sharedDependencies } from './shared-deps';

type Configuration = WebpackConfiguration & { devServer?: DevServerConfiguration };

/** What a package's builds know of it, whatever the mode (each webpack.config.ts exports its own). */
export interface PackageBuild {
  /** The package folder (the directory of its webpack.config.ts). */
  dir: string;
  /** Folder name: `shell` or a remote's folder from remote-list.json. */
  folder: 'shell' | RemoteFolder;
  /** CSS module class prefix, so remotes never clash. */
  classPrefix: string;
}

export interface FederatedBuildOptions extends PackageBuild {
  mode: 'production' | 'development';
}

/** Files copied as they are to the site root (URL name -> source path in the package). */
export type StaticFiles = Record<string, string>;

export interface ShellBuild extends PackageBuild {
  staticFiles?: StaticFiles;
}

/**
 * Emits plain files at fixed URLs, outside the bundles: a service worker must sit at the
 * site root under a stable name and must not carry the federation runtime.
 */
class StaticFilesPlugin {
  constructor(
    private readonly dir: string,
    private readonly files: StaticFiles,
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('StaticFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'StaticFilesPlugin', stage: 0 }, () => {
        for (const [name, source] of Object.entries(this.files)) {
          const file = path.join(this.dir, source);
          compilation.fileDependencies.add(file);
          compilation.emitAsset(name, new sources.RawSource(readFileSync(file)));
        }
      });
    });
  }
}

/**
 * Emits `page-chunks.json`: the script files of each chunk named `page-<name>` (a lazily
 * loaded page, `import(/* webpackChunkName: "page-<name>" *\/ ...)`), by name. The server
 * preloads them with the pages a visit often starts on (api/src/site/first-view.ts), so the
 * page's code arrives with the remote's instead of after it.
 */
export const pageChunksFile = 'page-chunks.json';
class PageChunksPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PageChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PageChunksPlugin', stage: 5000 }, () => {
        const pages: Record<string, string[]> = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          if (!name.startsWith('page-')) continue;
          pages[name.slice('page-'.length)] = group.chunks.flatMap((chunk) =>
            [...chunk.files].filter((file) => file.endsWith('.js')),
          );
        }
        compilation.emitAsset(pageChunksFile, new sources.RawSource(JSON.stringify(pages)));
      });
    });
  }
}

const swcRule = {
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: require.resolve('swc-loader'),
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
    },
  },
};

/**
 * The shell's CSS goes to real stylesheets; a remote's CSS travels inside its JS (style-loader),
 * because a parcel's styles must arrive with the code that mounts it.
 */
function cssRules(classPrefix: string, extract: boolean, production: boolean): RuleSetRule[] {
  const inject = extract ? MiniCssExtractPlugin.loader : require.resolve('style-loader');
  // CSS inside JS carries its source map inline: in production that would ship to every visitor.
  const sourceMap = extract || !production;
  return [
    {
      test: /\.module\.css$/,
      use: [
        inject,
        {
          loader: require.resolve('css-loader'),
          options: {
            sourceMap,
            modules: {
              localIdentName: `${classPrefix}_[local]_[hash:base64:5]`,
              namedExport: false,
              exportLocalsConvention: 'as-is',
            },
          },
        },
      ],
    },
    {
      test: /\.css$/,
      exclude: /\.module\.css$/,
      use: [inject, { loader: require.resolve('css-loader'), options: { sourceMap } }],
    },
    { test: /\.(png|svg|jpe?g|gif|webp)$/, type: 'asset/resource' },
  ];
}

function baseConfig(options: FederatedBuildOptions, extractCss = false): Configuration {
  const production = options.mode === 'production';
  return {
    mode: options.mode,
    context: options.dir,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(options.dir, distFolder()),
      publicPath: 'auto',
      // No [contenthash] in entry names: the MF runtime rejects it. Entries are served no-cache.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: containerName(options.folder),
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    module: { rules: [swcRule, ...cssRules(options.classPrefix, extractCss, production)] },
    optimization: {
      // swc's minifier (Rust) instead of terser: same sizes within about 1%, several times faster.
      minimizer: [
        new TerserPlugin({
          minify: TerserPlugin.swcMinify,
          extractComments: false,
          terserOptions: { ecma: 2020, compress: { passes: 2 } },
        }),
      ],
    },
    performance: { hints: false },
    devServer: {
      port: devPorts[options.folder],
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/uploads'], target: devApiTarget, changeOrigin: true }],
    },
  };
}

/**
 * A remote: exposes './spa', or one module per area when remote-list.json gives it areas
 * (exposedModules); its dev harness runs it alone with a stub shell.
 */
export function remoteWebpackConfig(options: FederatedBuildOptions): Configuration {
  const dev = options.mode === 'development';
  const config = baseConfig(options);
  return {
    ...config,
    entry: dev ? { main: './src/dev/index.tsx' } : {},
    plugins: [
      new ModuleFederationPlugin({
        name: containerName(options.folder),
        filename: 'remoteEntry.js',
        exposes: exposedModules(options.folder),
        shared: sharedDependencies(false),
        manifest: true,
        dts: false,
        // A remote loads no remotes of its own and only runs in browsers: leave that runtime code out.
        experiments: { optimization: { target: 'web', disableRemote: true, disableSnapshot: true } },
      }),
      ...(dev
        ? // Scripts from the root: the harness serves every route, `/user/...` and deeper ones too.
          [new HtmlWebpackPlugin({ title: `${options.folder} (standalone)`, publicPath: '/' })]
        : [new PageChunksPlugin(), ...precompressedCopies()]),
    ],
  };
}

/**
 * Where the shell starts, federated or not. No async boundary (`import('./bootstrap')`) before
 * it: the shell provides every singleton it consumes eagerly, so nothing waits for a share scope.
 */
const shellEntry = { main: './src/bootstrap.tsx' };

/** The page and what goes beside it at the site root: index.html, fixed-name files, stylesheets, compressed copies. */
function sitePagePlugins(options: ShellBuild, production: boolean) {
  return [
    new HtmlWebpackPlugin({ template: './src/index.html', publicPath: '/' }),
    new StaticFilesPlugin(options.dir, options.staticFiles ?? {}),
    ...(production
      ? [
          new MiniCssExtractPlugin({
            filename: '[name].[contenthash:8].css',
            chunkFilename: '[name].[contenthash:8].css',
          }),
          ...precompressedCopies(),
        ]
      : []),
  ];
}

/** The host: eager singletons, remotes discovered at run time from /remotes.json. */
export function shellWebpackConfig(options: ShellBuild & { mode: FederatedBuildOptions['mode'] }): Configuration {
  const production = options.mode === 'production';
  const config = baseConfig(options, production);
  return {
    ...config,
    entry: shellEntry,
    output: { ...config.output, publicPath: '/' },
    plugins: [
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: sharedDependencies(true),
        shareStrategy: 'loaded-first',
        dts: false,
        experiments: { optimization: { target: 'web' } },
      }),
      ...sitePagePlugins(options, production),
    ],
    devServer: {
      ...config.devServer,
      // In development every remote comes from its own dev server, with hot reload.
      setupMiddlewares: (middlewares, devServer) => {
        devServer.app?.get('/remotes.json', (_request, response) => {
          response.json(devRemoteMap());
        });
        return middlewares;
      },
    },
  };
}

export interface OneBundleBuild {
  shell: ShellBuild;
  remotes: PackageBuild[];
  /** Shell modules swapped for their one-bundle variants: file -> variant, both relative to the shell. */
  variants: Record<string, string>;
  outputPath: string;
}

/**
 * The same site as one webpack build without Module Federation: the yardstick the bundle-size
 * bench holds the federated site against (scripts/one-bundle.mjs). It is the shell's production
 * build with the remotes' code compiled in, each remote's files under the CSS rules of its own
 * build (styles inside its JS, its class prefix), each exposed module of each remote (`./spa`, or
 * one per area) a lazily loaded chunk through the shell's one-bundle variants. Production only: it exists to be measured.
 */
export function oneBundleWebpackConfig(options: OneBundleBuild): Configuration {
  const { devServer: _measuredOnly, ...config } = baseConfig({ ...options.shell, mode: 'production' }, true);
  // A stylesheet follows the package that imports it (node_modules CSS too); everything else, the shell's rules.
  const styles: RuleSetRule = {
    oneOf: [
      ...options.remotes.map((remote) => ({
        issuer: path.join(remote.dir, path.sep),
        rules: cssRules(remote.classPrefix, false, true),
      })),
      { rules: cssRules(options.shell.classPrefix, true, true) },
    ],
  };
  return {
    ...config,
    entry: shellEntry,
    output: { ...config.output, path: options.outputPath, publicPath: '/' },
    // What the share table provides under a name is what that name means here too.
    resolve: {
      ...config.resolve,
      alias: Object.fromEntries(Object.entries(importedAs).map(([name, module]) => [`${name}$`, module])),
    },
    module: { rules: [swcRule, styles] },
    plugins: [
      ...Object.entries(options.variants).map(
        ([file, variant]) =>
          new NormalModuleReplacementPlugin(
            new RegExp(`^${escapeRegExp(path.join(options.shell.dir, file))}$`),
            path.join(options.shell.dir, variant),
          ),
      ),
      // The one-bundle loader imports `<repository>/${folder}/src/<module>` (`spa`, or `<area>/spa`)
      // by folder: that context is exactly each remote's exposed modules, so webpack never walks
      // the repository looking for others.
      new ContextReplacementPlugin(
        new RegExp(`^${escapeRegExp(path.dirname(options.shell.dir))}$`),
        path.dirname(options.shell.dir),
        Object.fromEntries(
          options.remotes.flatMap((remote) =>
            Object.values(exposedModules(remote.folder)).map((source) => {
              const file = path.posix.join(remote.folder, source);
              return [`./${file.replace(/\.tsx$/, '')}`, `./${file}`];
            }),
          ),
        ),
      ),
      ...sitePagePlugins(options.shell, true),
    ],
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
