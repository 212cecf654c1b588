import type { ComparedListing, DuplicateSuspicion } from '@domus/shared/contract';
import { I18nextProvider } from '@domus/shared/i18n';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';

import ar from '../../../../locales/ar.json';
import {
  aModerator,
  createTestI18n,
  failure,
  jsonBody,
  mockApi,
  ok,
  renderPage,
  requestsTo,
} from '../../../testing/render-page';
import { DuplicatesPage } from '../components/duplicates-page';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn() } }));

function listing(id: number, overrides: Partial<ComparedListing> = {}): ComparedListing {
  return {
    id,
    title: `Flat ${id}`,
    owner: { id: 100 + id, email: `owner${id}@example.test` },
    city: 'Lisbon',
    address: `Rua ${id}`,
    latitude: 38.7,
    longitude: -9.1,
    price: 250000,
    size: 80,
    category: 'Flat',
    property_type: 'sell',
    request_status: 'approved',
    status: 1,
    created_at: '2026-03-04T10:30:00.000Z',
    pictures: [`http://localhost/uploads/${id}-a.jpg`, `http://localhost/uploads/${id}-b.jpg`],
    ...overrides,
  };
}

function suspicion(id: number, overrides: Partial<DuplicateSuspicion> = {}): DuplicateSuspicion {
  return {
    id,
    state: 'open',
    held: true,
    evidence: {
      rule: 'pictures',
      pictures: 2,
      picture_bits: 3,
      metres: 40,
      price_difference_percent: -2,
      size_difference_percent: null,
      same_owner: false,
    },
    reason: '',
    created_at: '2026-03-05T09:00:00.000Z',
    decided_by: '',
    decided_at: null,
    listing: listing(id * 10 + 1),
    original: listing(id * 10),
    ...overrides,
  };
}

const query = (fetchMock: jest.Mock) =>
  requestsTo(fetchMock, 'admin/duplicates').map((request) => Object.fromEntries(request.url.searchParams));
const card = (id: number) => screen.getByRole('heading', { level: 2, name: `Suspicion #${id}` }).closest('li')!;

beforeEach(() => jest.mocked(toast.success).mockClear());

describe('/admin/duplicates', () => {
  it('shows each open pair side by side with the evidence, and loads the next page by keyset', async () => {
    const fetchMock = mockApi({
      'admin/duplicates': ({ url }) =>
        url.searchParams.get('cursor') === 'c1'
          ? ok([suspicion(2)], { total: 2, next_cursor: null })
          : ok([suspicion(1)], { total: 2, next_cursor: 'c1' }),
    });
    renderPage(<DuplicatesPage />, { url: '/admin/duplicates', user: aModerator() });
    const first = within(
      await screen.findByRole('heading', { level: 2, name: 'Suspicion #1' }).then((h) => h.closest('li')!),
    );
    first.getByRole('heading', { level: 3, name: 'Newer listing #11' });
    first.getByRole('heading', { level: 3, name: 'Suspected original #10' });
    first.getByRole('img', { name: 'Main picture of Flat 11' });
    first.getByText('owner11@example.test');
    first.getByText('2 pictures matched (3 of 64 bits apart)');
    first.getByText('40 m apart');
    first.getByText('-2%');
    first.getByText('Different owners');
    first.getByText(/the listing waits for this decision/);
    screen.getByText('2 suspected pairs');
    expect(query(fetchMock)).toEqual([{ state: 'open', limit: '10' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('heading', { level: 2, name: 'Suspicion #2' });
    expect(query(fetchMock).at(-1)).toEqual({ state: 'open', limit: '10', cursor: 'c1' });
    screen.getByRole('heading', { level: 2, name: 'Suspicion #1' });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('filters decided ones from the address, each with who decided and why, without decisions', async () => {
    const fetchMock = mockApi({
      'admin/duplicates': ({ url }) =>
        url.searchParams.get('state') === 'decided'
          ? ok(
              [
                suspicion(3, {
                  state: 'confirmed',
                  decided_by: 'mo@example.test',
                  decided_at: '2026-03-06T09:00:00.000Z',
                  reason: 'Posted twice',
                }),
              ],
              { total: 1, next_cursor: null },
            )
          : ok([], { total: 0, next_cursor: null }),
    });
    renderPage(<DuplicatesPage />, { url: '/admin/duplicates', user: aModerator() });
    await screen.findByText('No suspected duplicates waiting');
    fireEvent.click(screen.getByRole('link', { name: 'Decided' }));
    const decided = within(
      await screen.findByRole('heading', { level: 2, name: 'Suspicion #3' }).then((h) => h.closest('li')!),
    );
    decided.getByText('Confirmed duplicate');
    decided.getByText('mo@example.test');
    decided.getByText('Posted twice');
    expect(decided.queryByRole('button')).toBeNull();
    expect(query(fetchMock).at(-1)).toEqual({ state: 'decided', limit: '10' });
  });

  it('confirms the duplicate only with a reason, which a template fills, then says so and asks again', async () => {
    let decided = false;
    const fetchMock = mockApi({
      'admin/duplicates': () =>
        decided ? ok([], { total: 0, next_cursor: null }) : ok([suspicion(4)], { total: 1, next_cursor: null }),
      'POST admin/duplicates/confirm': () => {
        decided = true;
        return ok({ id: 4, property_id: 41, original_id: 40, state: 'confirmed', request_status: 'rejected' });
      },
    });
    renderPage(<DuplicatesPage />, { url: '/admin/duplicates', user: aModerator() });
    await screen.findByRole('heading', { level: 2, name: 'Suspicion #4' });
    fireEvent.click(within(card(4)).getByRole('button', { name: 'Confirm duplicate: listing #41 copies #40' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Listing #41 duplicates #40?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm duplicate' }));
    dialog.getByText('Write the reason for this decision.');
    expect(requestsTo(fetchMock, 'admin/duplicates/confirm')).toHaveLength(0);
    fireEvent.click(dialog.getByRole('button', { name: 'The same home with the same pictures is already listed.' }));
    const reason = dialog.getByRole('textbox', { name: 'Reason (kept in the decision log)' }) as HTMLTextAreaElement;
    fireEvent.change(reason, { target: { value: `${reason.value} See #40.` } });
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm duplicate' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Confirmed: listing #41 duplicates #40 and was rejected.'),
    );
    expect(jsonBody(requestsTo(fetchMock, 'admin/duplicates/confirm', 'POST')[0])).toEqual({
      id: 4,
      reason: 'The same home with the same pictures is already listed. See #40.',
    });
    await screen.findByText('No suspected duplicates waiting');
  });

  it('keeps the dialog open with the refusal when another operator decided first', async () => {
    mockApi({
      'admin/duplicates': ok([suspicion(5)], { total: 1, next_cursor: null }),
      'POST admin/duplicates/dismiss': failure(
        409,
        'conflict',
        'Suspicion #5 was already confirmed by ana@example.test.',
      ),
    });
    renderPage(<DuplicatesPage />, { url: '/admin/duplicates', user: aModerator() });
    await screen.findByRole('heading', { level: 2, name: 'Suspicion #5' });
    fireEvent.click(
      within(card(5)).getByRole('button', { name: 'Dismiss the suspicion that listing #51 duplicates #50' }),
    );
    const dialog = within(screen.getByRole('dialog'));
    fireEvent.change(dialog.getByRole('textbox'), { target: { value: 'Two flats' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Dismiss' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'Suspicion #5 was already confirmed by ana@example.test.',
    );
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('reads in Arabic, the dialog and the toast too', async () => {
    mockApi({
      'admin/duplicates': ok([suspicion(6)], { total: 1, next_cursor: null }),
      'POST admin/duplicates/dismiss': ok({
        id: 6,
        property_id: 61,
        original_id: 60,
        state: 'dismissed',
        request_status: 'approved',
      }),
    });
    const i18n = createTestI18n();
    i18n.addResourceBundle('ar', 'admin', ar);
    await act(() => i18n.changeLanguage('ar'));
    renderPage(
      <I18nextProvider i18n={i18n}>
        <DuplicatesPage />
      </I18nextProvider>,
      { url: '/admin/duplicates', user: aModerator() },
    );
    await screen.findByRole('heading', { level: 1, name: ar.screens.duplicates.title });
    await screen.findByRole('heading', { level: 2, name: 'الاشتباه رقم 6' });
    screen.getByText(ar.duplicates.count_one);
    screen.getByRole('link', { name: ar.cases.states.open });
    fireEvent.click(screen.getByRole('button', { name: 'رفض الاشتباه في أن الإعلان رقم 61 مكرر للإعلان رقم 60' }));
    const dialog = within(screen.getByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: ar.duplicates.reasons.dismiss.sameBuilding }));
    fireEvent.click(dialog.getByRole('button', { name: ar.duplicates.dismiss }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('تم رفض الاشتباه: يبقى الإعلانان رقم 61 ورقم 60 كما هما.'),
    );
  });
});
