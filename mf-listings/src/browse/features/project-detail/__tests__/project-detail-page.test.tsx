import type { User } from '@domus/shared/contract';
import { domusStore, sessionAtom } from '@domus/shared/store';
import { act, screen } from '@testing-library/react';
import { Route, Routes } from '@domus/shared/routing';

import { aCategory, aProjectTeaser, aUser, aWholeProject } from '../../../../testing/fixtures';
import { mockApi, ok, renderPage, requestsTo } from '../../../../testing/render-page';
import { ProjectDetailPage } from '../components/project-detail-page';

jest.mock('@domus/shared/settings', () => ({
  ...jest.requireActual('@domus/shared/settings'),
  useSettings: () => jest.requireActual('../../../../testing/fixtures').testSettings,
}));

const apartment = aCategory({ id: 2, category: 'Apartment', translated_name: 'Apartamento' });

const project = aWholeProject({
  id: 5,
  slug_id: 'harbour-towers',
  title: 'Harbour Towers',
  description: 'Two towers by the river.',
  image: 'https://example.test/towers.jpg',
  type: 'under_construction',
  category: apartment,
  location: 'Avenida da Boavista 1',
  city: 'Porto',
  state: '',
  country: 'Portugal',
  latitude: 41.15,
  longitude: -8.61,
  gallery_images: [
    {
      id: 1,
      image: 'https://example.test/towers-2.jpg',
      image_url: 'https://example.test/towers-2.jpg',
      thumb_url: '',
    },
  ],
  plans: [{ id: 1, title: 'Tower A, floor 3', document: 'https://example.test/plan-a.pdf' }],
  documents: [{ id: 2, file: 'https://example.test/brochure.pdf', file_name: '', name: '', type: 'pdf' }],
  customer: { ...aWholeProject().customer, name: 'Douro Builders', email: 'sales@douro.test' },
});

const teaser = (access: 'sign_in' | 'package') =>
  aProjectTeaser({
    id: 5,
    slug_id: 'harbour-towers',
    title: 'Harbour Towers',
    translated_title: 'Harbour Towers',
    image: 'https://example.test/towers.jpg',
    type: 'under_construction',
    category: apartment,
    city: 'Porto',
    state: 'Porto',
    country: 'Portugal',
    access,
  });

const renderProject = (slug: string, user: User | null = null) =>
  renderPage(
    <Routes>
      <Route path="/project-details/:slug_id" element={<ProjectDetailPage />} />
    </Routes>,
    { url: `/project-details/${slug}`, user },
  );

describe('/project-details/:slug_id', () => {
  it('shows the project: title, type, location, map, plans, documents and owner', async () => {
    const fetchMock = mockApi({ 'get-project-detail': ok(project) });
    renderProject('harbour-towers');

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Harbour Towers');
    expect(requestsTo(fetchMock, 'get-project-detail')[0]!.searchParams.get('slug_id')).toBe('harbour-towers');
    screen.getByText('Under construction');
    screen.getByText('Apartamento');
    screen.getByText('Avenida da Boavista 1, Porto, Portugal');
    expect(screen.getByRole('link', { name: 'Tower A, floor 3' }).getAttribute('href')).toBe(
      'https://example.test/plan-a.pdf',
    );
    screen.getByRole('link', { name: 'brochure.pdf' });
    screen.getByText('Douro Builders');
    expect(screen.getAllByRole('button', { name: /Show photo/ })).toHaveLength(2);
    expect((await screen.findByTestId('project-map')).querySelector('.leaflet-marker-icon')).not.toBeNull();
    expect(document.title).toBe('Harbour Towers');
  });

  it('shows a visitor the teaser (title, photo, place, category, type) and a way to sign in and come back', async () => {
    mockApi({ 'get-project-detail': ok(teaser('sign_in')) });
    renderProject('harbour-towers');

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Harbour Towers');
    expect(screen.getByRole('img', { name: /Harbour Towers/ }).getAttribute('src')).toBe(
      'https://example.test/towers.jpg',
    );
    screen.getByText('Porto, Portugal');
    screen.getByText('Apartamento');
    screen.getByText('Under construction');
    screen.getByRole('heading', { name: 'Sign in to see this project' });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fproject-details%2Fharbour-towers',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows a member whose plan lacks project access the teaser and the way to the plans', async () => {
    mockApi({ 'get-project-detail': ok(teaser('package')) });
    renderProject('harbour-towers', aUser());

    await screen.findByRole('heading', { name: 'Your plan does not include project access' });
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/subscription-plan');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('asks again once the visitor signs in, and shows the whole project the member may see', async () => {
    const fetchMock = mockApi({
      'get-project-detail': () => ok(domusStore.get(sessionAtom).data ? project : teaser('sign_in')),
    });
    renderProject('harbour-towers');
    await screen.findByRole('link', { name: 'Sign in' });

    act(() => domusStore.set(sessionAtom, { loading: false, data: { ...aUser(), token: 'token-of-test' } }));

    await screen.findByRole('link', { name: 'Tower A, floor 3' });
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(requestsTo(fetchMock, 'get-project-detail')).toHaveLength(2);
  });

  it('says clearly that an unknown slug is not a project', async () => {
    mockApi({ 'get-project-detail': { status: 404, body: { error: true, message: 'Not found', code: 'notFound' } } });
    renderProject('nowhere');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Project not found');
  });
});
