import { createRemoteSpa } from '@domus/shared/remotes';

import ar from '../locales/ar.json';
import en from '../locales/en.json';
import Routes from './routes';

// The only module this remote exposes ('./spa'): single-spa lifecycles the shell mounts as a parcel.
const { bootstrap, mount, unmount } = createRemoteSpa({
  remote: 'mf-tools',
  namespace: 'tools',
  locales: { en, ar },
  Routes,
});

export { bootstrap, mount, unmount };
