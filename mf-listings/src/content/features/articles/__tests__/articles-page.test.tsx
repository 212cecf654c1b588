import { fireEvent, screen, waitFor } from '@testing-library/react';

import { anArticle } from '../../../../testing/fixtures';
import { mockApi, ok, renderPage, requestsTo } from '../../../../testing/render-page';
import { ArticlesPage } from '../components/articles-page';

const categories = [
  { id: 1, name: 'Buying', translated_name: 'Comprar', slug_id: 'buying', articles_count: 5 },
  { id: 2, name: 'Renting', slug_id: 'renting', articles_count: 3 },
  { id: 3, name: 'Empty', slug_id: 'empty', articles_count: 0 },
];

describe('/articles', () => {
  it('lists the articles as cards linking to their pages, with category chips', async () => {
    mockApi({ get_articles: ok([anArticle()], { total: 8, categories }) });
    renderPage(<ArticlesPage />, { url: '/articles' });
    const card = await screen.findByTestId('article-card');
    expect(card.getAttribute('href')).toBe('/articles/how-to-read-a-floor-plan');
    screen.getByRole('heading', { name: 'How to read a floor plan' });
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    // In the reader's language, or as stored when the reply has no translation.
    screen.getByRole('button', { name: 'Comprar' });
    screen.getByRole('button', { name: 'Renting' });
    expect(screen.queryByRole('button', { name: 'Empty' })).toBeNull();
  });

  it('filters by category and pages with the right parameters', async () => {
    const fetchMock = mockApi({ get_articles: ok([anArticle()], { total: 30, categories }) });
    renderPage(<ArticlesPage />, { url: '/articles' });
    await screen.findByTestId('article-card');
    expect(requestsTo(fetchMock, 'get_articles')[0]!.searchParams.get('limit')).toBe('12');
    fireEvent.click(screen.getByRole('button', { name: 'Renting' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'get_articles').at(-1)!.searchParams.get('category_id')).toBe('2'),
    );
    expect(screen.getByRole('button', { name: 'Renting' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'get_articles').at(-1)!.searchParams.get('offset')).toBe('12'));
    expect(requestsTo(fetchMock, 'get_articles').at(-1)!.searchParams.get('category_id')).toBe('2');
    expect(screen.getByTestId('location').textContent).toBe('/articles?category=2&page=2');
  });
});
