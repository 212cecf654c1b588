import { consolePaths } from '../../../lib/console-paths';

/** The Catalogue screen's four lists, in the order its tabs show them. */
export const catalogueKinds = ['categories', 'facilities', 'nearbyPlaces', 'packages'] as const;
export type CatalogueKind = (typeof catalogueKinds)[number];

/** Each list's page. */
export const cataloguePaths: Record<CatalogueKind, string> = {
  categories: consolePaths.catalogue,
  facilities: consolePaths.catalogueFacilities,
  nearbyPlaces: consolePaths.catalogueNearbyPlaces,
  packages: consolePaths.cataloguePackages,
};

/** The list's search words, from the address (`?q=`). */
export const searchFrom = (params: URLSearchParams) => (params.get('q') ?? '').trim();
