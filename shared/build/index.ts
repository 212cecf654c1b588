export { oneBundleWebpackConfig, remoteWebpackConfig, shellWebpackConfig } from './webpack-config';
export type { FederatedBuildOptions, OneBundleBuild, PackageBuild, ShellBuild } from './webpack-config';
export { containerName, devPorts, devRemoteMap, exposedModules, remoteFolders } from './remote-names';
export type { RemoteFolder } from './remote-names';
export { distFolder, notInShell, sharedDependencies, sharedPackageEntries, sharedVersion } from './shared-deps';
