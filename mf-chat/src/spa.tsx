import { createRemoteSpa } from '@domus/shared/remotes';

import { english } from './lib/english';
import Routes from './routes';

// English texts ship with the remote as defaults; every language's texts come from the API.
// The only module this remote exposes ('./spa'): single-spa lifecycles the shell mounts as a parcel.
const { bootstrap, mount, unmount } = createRemoteSpa({
  remote: 'mf-chat',
  namespace: 'chat',
  locales: { en: english },
  Routes,
});

export { bootstrap, mount, unmount };
