import { screen } from '@testing-library/react';
import { Route, Routes } from '@domus/shared/routing';

import { failure, mockApi, ok, renderPage, requestsTo } from '../../../testing/render-page';
import { ProjectDetailPage } from '../components/project-detail-page';

jest.mock('@domus/shared/settings', () => ({
  ...jest.requireActual('@domus/shared/settings'),
  useSettings: () => jest.requireActual('../../../testing/fixtures').testSettings,
}));

const project = {
  id: 5,
  slug_id: 'harbour-towers',
  title: 'Harbour Towers',
  description: 'Two towers by the river.',
  image: 'https://example.test/towers.jpg',
  type: 'under_construction',
  category: { id: 2, category: 'Apartment', translated_name: 'Apartamento', slug_id: 'apartment' },
  location: 'Avenida da Boavista 1',
  city: 'Porto',
  country: 'Portugal',
  latitude: 41.15,
  longitude: -8.61,
  gallery_images: [{ id: 1, name: 'https://example.test/towers-2.jpg' }],
  plans: [{ id: 1, title: 'Tower A, floor 3', document: 'https://example.test/plan-a.pdf' }],
  documents: [{ id: 2, name: 'https://example.test/brochure.pdf' }],
  customer: { name: 'Douro Builders', email: 'sales@douro.test' },
};

const renderProject = (slug: string) =>
  renderPage(
    <Routes>
      <Route path="/project-details/:slug_id" element={<ProjectDetailPage />} />
    </Routes>,
    { url: `/project-details/${slug}` },
  );

describe('/project-details/:slug_id', () => {
  it('shows the project: title, type, location, map, plans, documents and owner', async () => {
    const fetchMock = mockApi({ 'get-project-detail': ok(project) });
    renderProject('harbour-towers');

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Harbour Towers');
    expect(requestsTo(fetchMock, 'get-project-detail')[0]!.searchParams.get('slug_id')).toBe('harbour-towers');
    expect(screen.getByText('Under construction')).toBeTruthy();
    expect(screen.getByText('Apartamento')).toBeTruthy();
    expect(screen.getByText('Avenida da Boavista 1, Porto, Portugal')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tower A, floor 3' }).getAttribute('href')).toBe(
      'https://example.test/plan-a.pdf',
    );
    expect(screen.getByRole('link', { name: 'brochure.pdf' })).toBeTruthy();
    expect(screen.getByText('Douro Builders')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Show photo/ })).toHaveLength(2);
    expect((await screen.findByTestId('project-map')).querySelector('.leaflet-marker-icon')).not.toBeNull();
    expect(document.title).toBe('Harbour Towers');
  });

  it('asks a visitor to sign in, with the way back to this project, instead of offering a retry', async () => {
    mockApi({ 'get-project-detail': failure(401, 'unauthorized', 'You have not logged in. Please log in first.') });
    renderProject('harbour-towers');
    expect(await screen.findByText('Sign in to see this project')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fproject-details%2Fharbour-towers',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('says clearly that an unknown slug is not a project', async () => {
    mockApi({ 'get-project-detail': { status: 404, body: { error: true, message: 'Not found', code: 'notFound' } } });
    renderProject('nowhere');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Project not found');
  });
});
