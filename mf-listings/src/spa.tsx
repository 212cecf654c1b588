import { createRemoteSpa } from '@domus/shared/remotes';

import en from '../locales/en.json';
import Routes, { prefetchPage } from './routes';

// English texts ship with the remote as defaults; every language's texts come from the API.
// The only module this remote exposes ('./spa'): single-spa lifecycles the shell mounts as a parcel.
const { bootstrap, mount, unmount } = createRemoteSpa({
  remote: 'mf-listings',
  namespace: 'listings',
  locales: { en },
  Routes,
});

// `prefetch`: the shell asks for a page's code when a link to it shows intent.
export { bootstrap, mount, unmount, prefetchPage as prefetch };
