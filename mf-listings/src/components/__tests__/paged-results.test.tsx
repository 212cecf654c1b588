import { fireEvent, screen, waitFor } from '@testing-library/react';

import { FaqsPage } from '../../content/features/faqs/components/faqs-page';
import { aFaq } from '../../testing/fixtures';
import { mockApi, ok, renderPage, requestsTo } from '../../testing/render-page';

const faq = (id: number) => aFaq({ id, question: `Question ${id}?`, answer: `Answer ${id}.` });

// PagedResults through a page that uses it: the FAQs, whose search must survive paging.
describe('paged lists (PagedResults, usePageParam)', () => {
  it('shows the page and pages on, keeping the other parameters of the address', async () => {
    const fetchMock = mockApi({ faqs: ok([faq(1), faq(2)], { total: 25 }) });
    renderPage(<FaqsPage />, { url: '/faqs?search=rent' });
    expect(await screen.findAllByTestId('faq')).toHaveLength(2);
    // 25 questions at 20 a page: two pages.
    screen.getByRole('button', { name: 'Page 2' });
    expect(screen.queryByRole('button', { name: 'Page 3' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/faqs?search=rent&page=2'));
    await waitFor(() => expect(requestsTo(fetchMock, 'faqs')).toHaveLength(2));
    expect(requestsTo(fetchMock, 'faqs')[1]!.searchParams.get('search')).toBe('rent');
  });

  it('offers the first page when the address points past the last one, and goes there', async () => {
    mockApi({
      faqs: (url) => (url.searchParams.get('offset') === '0' ? ok([faq(1)], { total: 1 }) : ok([], { total: 1 })),
    });
    renderPage(<FaqsPage />, { url: '/faqs?search=rent&page=7' });

    await screen.findByText('There is nothing on this page.');
    fireEvent.click(screen.getByRole('button', { name: 'Go to the first page' }));

    expect(await screen.findAllByTestId('faq')).toHaveLength(1);
    expect(screen.getByTestId('location').textContent).toBe('/faqs?search=rent');
  });

  it('says so when there is nothing at all, without pages', async () => {
    mockApi({ faqs: ok([], { total: 0 }) });
    renderPage(<FaqsPage />, { url: '/faqs' });

    await screen.findByText('No questions have been published yet.');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows a failed page with Retry, which asks again', async () => {
    let calls = 0;
    const fetchMock = mockApi({
      faqs: () =>
        ++calls === 1
          ? { status: 500, body: { error: true, message: 'Server down', code: 'x' } }
          : ok([faq(3)], { total: 1 }),
    });
    renderPage(<FaqsPage />, { url: '/faqs' });

    await screen.findByText('Server down');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findAllByTestId('faq')).toHaveLength(1);
    expect(requestsTo(fetchMock, 'faqs')).toHaveLength(2);
  });
});
