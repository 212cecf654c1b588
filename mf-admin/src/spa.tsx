import { createRemoteSpa } from '@domus/shared/remotes';

import { english } from './lib/english';
import Routes from './routes';

// English texts ship with the remote as defaults; every language's texts come from the API.
// The only module this remote exposes ('./spa'): single-spa lifecycles the shell mounts as a
// parcel, and only for an operator's session (remote-list.json gives it `audience: operators`).
const { bootstrap, mount, unmount } = createRemoteSpa({
  remote: 'mf-admin',
  namespace: 'admin',
  locales: { en: english },
  Routes,
});

export { bootstrap, mount, unmount };
