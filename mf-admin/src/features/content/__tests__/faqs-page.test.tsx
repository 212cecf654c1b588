import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';

import { failure, jsonBody, mockApi, ok, renderPage, requestsTo } from '../../../testing/render-page';
import { FaqsPage } from '../components/faqs-page';
import { aFaq, anAdmin, siteLanguages } from './content-fixtures';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

describe('/admin/content/faqs', () => {
  beforeEach(() => jest.mocked(toast.success).mockClear());

  it('lists every FAQ in order, hidden ones marked', async () => {
    mockApi({
      get_languages: ok(siteLanguages),
      'admin/faqs': ok([aFaq(1), aFaq(2, { active: false })], { total: 2, next_cursor: null }),
    });
    renderPage(<FaqsPage />, { url: '/admin/content/faqs', user: anAdmin() });
    const list = await screen.findByRole('list', { name: 'FAQs' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Question 1?', 'Question 2?']);
    within(list).getByText('Hidden');
    expect(screen.getByRole('link', { name: 'FAQs' }).getAttribute('aria-current')).toBe('page');
  });

  it('writes the Arabic question right to left and sends every language', async () => {
    const fetchMock = mockApi({
      get_languages: ok(siteLanguages),
      'admin/faqs': ok([aFaq(1)], { total: 1, next_cursor: null }),
      'POST admin/faqs/update': ok(aFaq(1)),
    });
    renderPage(<FaqsPage />, { url: '/admin/content/faqs', user: anAdmin() });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Question 1?' }));

    const arabic = screen.getByRole('textbox', { name: 'Question (العربية)' });
    expect(arabic.getAttribute('dir')).toBe('rtl');
    expect(arabic.getAttribute('lang')).toBe('ar');
    expect(screen.getByRole('textbox', { name: 'Question (English)' }).getAttribute('dir')).toBe('ltr');
    fireEvent.change(arabic, { target: { value: 'هل هو مجاني؟' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Answer (العربية)' }), { target: { value: 'نعم.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Saved: the site shows it now'));
    expect(jsonBody(requestsTo(fetchMock, 'admin/faqs/update', 'POST')[0])).toEqual({
      id: 1,
      texts: { en: { question: 'Question 1?', answer: 'Yes.' }, ar: { question: 'هل هو مجاني؟', answer: 'نعم.' } },
      sequence: 1,
      active: '1',
    });
  });

  it('shows the API’s reason when a save is refused, and keeps the form', async () => {
    mockApi({
      get_languages: ok(siteLanguages),
      'admin/faqs': ok([], { total: 0, next_cursor: null }),
      'POST admin/faqs/create': failure(
        400,
        'invalidInput',
        'texts.en.question is required (the site’s default language)',
      ),
    });
    renderPage(<FaqsPage />, { url: '/admin/content/faqs', user: anAdmin() });
    await screen.findByText('No FAQs yet');
    fireEvent.click(screen.getByRole('button', { name: 'New FAQ' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('alert');
    screen.getByText(/texts.en.question is required/);
    screen.getByRole('heading', { level: 2, name: 'New FAQ' });
  });

  it('asks before deleting, and for the password when the API wants a fresh proof', async () => {
    let proved = false;
    const fetchMock = mockApi({
      get_languages: ok(siteLanguages),
      'admin/faqs': ok([aFaq(1)], { total: 1, next_cursor: null }),
      'POST admin/faqs/delete': () =>
        proved ? ok(aFaq(1)) : failure(403, 'reauthenticationRequired', 'Please confirm it is you.'),
      'POST confirm-identity': () => {
        proved = true;
        return ok({ confirmed_until: '2026-12-06T19:10:00.000Z' });
      },
    });
    renderPage(<FaqsPage />, { url: '/admin/content/faqs', user: anAdmin() });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Question 1?' }));
    const question = screen.getByRole('alertdialog', { name: 'Delete Question 1??' });
    expect(requestsTo(fetchMock, 'admin/faqs/delete', 'POST')).toHaveLength(0);
    fireEvent.click(within(question).getByRole('button', { name: 'Delete' }));

    const proof = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    fireEvent.change(within(proof).getByLabelText('Your password'), { target: { value: 'secret' } });
    fireEvent.click(within(proof).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Deleted'));
    expect(requestsTo(fetchMock, 'admin/faqs/delete', 'POST').map(jsonBody)).toEqual([{ id: 1 }, { id: 1 }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
