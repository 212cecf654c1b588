import { createAreaSpa } from '../common/area-routes';
import Routes, { prefetchPage } from './routes';

// The exposed module './studio' (remote-list.json): single-spa lifecycles the shell mounts as a parcel
// on this area's routes, loaded only when one of them is visited.
const { bootstrap, mount, unmount } = createAreaSpa(Routes);

// `prefetch`: the shell asks for a page's code when a link to it shows intent.
export { bootstrap, mount, unmount, prefetchPage as prefetch };
