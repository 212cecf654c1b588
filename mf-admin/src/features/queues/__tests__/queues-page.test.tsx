import type { DecisionEntry, ListingReport, PendingListing, ReviewClaim, ReviewSubject } from '@domus/shared/contract';
import { I18nextProvider } from '@domus/shared/i18n';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';

import ar from '../../../../locales/ar.json';
import {
  aUser,
  createTestI18n,
  failure,
  jsonBody,
  mockApi,
  ok,
  renderPage,
  requestsTo,
} from '../../../testing/render-page';
import { QueuesPage } from '../components/queues-page';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn() } }));

const mona = () => aUser({ id: 1, name: 'Mona Moderator', role: 'moderator' });

function listing(id: number, overrides: Partial<PendingListing> = {}): PendingListing {
  return {
    id,
    slug_id: `house-${id}`,
    title: `House ${id}`,
    city: 'Amman',
    price: 120000 + id,
    images: [
      `http://localhost/uploads/thumbs/house-${id}-a.webp`,
      `http://localhost/uploads/thumbs/house-${id}-b.webp`,
    ],
    user_id: 200 + id,
    owner_name: `Owner ${id}`,
    owner_email: `owner${id}@example.test`,
    created_at: '2026-12-01T09:00:00.000Z',
    claim: null,
    ...overrides,
  };
}

function report(id: number): ListingReport {
  return {
    id,
    property_id: 40 + id,
    property_slug_id: `reported-${id}`,
    property_title: `Reported house ${id}`,
    reporter_id: 9,
    reporter_name: 'Rami Reporter',
    reporter_email: 'rami@example.test',
    reason_id: 1,
    reason: 'Fake photos',
    other_message: 'The pool is not there',
    created_at: '2026-12-02T10:00:00.000Z',
    decision: null,
    decided_by: '',
    decided_at: null,
    claim: null,
  };
}

const decision: DecisionEntry = {
  id: 1,
  subject: 'property',
  subject_id: 1,
  title: 'House 1',
  decision: 'rejected',
  reason: 'Blurry photos',
  decided_by: 'sami@domus.example',
  decided_at: '2026-11-30T08:00:00.000Z',
};

const claimOf = (subject: ReviewSubject, id: number): ReviewClaim => ({
  subject,
  subject_id: id,
  claimed_by: 1,
  claimed_by_name: 'Mona Moderator',
  claimed_by_email: 'mona@domus.example',
  claimed_until: '2026-12-06T22:05:00.000Z',
});

/** The API of a queue of `rows`, with claims, history and the decision calls answered. */
function queueApi(rows: PendingListing[], replies: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'admin/properties/pending': ok(rows, { total: rows.length, next_cursor: null }),
    'POST admin/review-claims': ({ body }) => {
      const target = JSON.parse(String(body)) as { subject: ReviewSubject; id: number };
      return ok(claimOf(target.subject, target.id));
    },
    'POST admin/review-claims/release': ok({ released: true }),
    'admin/decisions': ({ url }) => ok(url.searchParams.get('subject_id') === '1' ? [decision] : [], { total: 1 }),
    'admin/listing-edits': ok(
      [
        {
          id: 3,
          subject: 'property',
          subject_id: 1,
          title: 'House 1',
          edited_by: 'owner1@example.test',
          edited_at: '2026-12-01T08:00:00.000Z',
          request_status_before: 'approved',
          sent_to_review: true,
          changes: [{ field: 'price', item: '', old: '100000', new: '120001' }],
        },
      ],
      { total: 1 },
    ),
    'POST admin/properties/approve': ({ body }) =>
      ok({ id: JSON.parse(String(body)).id, request_status: 'approved', user_id: 201, title: 'x' }),
    'POST admin/properties/reject': ({ body }) =>
      ok({ id: JSON.parse(String(body)).id, request_status: 'rejected', user_id: 201, title: 'x' }),
    ...replies,
  });
}

const card = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('li')!;
const key = (k: string, target: Element = document.body) => fireEvent.keyDown(target, { key: k });
const claimedIds = (fetchMock: jest.Mock) =>
  requestsTo(fetchMock, 'admin/review-claims', 'POST').map((request) => jsonBody(request));

beforeEach(() => jest.mocked(toast.success).mockClear());

describe('/admin/queues', () => {
  it('shows each pending property with its photos, price, city, owner and date, and who else has it open', async () => {
    const fetchMock = queueApi([
      listing(1),
      listing(2, { claim: { ...claimOf('property', 2), claimed_by: 5, claimed_by_name: 'Sami Second' } }),
    ]);
    renderPage(<QueuesPage />, { url: '/admin/queues', user: mona() });
    const first = within(
      await screen.findByRole('heading', { level: 2, name: 'House 1' }).then((h) => h.closest('li')!),
    );
    expect(first.getByRole('img', { name: 'Photo 1 of House 1' }).getAttribute('src')).toBe(
      'http://localhost/uploads/thumbs/house-1-a.webp',
    );
    first.getByText('Amman');
    first.getByText(/120,001/);
    first.getByText('Owner 1');
    expect(
      first.getByRole('link', { name: 'owner1@example.test: find this owner in Users' }).getAttribute('href'),
    ).toBe('/admin/users?q=owner1%40example.test');
    expect(card('House 1').querySelector('dd time')?.getAttribute('datetime')).toBe('2026-12-01T09:00:00.000Z');
    expect(first.getByRole('link', { name: 'Open the listing House 1 (new tab)' }).getAttribute('href')).toBe(
      '/properties-details/house-1',
    );
    within(card('House 2')).getByText('Being reviewed by Sami Second');
    screen.getByText('2 properties waiting');
    expect(screen.getByRole('link', { name: 'Properties' }).getAttribute('aria-current')).toBe('true');
    expect(Object.fromEntries(requestsTo(fetchMock, 'admin/properties/pending')[0]!.url.searchParams)).toEqual({
      limit: '20',
    });

    // The open item (the first) is claimed, and shows its history and what changed since its approval.
    await waitFor(() => expect(claimedIds(fetchMock)).toEqual([{ subject: 'property', id: 1 }]));
    expect(card('House 1').getAttribute('aria-current')).toBe('true');
    await first.findByText(/Rejected by sami@domus.example/);
    first.getByText('Blurry photos');
    first.getByText('100000');
    first.getByText('120001');
    await first.findByText(/You are reviewing this item/);
  });

  it('works the queue by keys: j and k move (claiming the open item), a and r decide, not while typing', async () => {
    const fetchMock = queueApi([listing(1), listing(2), listing(3)]);
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    renderPage(<QueuesPage />, { url: '/admin/queues', user: mona() });
    await screen.findByText('House 1');
    screen.getByText(/Keys:/);

    key('j');
    expect(card('House 2').getAttribute('aria-current')).toBe('true');
    expect(document.activeElement).toBe(card('House 2'));
    await waitFor(() => expect(claimedIds(fetchMock)).toContainEqual({ subject: 'property', id: 2 }));
    // Moving on lets go of the one before.
    expect(jsonBody(requestsTo(fetchMock, 'admin/review-claims/release', 'POST')[0])).toEqual({
      subject: 'property',
      id: 1,
    });
    key('ArrowDown');
    key('k');
    expect(card('House 2').getAttribute('aria-current')).toBe('true');
    key('o');
    expect(open).toHaveBeenCalledWith('/properties-details/house-2', '_blank', 'noopener');

    key('r');
    const dialog = within(screen.getByRole('dialog', { name: /^Reject .?House 2.?\?$/ }));
    const reason = dialog.getByRole('textbox', { name: 'Reason, sent to the owner' }) as HTMLTextAreaElement;
    // Keys typed in the reason are text, and the dialog keeps the queue still.
    key('j', reason);
    expect(card('House 2').getAttribute('aria-current')).toBe('true');
    fireEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    dialog.getByText('Write the reason the owner will read.');
    expect(requestsTo(fetchMock, 'admin/properties/reject')).toHaveLength(0);
    fireEvent.click(dialog.getByRole('button', { name: 'Photos' }));
    expect(reason.value).toMatch(/^The photos do not show this property/);
    fireEvent.change(reason, { target: { value: `${reason.value} Thanks.` } });
    fireEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Done: 1 item rejected (or upheld); its owner was told why.'),
    );
    expect(jsonBody(requestsTo(fetchMock, 'admin/properties/reject', 'POST')[0])).toEqual({
      id: 2,
      reason: expect.stringMatching(/Please add your own clear photos\. Thanks\.$/),
      expected_status: 'pending',
    });
    expect(screen.queryByRole('dialog')).toBeNull();

    key('a');
    const approve = within(screen.getByRole('dialog', { name: /^Approve .?House 2.?\?$/ }));
    fireEvent.click(approve.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'admin/properties/approve', 'POST')).toHaveLength(1));
    expect(jsonBody(requestsTo(fetchMock, 'admin/properties/approve', 'POST')[0])).toEqual({
      id: 2,
      reason: '',
      expected_status: 'pending',
    });
    open.mockRestore();
  });

  it("says who decided when another moderator's decision came first, and keeps the dialog open", async () => {
    queueApi([listing(1)], {
      'POST admin/properties/approve': failure(
        409,
        'conflict',
        'Property 1 was already rejected by Sami Second (sami@domus.example) on 2026-12-06 21:40 UTC.',
      ),
    });
    renderPage(<QueuesPage />, { url: '/admin/queues', user: mona() });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve House 1' }));
    const dialog = within(screen.getByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'Property 1 was already rejected by Sami Second (sami@domus.example) on 2026-12-06 21:40 UTC.',
    );
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('says so when the open item is claimed by someone else', async () => {
    queueApi([listing(1)], {
      'POST admin/review-claims': failure(
        409,
        'conflict',
        'Property 1 is being reviewed by Sami Second until 22:00 UTC.',
      ),
    });
    renderPage(<QueuesPage />, { url: '/admin/queues', user: mona() });
    await within(
      await screen.findByRole('heading', { level: 2, name: 'House 1' }).then((h) => h.closest('li')!),
    ).findByText('Property 1 is being reviewed by Sami Second until 22:00 UTC.');
  });

  it('rejects the selected items with one reason, one call each, and lists the ones refused', async () => {
    const fetchMock = queueApi([listing(1), listing(2), listing(3)], {
      'POST admin/properties/reject': ({ body }) => {
        const { id } = JSON.parse(String(body)) as { id: number };
        return id === 2
          ? failure(409, 'conflict', 'Property 2 was already approved by Sami Second.')
          : ok({ id, request_status: 'rejected', user_id: 1, title: 'x' });
      },
    });
    renderPage(<QueuesPage />, { url: '/admin/queues', user: mona() });
    await screen.findByText('House 1');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    screen.getByText('3 selected');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select House 3' }));
    screen.getByText('2 selected');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select House 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reject selected' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Reject 3 listings?' }));
    fireEvent.change(dialog.getByRole('textbox'), { target: { value: 'Not a real listing' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    const alert = await screen.findByText('1 item was not decided:');
    expect(alert.textContent).toContain('House 2: Property 2 was already approved by Sami Second.');
    expect(requestsTo(fetchMock, 'admin/properties/reject', 'POST').map((request) => jsonBody(request))).toEqual(
      [1, 2, 3].map((id) => ({ id, reason: 'Not a real listing', expected_status: 'pending' })),
    );
    expect(toast.success).toHaveBeenCalledWith('Done: 2 items rejected (or upheld); their owners were told why.');
  });

  it('works the reports: the reported listing and the reason, dismissed or upheld', async () => {
    const fetchMock = mockApi({
      'admin/reports': ok([report(1)], { total: 1, next_cursor: 'abc' }),
      'POST admin/review-claims': ok(claimOf('report', 1)),
      'POST admin/review-claims/release': ok({ released: true }),
      'POST admin/reports/uphold': ok({ ...report(1), decision: 'upheld' }),
    });
    renderPage(<QueuesPage />, { url: '/admin/queues?kind=report', user: mona() });
    const item = within(
      await screen.findByRole('heading', { level: 2, name: 'Reported house 1' }).then((h) => h.closest('li')!),
    );
    item.getByText('Fake photos — The pool is not there');
    item.getByText('Rami Reporter');
    screen.getByText('1 open report');
    item.getByRole('button', { name: 'Dismiss the report of Reported house 1' });
    fireEvent.click(item.getByRole('button', { name: 'Uphold the report of Reported house 1' }));
    const dialog = within(screen.getByRole('dialog'));
    fireEvent.change(dialog.getByRole('textbox'), { target: { value: 'Fake photos confirmed' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Uphold' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'admin/reports/uphold', 'POST')).toHaveLength(1));
    expect(jsonBody(requestsTo(fetchMock, 'admin/reports/uphold', 'POST')[0])).toEqual({
      id: 1,
      reason: 'Fake photos confirmed',
    });

    // The next page starts after the cursor the API gave.
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'admin/reports').at(-1)!.url.searchParams.get('cursor')).toBe('abc'),
    );
  });

  it('says when a queue is empty', async () => {
    mockApi({ 'admin/properties/pending': ok([], { total: 0, next_cursor: null }) });
    renderPage(<QueuesPage />, { url: '/admin/queues', user: mona() });
    await screen.findByText('No properties waiting');
  });

  it('reads in Arabic', async () => {
    queueApi([listing(1), listing(2)]);
    const i18n = createTestI18n();
    i18n.addResourceBundle('ar', 'admin', ar);
    await act(() => i18n.changeLanguage('ar'));
    renderPage(
      <I18nextProvider i18n={i18n}>
        <QueuesPage />
      </I18nextProvider>,
      { url: '/admin/queues', user: mona() },
    );
    await screen.findByText('عقاران بانتظار المراجعة');
    screen.getByRole('heading', { level: 1, name: 'قوائم المراجعة' });
    screen.getByRole('button', { name: 'قبول House 1' });
    screen.getByRole('link', { name: ar.queues.kindNames.report });
  });
});
