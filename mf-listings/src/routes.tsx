import type { PackageFeatureKey } from '@domus/shared/contract';
import { RequireAccess } from '@domus/shared/guards';
import { Spinner } from '@domus/shared/ui';
import { Suspense } from 'react';
import { useTranslation } from '@domus/shared/i18n';
import { queryClient } from '@domus/shared/query';
import { lazyPage, MovedTo, preloadPageFor, Route, Routes, type LazyPage } from '@domus/shared/routing';

import { NotFoundPage } from './components/not-found-message';
import { CompareTraySlot } from './features/compare/components/compare-tray-slot';
import { HomePage } from './features/home/components/home-page';
import { propertyQueryOptions } from './features/property-detail/api/get-property';

// The home page ships with the remote's entry; every other page loads when first visited or when
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
const TourBuilderPage = lazyPage(
  () => import('./features/virtual-tour/components/tour-builder-page'),
  (m) => m.TourBuilderPage,
);
const VirtualTourPage = lazyPage(
  () => import('./features/virtual-tour/components/virtual-tour-page'),
  (m) => m.VirtualTourPage,
);
const PropertyDetailPage = lazyPage(
  // Named: the server preloads its code with a listing's page (page-chunks.json).
  () =>
    import(/* webpackChunkName: "page-property-detail" */ './features/property-detail/components/property-detail-page'),
  (m) => m.PropertyDetailPage,
  // A visit that starts on a listing asks for it while the page's code loads.
  { preloadData: ({ slug_id }) => slug_id && void queryClient.prefetchQuery(propertyQueryOptions(slug_id)) },
);
const ProjectDetailPage = lazyPage(
  () => import('./features/project-detail/components/project-detail-page'),
  (m) => m.ProjectDetailPage,
);
const MyPropertyPage = lazyPage(
  () => import('./features/property-detail/components/property-detail-page'),
  (m) => m.MyPropertyPage,
);
const AddPropertyPage = lazyPage(
  () => import('./features/property-form/components/property-form-page'),
  (m) => m.AddPropertyPage,
);
const EditPropertyPage = lazyPage(
  () => import('./features/property-form/components/property-form-page'),
  (m) => m.EditPropertyPage,
);
const AddProjectPage = lazyPage(
  () => import('./features/project-form/components/project-form-page'),
  (m) => m.AddProjectPage,
);
const EditProjectPage = lazyPage(
  () => import('./features/project-form/components/project-form-page'),
  (m) => m.EditProjectPage,
);
const MyPropertiesPage = lazyPage(
  () => import('./features/my-properties/components/my-properties-page'),
  (m) => m.MyPropertiesPage,
);
const MyProjectsPage = lazyPage(
  () => import('./features/my-projects/components/my-projects-page'),
  (m) => m.MyProjectsPage,
);
const AdvertisementsPage = lazyPage(
  () => import('./features/advertisements/components/advertisements-page'),
  (m) => m.AdvertisementsPage,
);
const FavouritesPage = lazyPage(
  () => import('./features/favourites/components/favourites-page'),
  (m) => m.FavouritesPage,
);
const AgentsPage = lazyPage(
  () => import('./features/agents/components/agents-page'),
  (m) => m.AgentsPage,
);
const AgentPage = lazyPage(
  () => import('./features/agents/components/agent-page'),
  (m) => m.AgentPage,
);
const ArticlesPage = lazyPage(
  () => import('./features/articles/components/articles-page'),
  (m) => m.ArticlesPage,
);
const ArticlePage = lazyPage(
  () => import('./features/articles/components/article-page'),
  (m) => m.ArticlePage,
);
const FaqsPage = lazyPage(
  () => import('./features/faqs/components/faqs-page'),
  (m) => m.FaqsPage,
);
const AboutUsPage = lazyPage(
  () => import('./features/about-us/components/about-us-page'),
  (m) => m.AboutUsPage,
);
const ContactUsPage = lazyPage(
  () => import('./features/contact-us/components/contact-us-page'),
  (m) => m.ContactUsPage,
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
const CitiesPage = lazyPage(
  () => import('./features/cities/components/cities-page'),
  (m) => m.CitiesPage,
);
const ProjectsPage = lazyPage(
  () => import('./features/projects/components/projects-page'),
  (m) => m.ProjectsPage,
);
const PersonalisedFeedPage = lazyPage(
  () => import('./features/personalised-feed/components/personalised-feed-page'),
  (m) => m.PersonalisedFeedPage,
);

/** The public search, map and detail pages. */
const browseRoutes = [
  ['/properties', PropertiesPage],
  ['/map', MapPage],
  ['/compare', ComparePage],
  ['/virtual-tour/:property_id', VirtualTourPage],
  ['/properties-details/:slug_id', PropertyDetailPage],
  ['/project-details/:slug_id', ProjectDetailPage],
] as const satisfies readonly (readonly [string, LazyPage])[];

/** The public content pages; `/agent-details/` and `/article-details/` are the older spellings of the detail paths. */
const contentRoutes = [
  ['/agents', AgentsPage],
  ['/agents/:slug_id', AgentPage],
  ['/agent-details/:slug_id', AgentPage],
  ['/articles', ArticlesPage],
  ['/articles/:slug_id', ArticlePage],
  ['/article-details/:slug_id', ArticlePage],
  ['/faqs', FaqsPage],
  ['/about-us', AboutUsPage],
  ['/contact-us', ContactUsPage],
  ['/featured-properties', FeaturedPropertiesPage],
  ['/most-viewed-properties', MostViewedPropertiesPage],
  ['/most-favourite-properties', MostFavouritePropertiesPage],
  ['/cities', CitiesPage],
  ['/projects', ProjectsPage],
] as const satisfies readonly (readonly [string, LazyPage])[];

/** The posting pages, the package feature each one uses up, and the page. */
const postingRoutes = [
  ['/user/properties', 'property_list', AddPropertyPage],
  ['/user/add-project', 'project_list', AddProjectPage],
] as const satisfies readonly (readonly [string, PackageFeatureKey, LazyPage])[];

/** The signed-in user's own pages: a visitor goes to the login page and comes back. */
const ownerRoutes = [
  ['/user/edit-property/:slug_id', EditPropertyPage],
  ['/user/edit-property', EditPropertyPage],
  ['/user/edit-project/:slug_id', EditProjectPage],
  ['/user/edit-project', EditProjectPage],
  ['/user/my-properties', MyPropertiesPage],
  ['/user/my-projects', MyProjectsPage],
  ['/user/advertisement', AdvertisementsPage],
  ['/user/favorites-properties', FavouritesPage],
  ['/user/feed', PersonalisedFeedPage],
  ['/my-property/:slug_id', MyPropertyPage],
  ['/virtual-tour/:property_id/edit', TourBuilderPage],
] as const satisfies readonly (readonly [string, LazyPage])[];

const lazyRoutes: readonly (readonly [string, LazyPage])[] = [
  ...browseRoutes,
  ...contentRoutes,
  ...postingRoutes.map(([path, , Page]) => [path, Page] as const),
  ...ownerRoutes,
];

/** Loads the code of the page at `pathname` ahead of a visit (the shell calls it when a link shows intent). */
export function prefetchPage(pathname: string, options: { data?: boolean } = {}): void {
  preloadPageFor(pathname, lazyRoutes, options);
}

/** The pages of mf-listings, at the absolute paths the shell hands to this remote. */
export default function ListingsRoutes() {
  const { t } = useTranslation('listings');
  return (
    <Suspense fallback={<Spinner label={t('state.loading')} />}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/user/personalised-feed" element={<MovedTo path="/user/feed" />} />
        {[...browseRoutes, ...contentRoutes].map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        {/* Posting needs a complete profile (and verification when the site requires it) and a package with a use left. */}
        {postingRoutes.map(([path, feature, Page]) => (
          <Route
            key={path}
            path={path}
            element={
              <RequireAccess requirements={{ profile: true, verification: true, package: feature }}>
                <Page />
              </RequireAccess>
            }
          />
        ))}
        {ownerRoutes.map(([path, Page]) => (
          <Route
            key={path}
            path={path}
            element={
              <RequireAccess>
                <Page />
              </RequireAccess>
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
      <CompareTraySlot />
    </Suspense>
  );
}
