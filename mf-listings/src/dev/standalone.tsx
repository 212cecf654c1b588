import { remoteAreas, routeMatcher } from '@domus/shared/remote-list';
import { runStandalone } from '@domus/shared/remotes';
import { mountRootParcel, type Parcel, type ParcelConfigObject } from 'single-spa';

/**
 * The stub shell's stand-in for the shell's route table: each area of this remote (its exposed
 * modules in remote-list.json) mounted alone on its own routes, as the shell would, and swapped
 * when a link leads to another area.
 */
const areas: Record<string, () => Promise<ParcelConfigObject>> = {
  browse: () => import('../browse/spa'),
  studio: () => import('../studio/spa'),
  content: () => import('../content/spa'),
};
/** The area owning a path, as the shell matches it (browse for a path no area has). */
const matchArea = routeMatcher(remoteAreas.filter((area) => area.folder === 'mf-listings'));
const areaFor = (pathname: string): string => matchArea(pathname)?.expose ?? 'browse';

/** One parcel for the harness: mounts the area of the current path, and another when the path changes area. */
const areaSwitcher: ParcelConfigObject = {
  name: 'mf-listings-areas',
  bootstrap: async () => undefined,
  mount: async (props) => {
    // A parcel is mounted into the element given to mountRootParcel.
    const host = (props as unknown as { domElement: HTMLElement }).domElement;
    let current: { area: string; parcel: Parcel } | undefined;
    const show = async () => {
      const area = areaFor(window.location.pathname);
      if (current?.area === area) return;
      const previous = current;
      current = undefined;
      if (previous) await previous.parcel.unmount();
      const element = document.createElement('div');
      host.replaceChildren(element);
      current = { area, parcel: mountRootParcel(await areas[area]!(), { domElement: element }) };
    };
    window.addEventListener('single-spa:routing-event', () => void show());
    await show();
  },
  unmount: async () => undefined,
};

void runStandalone(areaSwitcher);
