import { lazyPage } from '@domus/shared/routing';
import { detailPagePrefixes, pagePaths } from '@domus/shared/contract/page-paths';

import { AreaRoutes, prefetchFor, type AreaPages } from '../common/area-routes';

// Every page loads when first visited or when a link to it shows intent (prefetchPage).
const MyPropertyPage = lazyPage(
  () => import('../common/features/property-detail/components/property-detail-page'),
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
const TourBuilderPage = lazyPage(
  () => import('./features/tour-builder/components/tour-builder-page'),
  (m) => m.TourBuilderPage,
);

/** A member's own listings: posting and editing, the owner's tables, advertisements, the tour builder. */
const studio: AreaPages = {
  posting: [
    [pagePaths.addProperty, 'property_list', AddPropertyPage],
    [pagePaths.addProject, 'project_list', AddProjectPage],
  ],
  owner: [
    [`${detailPagePrefixes.editProperty}/:slug_id`, EditPropertyPage],
    [detailPagePrefixes.editProperty, EditPropertyPage],
    [`${detailPagePrefixes.editProject}/:slug_id`, EditProjectPage],
    [detailPagePrefixes.editProject, EditProjectPage],
    [pagePaths.myProperties, MyPropertiesPage],
    [pagePaths.myProjects, MyProjectsPage],
    [pagePaths.advertisements, AdvertisementsPage],
    [`${detailPagePrefixes.ownProperty}/:slug_id`, MyPropertyPage],
    [`${detailPagePrefixes.virtualTour}/:property_id/edit`, TourBuilderPage],
  ],
};

/** Loads the code of the page at `pathname` ahead of a visit (the shell calls it when a link shows intent). */
export const prefetchPage = prefetchFor(studio);

/** The studio pages of mf-listings, at the absolute paths the shell hands to this area. */
export default function StudioRoutes() {
  return <AreaRoutes area={studio} />;
}
