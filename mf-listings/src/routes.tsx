import type { PackageFeatureKey } from '@domus/shared/contract';
import { RequireAccess } from '@domus/shared/guards';
import { Spinner } from '@domus/shared/ui';
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from '@domus/shared/routing';

import { NotFoundPage } from './components/not-found-message';
import { CompareTraySlot } from './features/compare/components/compare-tray-slot';
import { HomePage } from './features/home/components/home-page';

// The home page ships with the remote's entry; every other page loads when first visited.
const PropertiesPage = lazy(() =>
  import('./features/property-search/components/properties-page').then((m) => ({ default: m.PropertiesPage })),
);
const MapPage = lazy(() => import('./features/map/components/map-page').then((m) => ({ default: m.MapPage })));
const ComparePage = lazy(() =>
  import('./features/compare/components/compare-page').then((m) => ({ default: m.ComparePage })),
);
const TourBuilderPage = lazy(() =>
  import('./features/virtual-tour/components/tour-builder-page').then((m) => ({ default: m.TourBuilderPage })),
);
const VirtualTourPage = lazy(() =>
  import('./features/virtual-tour/components/virtual-tour-page').then((m) => ({ default: m.VirtualTourPage })),
);
const PropertyDetailPage = lazy(() =>
  import('./features/property-detail/components/property-detail-page').then((m) => ({
    default: m.PropertyDetailPage,
  })),
);
const ProjectDetailPage = lazy(() =>
  import('./features/project-detail/components/project-detail-page').then((m) => ({ default: m.ProjectDetailPage })),
);
const MyPropertyPage = lazy(() =>
  import('./features/property-detail/components/property-detail-page').then((m) => ({ default: m.MyPropertyPage })),
);
const AddPropertyPage = lazy(() =>
  import('./features/property-form/components/property-form-page').then((m) => ({ default: m.AddPropertyPage })),
);
const EditPropertyPage = lazy(() =>
  import('./features/property-form/components/property-form-page').then((m) => ({ default: m.EditPropertyPage })),
);
const AddProjectPage = lazy(() =>
  import('./features/project-form/components/project-form-page').then((m) => ({ default: m.AddProjectPage })),
);
const EditProjectPage = lazy(() =>
  import('./features/project-form/components/project-form-page').then((m) => ({ default: m.EditProjectPage })),
);
const MyPropertiesPage = lazy(() =>
  import('./features/my-properties/components/my-properties-page').then((m) => ({ default: m.MyPropertiesPage })),
);
const MyProjectsPage = lazy(() =>
  import('./features/my-projects/components/my-projects-page').then((m) => ({ default: m.MyProjectsPage })),
);
const AdvertisementsPage = lazy(() =>
  import('./features/advertisements/components/advertisements-page').then((m) => ({
    default: m.AdvertisementsPage,
  })),
);
const FavouritesPage = lazy(() =>
  import('./features/favourites/components/favourites-page').then((m) => ({ default: m.FavouritesPage })),
);
const AgentsPage = lazy(() =>
  import('./features/agents/components/agents-page').then((m) => ({ default: m.AgentsPage })),
);
const AgentPage = lazy(() => import('./features/agents/components/agent-page').then((m) => ({ default: m.AgentPage })));
const ArticlesPage = lazy(() =>
  import('./features/articles/components/articles-page').then((m) => ({ default: m.ArticlesPage })),
);
const ArticlePage = lazy(() =>
  import('./features/articles/components/article-page').then((m) => ({ default: m.ArticlePage })),
);
const FaqsPage = lazy(() => import('./features/faqs/components/faqs-page').then((m) => ({ default: m.FaqsPage })));
const AboutUsPage = lazy(() =>
  import('./features/about-us/components/about-us-page').then((m) => ({ default: m.AboutUsPage })),
);
const ContactUsPage = lazy(() =>
  import('./features/contact-us/components/contact-us-page').then((m) => ({ default: m.ContactUsPage })),
);
const FeaturedPropertiesPage = lazy(() =>
  import('./features/property-lists/components/property-list-page').then((m) => ({
    default: m.FeaturedPropertiesPage,
  })),
);
const MostViewedPropertiesPage = lazy(() =>
  import('./features/property-lists/components/property-list-page').then((m) => ({
    default: m.MostViewedPropertiesPage,
  })),
);
const MostFavouritePropertiesPage = lazy(() =>
  import('./features/property-lists/components/property-list-page').then((m) => ({
    default: m.MostFavouritePropertiesPage,
  })),
);
const CitiesPage = lazy(() =>
  import('./features/cities/components/cities-page').then((m) => ({ default: m.CitiesPage })),
);
const ProjectsPage = lazy(() =>
  import('./features/projects/components/projects-page').then((m) => ({ default: m.ProjectsPage })),
);
const PersonalisedFeedPage = lazy(() =>
  import('./features/personalised-feed/components/personalised-feed-page').then((m) => ({
    default: m.PersonalisedFeedPage,
  })),
);

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
] as const satisfies readonly (readonly [string, ComponentType])[];

/** The posting pages, the package feature each one uses up, and the page. */
const postingRoutes = [
  ['/user/properties', 'property_list', AddPropertyPage],
  ['/user/add-project', 'project_list', AddProjectPage],
] as const satisfies readonly (readonly [string, PackageFeatureKey, ComponentType])[];

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
  ['/user/personalised-feed', PersonalisedFeedPage],
  ['/my-property/:slug_id', MyPropertyPage],
  ['/virtual-tour/:property_id/edit', TourBuilderPage],
] as const satisfies readonly (readonly [string, ComponentType])[];

/** The pages of mf-listings, at the absolute paths the shell hands to this remote. */
export default function ListingsRoutes() {
  const { t } = useTranslation('listings');
  return (
    <Suspense fallback={<Spinner label={t('state.loading')} />}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/properties" element={<PropertiesPage />} />
        <Route path="/map" element={<MapPage />} />
        <Route path="/compare" element={<ComparePage />} />
        <Route path="/virtual-tour/:property_id" element={<VirtualTourPage />} />
        <Route path="/properties-details/:slug_id" element={<PropertyDetailPage />} />
        <Route path="/project-details/:slug_id" element={<ProjectDetailPage />} />
        {contentRoutes.map(([path, Page]) => (
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
