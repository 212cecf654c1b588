import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from '@domus/shared/routing';

import { COMPARE_KEY } from '../../../../hooks/use-compare-list';
import { RECENTLY_VIEWED_KEY } from '../../../../hooks/use-recently-viewed';
import { aProperty, propertyListReply } from '../../../../testing/fixtures';
import { mockApi, ok, renderPage } from '../../../../testing/render-page';
import { PropertyDetailPage } from '../components/property-detail-page';

jest.mock('@domus/shared/settings', () => ({
  ...jest.requireActual('@domus/shared/settings'),
  useSettings: () => jest.requireActual('../../../../testing/fixtures').testSettings,
}));

const villa = aProperty({
  meta_title: 'Villa with a garden in Lisbon',
  meta_description: '',
  meta_keywords: 'villa, lisbon, garden',
  meta_image: 'https://example.test/villa-seo.jpg',
});
const similar = aProperty({ id: 9, slug_id: 'other-villa', title: 'Another villa nearby' });

const renderDetail = () =>
  renderPage(
    <Routes>
      <Route path="/properties-details/:slug_id" element={<PropertyDetailPage />} />
    </Routes>,
    { url: '/properties-details/sunny-villa-lisbon' },
  );

const content = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content;

describe('/properties-details/:slug_id: meta tags, share links, compare and recently viewed', () => {
  beforeEach(() => {
    localStorage.clear();
    mockApi({
      get_property: propertyListReply([villa], { similar_properties: [similar] }),
      'draft-tours/get': ok(null),
    });
  });

  it('sets the title and meta tags from the meta fields, falling back to the description', async () => {
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Sunny villa in Lisbon' });
    expect(document.title).toBe('Villa with a garden in Lisbon');
    expect(content('meta[name="description"]')).toBe('A bright villa with a garden.');
    expect(content('meta[name="keywords"]')).toBe('villa, lisbon, garden');
    expect(content('meta[property="og:image"]')).toBe('https://example.test/villa-seo.jpg');
    expect(content('meta[property="og:url"]')).toBe('http://localhost/properties-details/sunny-villa-lisbon');
  });

  it('has share links for the page', async () => {
    renderDetail();
    const group = await screen.findByRole('group', { name: 'Share' });
    expect(within(group).getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=http%3A%2F%2Flocalhost%2Fproperties-details%2Fsunny-villa-lisbon',
    );
    within(group).getByRole('button', { name: 'Copy link' });
  });

  it('adds the property to compare, while similar cards have their own named buttons', async () => {
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Add to compare' }));
    screen.getByRole('button', { name: 'Remove from compare' });
    expect(JSON.parse(localStorage.getItem(COMPARE_KEY) ?? '[]')).toEqual([
      expect.objectContaining({ id: 1, slug_id: 'sunny-villa-lisbon' }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Another villa nearby to compare' }));
    expect(JSON.parse(localStorage.getItem(COMPARE_KEY) ?? '[]')).toHaveLength(2);
  });

  it('records the visit under recently viewed', async () => {
    renderDetail();
    await screen.findByRole('heading', { level: 1 });
    expect(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]')).toEqual([
      expect.objectContaining({ id: 1, title: 'Sunny villa in Lisbon', city: 'Lisbon', price: 1500000 }),
    ]);
  });
});
