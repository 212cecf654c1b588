import type { SavedSearch } from '@domus/shared/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { testSettings } from '../../../../testing/fixtures';
import { bodiesTo, mockApi, ok, renderPage, requestsTo, signedIn } from '../../../../testing/render-page';
import { SavedSearchesPage } from '../components/saved-searches-page';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const categories = ok([{ id: 3, category: 'Villa', slug_id: 'villa', translated_name: 'Villa' }], { total: 1 });

const lisbon: SavedSearch = {
  id: 11,
  name: 'Lisbon villas',
  frequency: 'daily',
  paused: 0,
  filters: { category_id: 3, city: 'Lisbon', max_price: 300000, property_type: 'sell' },
  results_path: '/properties?category_id=3&city=Lisbon&max_price=300000&property_type=sell',
  total_matches: 4,
  last_matched_at: '2026-11-20T09:00:00.000Z',
  created_at: '2026-11-01T10:00:00.000Z',
};
const drawn: SavedSearch = {
  id: 12,
  name: 'Riverside',
  frequency: 'instant',
  paused: 1,
  filters: { polygon: '38.7,-9.2;38.75,-9.1;38.7,-9.1', property_type: 'rent' },
  results_path: '/map?property_type=rent&polygon=38.7%2C-9.2%3B38.75%2C-9.1%3B38.7%2C-9.1&lat=38.725&lng=-9.15&zoom=12',
  total_matches: 0,
  last_matched_at: null,
  created_at: '2026-11-02T10:00:00.000Z',
};

/** The API of the page: the list as it stands, and every change applied to it (so a refetch shows it). */
function mockSavedSearches(initial: SavedSearch[]) {
  let searches = [...initial];
  const fetchMock = mockApi({
    get_categories: categories,
    'get-saved-searches': () => ok(searches, { total: searches.length }),
    'update-saved-search': (_url, { body }) => {
      const { saved_search_id, ...change } = JSON.parse(String(body)) as Record<string, unknown>;
      searches = searches.map((search) =>
        search.id === saved_search_id ? ({ ...search, ...change } as SavedSearch) : search,
      );
      return ok(searches.find((search) => search.id === saved_search_id));
    },
    'delete-saved-search': (_url, { body }) => {
      const { saved_search_id } = JSON.parse(String(body)) as { saved_search_id: number };
      searches = searches.filter((search) => search.id !== saved_search_id);
      return ok({ id: saved_search_id });
    },
  });
  return fetchMock;
}

/** jsdom names a <bdi> as a block ("Delete Lisbon villas ?"); a browser reads "Delete Lisbon villas?". */
const deleteTitle = /^Delete Lisbon villas ?\?$/;

/** The card of the search of that name, once it shows. */
const card = (name: string) =>
  waitFor(() => {
    const found = screen.getAllByTestId('saved-search').find((item) => item.querySelector('h2')?.textContent === name);
    if (!found) throw new Error(`No saved search named ${name}`);
    return found;
  });

describe('/user/saved-searches', () => {
  it('shows each search with its filters in words, alerts, matches, last match and a link to its results', async () => {
    mockSavedSearches([lisbon, drawn]);
    renderPage(<SavedSearchesPage />, { url: '/user/saved-searches', user: signedIn() });

    const first = await card('Lisbon villas');
    const filters = within(first).getByRole('list', { name: 'Filters' });
    await waitFor(() =>
      expect(
        within(filters)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Lisbon', 'Villa', 'For sale', `Up to ${testSettings.currency_symbol}300K`]),
    );
    expect((within(first).getByLabelText('E-mail alerts') as HTMLSelectElement).value).toBe('daily');
    expect(first.textContent).toContain('4 matching listings · last match Nov 20, 2026');
    expect(within(first).getByRole('link', { name: 'See results' }).getAttribute('href')).toBe(lisbon.results_path);
    expect(within(first).queryByText('Paused')).toBeNull();

    const second = await card('Riverside');
    within(second).getByText('Paused');
    within(second).getByText('Drawn area');
    expect(second.textContent).toContain('0 matching listings · no match yet');
    expect(within(second).getByRole('link', { name: 'See results' }).getAttribute('href')).toBe(drawn.results_path);
    within(second).getByRole('button', { name: 'Resume alerts' });
  });

  it('renames a search, refusing an empty name beside the field', async () => {
    const fetchMock = mockSavedSearches([lisbon]);
    renderPage(<SavedSearchesPage />, { url: '/user/saved-searches', user: signedIn() });
    fireEvent.click(within(await card('Lisbon villas')).getByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename saved search' });
    const name = within(dialog).getByLabelText('Name');

    fireEvent.change(name, { target: { value: ' ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await within(dialog).findByText('Give this search a name.');
    expect(requestsTo(fetchMock, 'update-saved-search')).toHaveLength(0);

    fireEvent.change(name, { target: { value: '  Villas by the river ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await card('Villas by the river');
    expect(bodiesTo(fetchMock, 'update-saved-search')).toEqual([{ saved_search_id: 11, name: 'Villas by the river' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('pauses and resumes alerts and changes their frequency, the list showing the server’s state', async () => {
    const fetchMock = mockSavedSearches([lisbon]);
    renderPage(<SavedSearchesPage />, { url: '/user/saved-searches', user: signedIn() });
    fireEvent.click(within(await card('Lisbon villas')).getByRole('button', { name: 'Pause alerts' }));
    await waitFor(async () => within(await card('Lisbon villas')).getByText('Paused'));
    fireEvent.click(within(await card('Lisbon villas')).getByRole('button', { name: 'Resume alerts' }));
    await waitFor(async () => expect(within(await card('Lisbon villas')).queryByText('Paused')).toBeNull());

    fireEvent.change(within(await card('Lisbon villas')).getByLabelText('E-mail alerts'), {
      target: { value: 'weekly' },
    });
    await waitFor(async () =>
      expect((within(await card('Lisbon villas')).getByLabelText('E-mail alerts') as HTMLSelectElement).value).toBe(
        'weekly',
      ),
    );
    expect(bodiesTo(fetchMock, 'update-saved-search')).toEqual([
      { saved_search_id: 11, paused: 1 },
      { saved_search_id: 11, paused: 0 },
      { saved_search_id: 11, frequency: 'weekly' },
    ]);
  });

  it('deletes a search once confirmed, then shows how to save one', async () => {
    const fetchMock = mockSavedSearches([lisbon]);
    renderPage(<SavedSearchesPage />, { url: '/user/saved-searches', user: signedIn() });
    fireEvent.click(within(await card('Lisbon villas')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: deleteTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(fetchMock, 'delete-saved-search')).toHaveLength(0);

    fireEvent.click(within(await card('Lisbon villas')).getByRole('button', { name: 'Delete' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: deleteTitle })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await screen.findByText('You have no saved searches yet.');
    expect(bodiesTo(fetchMock, 'delete-saved-search')).toEqual([{ saved_search_id: 11 }]);
    expect(screen.getByRole('link', { name: 'Search properties' }).getAttribute('href')).toBe('/properties');
  });

  it('pages ten at a time', async () => {
    const fetchMock = mockApi({
      get_categories: categories,
      'get-saved-searches': ok([lisbon], { total: 11 }),
    });
    renderPage(<SavedSearchesPage />, { url: '/user/saved-searches', user: signedIn() });
    fireEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(Object.fromEntries(requestsTo(fetchMock, 'get-saved-searches').at(-1)!.searchParams)).toEqual({
        offset: '10',
        limit: '10',
      }),
    );
  });
});
