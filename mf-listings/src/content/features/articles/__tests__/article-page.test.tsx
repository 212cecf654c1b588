import { screen } from '@testing-library/react';

import { Route, Routes } from '@domus/shared/routing';
import { anArticle } from '../../../../testing/fixtures';
import { failure, mockApi, ok, renderPage, requestsTo } from '../../../../testing/render-page';
import { ArticlePage } from '../components/article-page';

const page = (url: string) =>
  renderPage(
    <Routes>
      <Route path="/articles/:slug_id" element={<ArticlePage />} />
    </Routes>,
    { url },
  );

describe('/articles/:slug_id', () => {
  afterEach(() => document.head.querySelector('meta[name="description"]')?.remove());

  it('shows the article with its picture, date, category, body and similar articles', async () => {
    const similar = anArticle({ id: 4, slug_id: 'mortgage-basics', title: 'Mortgage basics' });
    const fetchMock = mockApi({ get_articles: ok([anArticle()], { total: 1, similar_articles: [similar] }) });
    page('/articles/how-to-read-a-floor-plan');
    await screen.findByRole('heading', { level: 1, name: 'How to read a floor plan' });
    expect(requestsTo(fetchMock, 'get_articles')[0]!.searchParams.get('slug_id')).toBe('how-to-read-a-floor-plan');
    // The picture beside the heading is decorative: it repeats no name.
    expect(document.querySelector('article img')?.getAttribute('alt')).toBe('');
    expect(screen.getAllByText('Buying').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Mar 2, 2026').length).toBeGreaterThan(0);
    screen.getByText('Then follow the walls room by room.');
    screen.getByRole('heading', { name: 'Similar articles' });
    expect(screen.getByRole('link', { name: /Mortgage basics/ }).getAttribute('href')).toBe(
      '/articles/mortgage-basics',
    );
  });

  it("shows the article's category in the reader's language", async () => {
    const article = anArticle({
      category: { id: 1, name: 'Buying', category: 'Buying', translated_name: 'Comprar', slug_id: 'buying', image: '' },
    });
    mockApi({ get_articles: ok([article], { total: 1, similar_articles: [] }) });
    page('/articles/how-to-read-a-floor-plan');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByText('Comprar').length).toBeGreaterThan(0);
    expect(screen.queryByText('Buying')).toBeNull();
  });

  it('takes the title and meta description from the meta fields', async () => {
    mockApi({ get_articles: ok([anArticle()], { total: 1, similar_articles: [] }) });
    page('/articles/how-to-read-a-floor-plan');
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe('Reading floor plans');
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe(
      'A short guide to reading the floor plan of a home before a viewing.',
    );
    expect(document.head.querySelector<HTMLMetaElement>('meta[property="og:type"]')?.content).toBe('article');
    expect(document.head.querySelector<HTMLMetaElement>('meta[property="og:image"]')?.content).toBe(
      'https://example.test/plan.jpg',
    );
    screen.getByRole('group', { name: 'Share' });
  });

  it('says so when the article does not exist', async () => {
    mockApi({ get_articles: failure(404, 'notFound', 'Article not found') });
    page('/articles/gone');
    await screen.findByRole('heading', { name: 'Article not found' });
  });
});
