import { fireEvent, screen, waitFor } from '@testing-library/react';

import { aFaq } from '../../../../testing/fixtures';
import { mockApi, ok, renderPage, requestsTo } from '../../../../testing/render-page';
import { FaqsPage } from '../components/faqs-page';

const faqs = [
  aFaq({ id: 1, answer: 'Sign in and choose <b>Add property</b>.' }),
  aFaq({ id: 2, question: 'Is browsing free?', answer: 'Yes.' }),
];

describe('/faqs', () => {
  it('shows the questions as an accordion', async () => {
    mockApi({ faqs: ok(faqs, { total: 2 }) });
    renderPage(<FaqsPage />, { url: '/faqs' });
    const items = await screen.findAllByTestId('faq');
    expect(items).toHaveLength(2);
    expect(screen.getByText('How do I post a property?').closest('summary')).toBeTruthy();
    screen.getByText('Sign in and choose Add property.');
    expect(items[0]!.hasAttribute('open')).toBe(false);
  });

  it('searches on submit and keeps the search in the URL', async () => {
    const fetchMock = mockApi({
      faqs: (url) => (url.searchParams.get('search') ? ok([faqs[0]], { total: 1 }) : ok(faqs, { total: 2 })),
    });
    renderPage(<FaqsPage />, { url: '/faqs' });
    await screen.findAllByTestId('faq');
    fireEvent.change(screen.getByLabelText('Search the questions'), { target: { value: ' post ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getAllByTestId('faq')).toHaveLength(1));
    const sent = requestsTo(fetchMock, 'faqs').at(-1)!.searchParams;
    expect(sent.get('search')).toBe('post');
    expect(sent.get('offset')).toBe('0');
    expect(screen.getByTestId('location').textContent).toBe('/faqs?search=post');
  });

  it('says when nothing matches', async () => {
    mockApi({ faqs: ok([], { total: 0 }) });
    renderPage(<FaqsPage />, { url: '/faqs?search=zebra' });
    await screen.findByText('No question mentions “\u2068zebra\u2069”.');
  });
});
