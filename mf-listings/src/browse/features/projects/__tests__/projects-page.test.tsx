import { fireEvent, screen, waitFor } from '@testing-library/react';

import { aCategory, aProjectTeaser } from '../../../../testing/fixtures';
import { mockApi, ok, renderPage, requestsTo } from '../../../../testing/render-page';
import { ProjectsPage } from '../components/projects-page';

const aProject = (overrides: Parameters<typeof aProjectTeaser>[0] = {}) =>
  aProjectTeaser({
    id: 5,
    slug_id: 'riverside-lofts',
    title: 'Riverside Lofts',
    image: 'https://example.test/lofts.jpg',
    type: 'under_construction',
    category: aCategory({ id: 2, category: 'Apartment', slug_id: 'apartment' }),
    city: 'Porto',
    state: 'Porto',
    country: 'Portugal',
    ...overrides,
  });

describe('/projects', () => {
  it('asks get-projects for 12 a page and shows the projects as cards linking to their pages', async () => {
    const fetchMock = mockApi({
      'get-projects': ok(
        [
          aProject(),
          aProject({
            id: 6,
            slug_id: 'harbour-view',
            title: 'Harbour View',
            category: aCategory({ id: 2, category: 'Apartment', translated_name: 'Apartamento' }),
          }),
        ],
        { total: 2 },
      ),
    });
    renderPage(<ProjectsPage />, { url: '/projects' });
    expect(await screen.findAllByTestId('project-card')).toHaveLength(2);
    screen.getByRole('heading', { level: 1, name: 'Projects' });
    expect(screen.getByRole('link', { name: /Riverside Lofts/ }).getAttribute('href')).toBe(
      '/project-details/riverside-lofts',
    );
    // The category in the reader's language, or as stored when the reply has no translation.
    expect(screen.getByRole('link', { name: /Harbour View/ }).textContent).toContain('Apartamento');
    expect(screen.getByRole('link', { name: /Riverside Lofts/ }).textContent).toContain('Apartment');
    const [request] = requestsTo(fetchMock, 'get-projects');
    expect(request!.searchParams.get('offset')).toBe('0');
    expect(request!.searchParams.get('limit')).toBe('12');
  });

  it('pages through ?page=', async () => {
    const fetchMock = mockApi({ 'get-projects': ok([aProject()], { total: 25 }) });
    renderPage(<ProjectsPage />, { url: '/projects' });
    await screen.findAllByTestId('project-card');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/projects?page=2'));
    await waitFor(() => expect(requestsTo(fetchMock, 'get-projects').at(-1)!.searchParams.get('offset')).toBe('12'));
  });

  it('says so when there are no projects', async () => {
    mockApi({ 'get-projects': ok([], { total: 0 }) });
    renderPage(<ProjectsPage />, { url: '/projects' });
    await screen.findByText('No projects are listed yet.');
  });

  it('narrows the projects to ?search=, and offers all of them again when none matches', async () => {
    const fetchMock = mockApi({ 'get-projects': ok([], { total: 0 }) });
    renderPage(<ProjectsPage />, { url: '/projects?search=tower&page=2' });
    await screen.findByText('No project matches “\u2068tower\u2069”.');
    expect(requestsTo(fetchMock, 'get-projects')[0]!.searchParams.get('search')).toBe('tower');
    expect(screen.getByRole('searchbox', { name: 'Search projects' })).toHaveProperty('value', 'tower');
    fireEvent.click(screen.getByRole('button', { name: 'Show all projects' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/projects'));
    await waitFor(() => expect(requestsTo(fetchMock, 'get-projects').at(-1)!.searchParams.has('search')).toBe(false));
  });

  it('asks again as the visitor types a search', async () => {
    const fetchMock = mockApi({ 'get-projects': ok([aProject()], { total: 1 }) });
    renderPage(<ProjectsPage />, { url: '/projects' });
    await screen.findAllByTestId('project-card');
    const box = screen.getByRole('searchbox', { name: 'Search projects' });
    fireEvent.change(box, { target: { value: 'lofts' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/projects?search=lofts'));
    await waitFor(() => expect(requestsTo(fetchMock, 'get-projects').at(-1)!.searchParams.get('search')).toBe('lofts'));
  });
});
