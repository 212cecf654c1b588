export { createRemoteSpa } from './create-remote-spa';
export type { RemoteSpaOptions } from './create-remote-spa';
export { RemoteFallback } from './remote-fallback';
export { runStandalone } from './standalone';
