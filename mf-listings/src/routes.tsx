import { Route, Routes } from 'react-router-dom';

import { NotFoundPage } from './components/not-found-message';
import { PlannedPage, plannedPrefixes } from './components/planned-page';
import { HomePage } from './features/home/components/home-page';
import { ProjectDetailPage } from './features/project-detail/components/project-detail-page';
import { PropertyDetailPage } from './features/property-detail/components/property-detail-page';
import { PropertiesPage } from './features/property-search/components/properties-page';

/** The pages of mf-listings, at the absolute paths the shell hands to this remote. */
export default function ListingsRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/properties" element={<PropertiesPage />} />
      <Route path="/properties-details/:slug_id" element={<PropertyDetailPage />} />
      <Route path="/project-details/:slug_id" element={<ProjectDetailPage />} />
      {plannedPrefixes.map((prefix) => (
        <Route key={prefix} path={`${prefix}/*`} element={<PlannedPage />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
