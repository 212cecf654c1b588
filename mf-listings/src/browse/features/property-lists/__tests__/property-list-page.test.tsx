import { fireEvent, screen, waitFor } from '@testing-library/react';

import { aProperty, propertyListReply } from '../../../../testing/fixtures';
import { failure, mockApi, renderPage, requestsTo } from '../../../../testing/render-page';
import {
  FeaturedPropertiesPage,
  MostFavouritePropertiesPage,
  MostViewedPropertiesPage,
} from '../components/property-list-page';

const lists = [
  ['/featured-properties', FeaturedPropertiesPage, 'promoted', 'Featured properties'],
  ['/most-viewed-properties', MostViewedPropertiesPage, 'top_rated', 'Most viewed properties'],
  ['/most-favourite-properties', MostFavouritePropertiesPage, 'most_liked', 'Most favourite properties'],
] as const;

describe.each(lists)('%s', (url, Page, flag, title) => {
  it(`asks get_property for ${flag}=1, 12 a page, and shows the properties as cards`, async () => {
    const fetchMock = mockApi({
      get_property: propertyListReply([
        aProperty(),
        aProperty({ id: 2, slug_id: 'flat-in-porto', title: 'Flat in Porto' }),
      ]),
    });
    renderPage(<Page />, { url });
    expect(await screen.findAllByTestId('property-card')).toHaveLength(2);
    screen.getByRole('heading', { level: 1, name: title });
    screen.getByRole('list', { name: title });
    expect(document.title).toContain(title);
    const [request] = requestsTo(fetchMock, 'get_property');
    expect(request!.searchParams.get(flag)).toBe('1');
    expect(request!.searchParams.get('offset')).toBe('0');
    expect(request!.searchParams.get('limit')).toBe('12');
  });
});

describe('a property list', () => {
  it('pages through ?page= and asks for the matching offset', async () => {
    const fetchMock = mockApi({ get_property: propertyListReply([aProperty()], { total: 30 }) });
    renderPage(<MostViewedPropertiesPage />, { url: '/most-viewed-properties?page=2' });
    await screen.findAllByTestId('property-card');
    expect(requestsTo(fetchMock, 'get_property')[0]!.searchParams.get('offset')).toBe('12');
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/most-viewed-properties?page=3'));
    await waitFor(() => expect(requestsTo(fetchMock, 'get_property').at(-1)!.searchParams.get('offset')).toBe('24'));
    expect(requestsTo(fetchMock, 'get_property').at(-1)!.searchParams.get('top_rated')).toBe('1');
  });

  it('says so when the list is empty', async () => {
    mockApi({ get_property: propertyListReply([]) });
    renderPage(<FeaturedPropertiesPage />, { url: '/featured-properties' });
    await screen.findByText('No properties are featured at the moment.');
    expect(screen.getByRole('link', { name: 'Browse all properties' }).getAttribute('href')).toBe('/properties');
    expect(screen.queryByTestId('property-card')).toBeNull();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    mockApi({ get_property: failure(500, 'serverError', 'Server error') });
    renderPage(<MostFavouritePropertiesPage />, { url: '/most-favourite-properties' });
    await screen.findByText('The properties could not be loaded.');
    screen.getByRole('button', { name: 'Retry' });
  });
});
