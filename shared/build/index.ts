export { remoteWebpackConfig, shellWebpackConfig } from './webpack-config';
export type { FederatedBuildOptions } from './webpack-config';
export { containerName, devPorts, devRemoteMap, remoteFolders } from './remote-names';
export type { RemoteFolder } from './remote-names';
export { sharedDependencies, sharedPackageEntries } from './shared-deps';
