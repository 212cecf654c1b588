import { I18nextProvider } from '@domus/shared/i18n';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';

import ar from '../../../../locales/ar.json';
import AdminRoutes from '../../../routes';
import { aUser, createTestI18n, jsonBody, mockApi, ok, renderPage, requestsTo } from '../../../testing/render-page';
import { ArticlesPage } from '../components/articles-page';
import { anAdmin, anArticle, siteLanguages } from './content-fixtures';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

describe('/admin/content', () => {
  beforeEach(() => jest.mocked(toast.success).mockClear());

  it('lists drafts and published articles, and shows more by the API’s cursor', async () => {
    const fetchMock = mockApi({
      get_languages: ok(siteLanguages),
      'admin/articles': ({ url }) =>
        url.searchParams.get('cursor') === 'next'
          ? ok([anArticle(1)], { total: 2, next_cursor: null })
          : ok([anArticle(2, { published: true })], { total: 2, next_cursor: 'next' }),
    });
    renderPage(<ArticlesPage />, { url: '/admin/content', user: anAdmin() });
    const first = (await screen.findByRole('heading', { level: 2, name: 'Article 2' })).closest('li')!;
    within(first).getByText('Published');
    screen.getByText('2 articles');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    const second = (await screen.findByRole('heading', { level: 2, name: 'Article 1' })).closest('li')!;
    within(second).getByText('Draft');
    expect(requestsTo(fetchMock, 'admin/articles').map((request) => request.url.searchParams.get('cursor'))).toEqual([
      null,
      'next',
    ]);
  });

  it('publishes a draft', async () => {
    const fetchMock = mockApi({
      get_languages: ok(siteLanguages),
      'admin/articles': ok([anArticle(1)], { total: 1, next_cursor: null }),
      'POST admin/articles/publish': ok(anArticle(1, { published: true })),
    });
    renderPage(<ArticlesPage />, { url: '/admin/content', user: anAdmin() });
    fireEvent.click(await screen.findByRole('button', { name: 'Publish Article 1' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Published: the articles page shows it now'));
    expect(jsonBody(requestsTo(fetchMock, 'admin/articles/publish', 'POST')[0])).toEqual({ id: 1, published: '1' });
  });

  it('writes a new article with a live preview of what the server keeps of its HTML', async () => {
    const fetchMock = mockApi({
      get_languages: ok(siteLanguages),
      'admin/articles': ok([], { total: 0, next_cursor: null }),
      'POST admin/content/preview': ok({ html: '<p>Hello</p>' }),
      'POST admin/articles/create': ok(anArticle(5)),
    });
    renderPage(<ArticlesPage />, { url: '/admin/content', user: anAdmin() });
    await screen.findByText('No articles yet');
    fireEvent.click(screen.getByRole('button', { name: 'New article' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'New article' }));

    fireEvent.change(screen.getByRole('textbox', { name: 'Title (English)' }), { target: { value: 'Moving' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Text (HTML) (English)' }), {
      target: { value: '<p onclick="x()">Hello</p><script>x()</script>' },
    });
    const previews = screen.getAllByRole('region', { name: 'Preview, as the site will show it' });
    await waitFor(() => expect(previews[0]!.innerHTML).toContain('<p>Hello</p>'));
    expect(previews[0]!.innerHTML).not.toContain('script');
    expect(previews[1]!.getAttribute('dir')).toBe('rtl');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Saved as a draft: publish it to show it on the site'),
    );
    expect(jsonBody(requestsTo(fetchMock, 'admin/articles/create', 'POST')[0])).toEqual({
      texts: {
        en: { title: 'Moving', body: '<p onclick="x()">Hello</p><script>x()</script>' },
        ar: { title: '', body: '' },
      },
      category_id: null,
      is_promoted: '0',
    });
  });

  it('is for admins alone: a moderator is told so and nothing is asked of the API', async () => {
    const fetchMock = mockApi({});
    renderPage(<AdminRoutes />, { url: '/admin/content', user: aUser({ role: 'moderator' }) });
    await screen.findByText('Admins only');
    expect(requestsTo(fetchMock, 'admin/articles')).toHaveLength(0);
  });

  it('reads in Arabic', async () => {
    mockApi({
      get_languages: ok(siteLanguages),
      'admin/articles': ok([anArticle(1)], { total: 1, next_cursor: null }),
    });
    const i18n = createTestI18n();
    i18n.addResourceBundle('ar', 'admin', ar);
    await act(() => i18n.changeLanguage('ar'));
    renderPage(
      <I18nextProvider i18n={i18n}>
        <ArticlesPage />
      </I18nextProvider>,
      { url: '/admin/content', user: anAdmin() },
    );
    await screen.findByText(ar.content.articles.count_one);
    screen.getByRole('navigation', { name: ar.content.sections });
    screen.getByRole('button', { name: ar.content.articles.new });
  });
});
