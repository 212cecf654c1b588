import { queryClient } from '@domus/shared/query';
import { lazyPage, MovedTo, Route } from '@domus/shared/routing';
import { detailPagePrefixes, pagePaths } from '@domus/shared/contract/page-paths';

import { AreaRoutes, prefetchFor, type AreaPages } from '../common/area-routes';
import { propertyQueryOptions } from '../common/features/property-detail/api/get-property';
import { HomePage } from './features/home/components/home-page';

// The home page ships with the area's entry; every other page loads when first visited or when
// a link to it shows intent (prefetchPage).
const PropertiesPage = lazyPage(
  () => import('./features/property-search/components/properties-page'),
  (m) => m.PropertiesPage,
);
const MapPage = lazyPage(
  () => import('./features/map/components/map-page'),
  (m) => m.MapPage,
);
const ComparePage = lazyPage(
  () => import('./features/compare/components/compare-page'),
  (m) => m.ComparePage,
);
const VirtualTourPage = lazyPage(
  () => import('./features/virtual-tour/components/virtual-tour-page'),
  (m) => m.VirtualTourPage,
);
const PropertyDetailPage = lazyPage(
  // Named: the server preloads its code with a listing's page (page-chunks.json).
  () =>
    import(
      /* webpackChunkName: "page-property-detail" */ '../common/features/property-detail/components/property-detail-page'
    ),
  (m) => m.PropertyDetailPage,
  // A visit that starts on a listing asks for it while the page's code loads.
  { preloadData: ({ slug_id }) => slug_id && void queryClient.prefetchQuery(propertyQueryOptions(slug_id)) },
);
const ProjectDetailPage = lazyPage(
  () => import('./features/project-detail/components/project-detail-page'),
  (m) => m.ProjectDetailPage,
);
const FeaturedPropertiesPage = lazyPage(
  () => import('./features/property-lists/components/property-list-page'),
  (m) => m.FeaturedPropertiesPage,
);
const MostViewedPropertiesPage = lazyPage(
  () => import('./features/property-lists/components/property-list-page'),
  (m) => m.MostViewedPropertiesPage,
);
const MostFavouritePropertiesPage = lazyPage(
  () => import('./features/property-lists/components/property-list-page'),
  (m) => m.MostFavouritePropertiesPage,
);
const ProjectsPage = lazyPage(
  () => import('./features/projects/components/projects-page'),
  (m) => m.ProjectsPage,
);
const FavouritesPage = lazyPage(
  () => import('./features/favourites/components/favourites-page'),
  (m) => m.FavouritesPage,
);
const SavedSearchesPage = lazyPage(
  () => import('./features/saved-searches/components/saved-searches-page'),
  (m) => m.SavedSearchesPage,
);
const PersonalisedFeedPage = lazyPage(
  () => import('./features/personalised-feed/components/personalised-feed-page'),
  (m) => m.PersonalisedFeedPage,
);

/** A visitor's reading of listings: search, lists, map, detail pages; a member's favourites, feed and saved searches. */
const browse: AreaPages = {
  pages: [
    [pagePaths.properties, PropertiesPage],
    [pagePaths.map, MapPage],
    [pagePaths.compare, ComparePage],
    [`${detailPagePrefixes.virtualTour}/:property_id`, VirtualTourPage],
    [`${detailPagePrefixes.property}/:slug_id`, PropertyDetailPage],
    [`${detailPagePrefixes.project}/:slug_id`, ProjectDetailPage],
    [pagePaths.featuredProperties, FeaturedPropertiesPage],
    [pagePaths.mostViewedProperties, MostViewedPropertiesPage],
    [pagePaths.mostFavouriteProperties, MostFavouritePropertiesPage],
    [pagePaths.projects, ProjectsPage],
  ],
  owner: [
    [pagePaths.favourites, FavouritesPage],
    [pagePaths.feed, PersonalisedFeedPage],
    [pagePaths.savedSearches, SavedSearchesPage],
  ],
};

/** Loads the code of the page at `pathname` ahead of a visit (the shell calls it when a link shows intent). */
export const prefetchPage = prefetchFor(browse);

/** The browse pages of mf-listings, at the absolute paths the shell hands to this area. */
export default function BrowseRoutes() {
  return (
    <AreaRoutes area={browse}>
      <Route path={pagePaths.home} element={<HomePage />} />
      <Route path="/user/personalised-feed" element={<MovedTo path={pagePaths.feed} />} />
    </AreaRoutes>
  );
}
