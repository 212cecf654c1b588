import { screen, within } from '@testing-library/react';
import { Route, Routes } from '@domus/shared/routing';

import { aWholeProject } from '../../../../testing/fixtures';
import { mockApi, ok, renderPage } from '../../../../testing/render-page';
import { ProjectDetailPage } from '../components/project-detail-page';

jest.mock('@domus/shared/settings', () => ({
  ...jest.requireActual('@domus/shared/settings'),
  useSettings: () => jest.requireActual('../../../../testing/fixtures').testSettings,
}));

const project = aWholeProject({
  id: 5,
  slug_id: 'harbour-towers',
  title: 'Harbour Towers',
  description: '<p>Two towers by the river.</p>',
  image: 'https://example.test/towers.jpg',
  city: 'Porto',
  meta_title: '',
  meta_description: 'New flats on the Douro.',
  meta_keywords: 'porto, new build',
  meta_image: '',
});

describe('/project-details/:slug_id: meta tags and share links', () => {
  it('takes its tags from the meta fields, with the title and picture as fallbacks, and can be shared', async () => {
    mockApi({ 'get-project-detail': ok(project) });
    renderPage(
      <Routes>
        <Route path="/project-details/:slug_id" element={<ProjectDetailPage />} />
      </Routes>,
      { url: '/project-details/harbour-towers' },
    );
    await screen.findByRole('heading', { level: 1, name: 'Harbour Towers' });
    const content = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content;
    expect(document.title).toBe('Harbour Towers');
    expect(content('meta[name="description"]')).toBe('New flats on the Douro.');
    expect(content('meta[name="keywords"]')).toBe('porto, new build');
    expect(content('meta[property="og:title"]')).toBe('Harbour Towers');
    expect(content('meta[property="og:image"]')).toBe('https://example.test/towers.jpg');
    expect(content('meta[property="og:type"]')).toBe('website');
    const group = screen.getByRole('group', { name: 'Share' });
    expect(within(group).getByRole('link', { name: 'Email' }).getAttribute('href')).toBe(
      'mailto:?subject=Harbour%20Towers&body=http%3A%2F%2Flocalhost%2Fproject-details%2Fharbour-towers',
    );
  });
});
