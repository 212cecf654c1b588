import { ApiError, fetchPrivateFile } from '@domus/shared/api';
import type { VerificationFieldValue, VerificationRequest } from '@domus/shared/contract';
import { I18nextProvider } from '@domus/shared/i18n';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';

import ar from '../../../../locales/ar.json';
import AdminRoutes from '../../../routes';
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
import { VerificationPage } from '../components/verification-page';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn() } }));
jest.mock('@domus/shared/api', () => ({
  ...jest.requireActual('@domus/shared/api'),
  fetchPrivateFile: jest.fn(),
}));

const documentUrl = (file: string) => `http://localhost/api/verification-document?file=${file}`;

function field(id: number, overrides: Partial<VerificationFieldValue>): VerificationFieldValue {
  return {
    id,
    name: `Field ${id}`,
    field_type: 'text',
    options: [],
    translated_name: `Field ${id}`,
    translated_options: [],
    is_required: true,
    sequence: id,
    value: '',
    values: [],
    file_url: '',
    ...overrides,
  };
}

function application(id: number, overrides: Partial<VerificationRequest> = {}): VerificationRequest {
  return {
    id,
    user_id: 100 + id,
    user_name: `Applicant ${id}`,
    user_email: `applicant${id}@example.test`,
    user_slug_id: `applicant-${id}`,
    user_is_agent: false,
    status: 'pending',
    reason: '',
    created_at: '2026-03-04T10:30:00.000Z',
    decided_at: null,
    fields: [
      field(1, { translated_name: 'Licence number', value: `LIC-${id}`, values: [`LIC-${id}`] }),
      field(2, { translated_name: 'Years of experience', field_type: 'number', value: '' }),
      field(3, {
        translated_name: 'Identity document',
        field_type: 'file',
        value: documentUrl(`id-${id}.jpg`),
        file_url: documentUrl(`id-${id}.jpg`),
      }),
    ],
    ...overrides,
  };
}

const query = (fetchMock: jest.Mock) =>
  Object.fromEntries(requestsTo(fetchMock, 'admin/verification-requests').at(-1)!.url.searchParams);
const location = () => screen.getByTestId('location').textContent;
/** The card of the application of `name`. */
const card = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('li')!;
const fetchFile = jest.mocked(fetchPrivateFile);

beforeEach(() => {
  jest.mocked(toast.success).mockClear();
  fetchFile.mockReset();
  fetchFile.mockImplementation(async (url) => ({
    blob: new Blob(['picture'], { type: url.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg' }),
    name: url.endsWith('.pdf') ? 'document.pdf' : 'document.jpg',
  }));
  let made = 0;
  URL.createObjectURL = jest.fn(() => `blob:http://localhost/doc-${++made}`);
  URL.revokeObjectURL = jest.fn();
});

describe('/admin/verification', () => {
  it('lists the pending applications, ten a page, each with the applicant, the date and the answers', async () => {
    const fetchMock = mockApi({
      'admin/verification-requests': ok(
        [application(1), application(2, { user_is_agent: true, user_name: 'Jane Q. Agent' })],
        { total: 2 },
      ),
    });
    renderPage(<VerificationPage />, { url: '/admin/verification', user: aModerator() });

    const first = within(
      await screen.findByRole('heading', { level: 2, name: 'Applicant 1' }).then((h) => h.closest('li')!),
    );
    first.getByText('applicant1@example.test');
    expect(first.getByText(/2026/).closest('time')?.getAttribute('datetime')).toBe('2026-03-04T10:30:00.000Z');
    first.getByText('Waiting');
    first.getByText('Licence number');
    first.getByText('LIC-1');
    first.getByText('not answered');
    // No public listing yet: no agent page to link to.
    expect(first.queryByRole('link')).toBeNull();
    first.getByRole('button', { name: 'Approve the application of Applicant 1' });
    first.getByRole('button', { name: 'Reject the application of Applicant 1' });
    const agent = within(card('Jane Q. Agent'));
    expect(agent.getByRole('link', { name: 'Agent page of Jane Q. Agent' }).getAttribute('href')).toBe(
      '/agents/applicant-2',
    );
    screen.getByText('2 applications');
    expect(screen.getByRole('link', { name: 'Waiting' }).getAttribute('aria-current')).toBe('true');
    expect(query(fetchMock)).toEqual({ status: 'pending', limit: '10' });
  });

  it('filters by status from the address, and shows a decided application with its decision', async () => {
    const fetchMock = mockApi({
      'admin/verification-requests': ({ url }) =>
        url.searchParams.get('status') === 'failed'
          ? ok(
              [
                application(3, {
                  status: 'failed',
                  reason: 'The document is unreadable.',
                  decided_at: '2026-03-05T09:00:00.000Z',
                }),
              ],
              { total: 1 },
            )
          : ok([application(1)], { total: 1 }),
    });
    renderPage(<VerificationPage />, { url: '/admin/verification', user: aModerator() });
    await screen.findByText('Applicant 1');

    fireEvent.click(screen.getByRole('link', { name: 'Rejected' }));
    expect(location()).toBe('/admin/verification?status=failed');
    const decided = within(
      await screen.findByRole('heading', { level: 2, name: 'Applicant 3' }).then((h) => h.closest('li')!),
    );
    expect(query(fetchMock)).toEqual({ status: 'failed', limit: '10' });
    decided.getByText('The document is unreadable.');
    decided.getByText('Decided');
    expect(decided.queryByRole('button', { name: /Approve|Reject/ })).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'All' }));
    expect(location()).toBe('/admin/verification?status=all');
    await waitFor(() => expect(query(fetchMock)).toEqual({ limit: '10' }));
  });

  it('pages by the cursor the API gives, keeping the status, and goes back to the first page', async () => {
    const fetchMock = mockApi({
      'admin/verification-requests': ({ url }) =>
        url.searchParams.get('cursor')
          ? ok([application(11)], { total: 11, next_cursor: null })
          : ok([application(1)], { total: 11, next_cursor: '2026-12-01T10:00:00.000001Z_9' }),
    });
    renderPage(<VerificationPage />, { url: '/admin/verification?status=success', user: aModerator() });
    expect(screen.queryByRole('button', { name: 'First page' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Next page' }));

    expect(location()).toBe('/admin/verification?status=success&cursor=2026-12-01T10%3A00%3A00.000001Z_9');
    await screen.findByText('Applicant 11');
    expect(query(fetchMock)).toEqual({ status: 'success', cursor: '2026-12-01T10:00:00.000001Z_9', limit: '10' });
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'First page' }));
    expect(location()).toBe('/admin/verification?status=success');
  });

  it('says when no application is waiting', async () => {
    mockApi({ 'admin/verification-requests': ok([], { total: 0 }) });
    renderPage(<VerificationPage />, { url: '/admin/verification', user: aModerator() });
    await screen.findByText('No applications waiting');
    screen.getByText('Members who apply to become verified agents appear here.');
  });

  it('shows a picture document inside the console, fetched with the token, and lets go of it when it leaves', async () => {
    mockApi({ 'admin/verification-requests': ok([application(1)], { total: 1 }) });
    const view = renderPage(<VerificationPage />, { url: '/admin/verification', user: aModerator() });
    const picture = await screen.findByRole('img', { name: 'Identity document of Applicant 1' });
    expect(fetchFile).toHaveBeenCalledWith(documentUrl('id-1.jpg'));
    expect(picture.getAttribute('src')).toBe('blob:http://localhost/doc-1');
    const download = screen.getByRole('link', { name: 'Download Identity document' });
    expect(download.getAttribute('download')).toBe('document.jpg');
    view.unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/doc-1');
  });

  it('shows a PDF in the browser’s viewer, with a download link', async () => {
    const pdf = application(1);
    pdf.fields[2] = { ...pdf.fields[2]!, file_url: documentUrl('id-1.pdf'), value: documentUrl('id-1.pdf') };
    mockApi({ 'admin/verification-requests': ok([pdf], { total: 1 }) });
    renderPage(<VerificationPage />, { url: '/admin/verification', user: aModerator() });
    await screen.findByRole('link', { name: 'Download Identity document' });
    const viewer = screen.getByTitle('Identity document of Applicant 1');
    expect(viewer.tagName).toBe('IFRAME');
    expect(viewer.getAttribute('src')).toBe('blob:http://localhost/doc-1');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says when a document cannot be fetched, and tries again', async () => {
    fetchFile.mockRejectedValueOnce(new ApiError('You cannot read this document.', 403, 'forbidden', undefined));
    mockApi({ 'admin/verification-requests': ok([application(1)], { total: 1 }) });
    renderPage(<VerificationPage />, { url: '/admin/verification', user: aModerator() });
    await screen.findByText('Applicant 1');
    const alert = await within(card('Applicant 1')).findByRole('alert');
    expect(alert.textContent).toContain('The document could not be shown: You cannot read this document.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('img', { name: 'Identity document of Applicant 1' });
  });

  it('approves an application after confirming, says so in its own words and asks for the list again', async () => {
    let decided = false;
    const fetchMock = mockApi({
      'admin/verification-requests': () => (decided ? ok([], { total: 0 }) : ok([application(5)], { total: 1 })),
      'POST admin/verification-requests/approve': () => {
        decided = true;
        return {
          body: { error: false, message: 'Verification approved', data: application(5, { status: 'success' }) },
        };
      },
    });
    renderPage(<VerificationPage />, { url: '/admin/verification', user: aModerator() });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve the application of Applicant 5' }));

    const dialog = screen.getByRole('alertdialog', { name: /^Approve Applicant 5 ?\?$/ });
    // Cancelling changes nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(requestsTo(fetchMock, 'admin/verification-requests/approve')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Approve the application of Applicant 5' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Approved: Applicant 5 is now a verified agent.'));
    expect(jsonBody(requestsTo(fetchMock, 'admin/verification-requests/approve', 'POST')[0])).toEqual({ id: 5 });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await screen.findByText('No applications waiting');
  });

  it('rejects only with a reason, which a usual one fills and the operator edits', async () => {
    const fetchMock = mockApi({
      'admin/verification-requests': ok([application(6)], { total: 1 }),
      'POST admin/verification-requests/reject': {
        body: { error: false, message: 'Verification rejected', data: application(6, { status: 'failed' }) },
      },
    });
    renderPage(<VerificationPage />, { url: '/admin/verification', user: aModerator() });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject the application of Applicant 6' }));
    const dialog = within(screen.getByRole('dialog', { name: /^Reject the application of .?Applicant 6.??\?$/ }));
    const reason = dialog.getByRole('textbox', { name: 'Reason, sent to the applicant' }) as HTMLTextAreaElement;

    // Spaces are no reason.
    fireEvent.change(reason, { target: { value: '   ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    dialog.getByText('Write the reason the applicant will read.');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(reason.getAttribute('aria-describedby')).toContain(
      dialog.getByText('Write the reason the applicant will read.').id,
    );
    expect(requestsTo(fetchMock, 'admin/verification-requests/reject')).toHaveLength(0);

    fireEvent.click(dialog.getByRole('button', { name: 'The licence number does not match.' }));
    expect(reason.value).toBe('The licence number does not match.');
    expect(dialog.queryByText('Write the reason the applicant will read.')).toBeNull();
    fireEvent.change(reason, { target: { value: `${reason.value} We found LIC-7, not LIC-6. ` } });
    fireEvent.click(dialog.getByRole('button', { name: 'Reject' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Rejected: Applicant 6 was told why.'));
    expect(jsonBody(requestsTo(fetchMock, 'admin/verification-requests/reject', 'POST')[0])).toEqual({
      id: 6,
      reason: 'The licence number does not match. We found LIC-7, not LIC-6.',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the dialog open with what the API refused', async () => {
    mockApi({
      'admin/verification-requests': ok([application(7)], { total: 1 }),
      'POST admin/verification-requests/approve': failure(
        409,
        'conflict',
        'Verification request 7 was already decided (failed).',
      ),
    });
    renderPage(<VerificationPage />, { url: '/admin/verification', user: aModerator() });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve the application of Applicant 7' }));
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('alertdialog');
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Verification request 7 was already decided (failed).',
    );
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('says so when the applications cannot be loaded, and tries again', async () => {
    let calls = 0;
    mockApi({
      'admin/verification-requests': () =>
        ++calls === 1 ? failure(500, 'internal', 'Boom') : ok([application(1)], { total: 1 }),
    });
    renderPage(<VerificationPage />, { url: '/admin/verification', user: aModerator() });
    await screen.findByText('The applications could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Applicant 1');
  });

  it('reads in Arabic, the toast too', async () => {
    mockApi({
      'admin/verification-requests': ok([application(8)], { total: 1 }),
      'POST admin/verification-requests/approve': {
        body: { error: false, message: 'Verification approved', data: application(8, { status: 'success' }) },
      },
    });
    const i18n = createTestI18n();
    i18n.addResourceBundle('ar', 'admin', ar);
    await act(() => i18n.changeLanguage('ar'));
    renderPage(
      <I18nextProvider i18n={i18n}>
        <VerificationPage />
      </I18nextProvider>,
      { url: '/admin/verification', user: aModerator() },
    );
    await screen.findByRole('heading', { level: 1, name: ar.screens.verification.title });
    await screen.findByText(ar.verification.count_one);
    screen.getByRole('link', { name: ar.verification.filters.pending });
    fireEvent.click(screen.getByRole('button', { name: 'قبول طلب Applicant 8' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: ar.verification.approve }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('تم القبول: أصبح Applicant 8 وكيلًا موثَّقًا.'));
  });
});

describe('the console, for a moderator', () => {
  it('lists the Verification screen in its overview and navigation', async () => {
    mockApi({ 'admin/verification-requests': ok([], { total: 0 }) });
    renderPage(<AdminRoutes />, { url: '/admin', user: aModerator() });
    const nav = within(await screen.findByRole('navigation', { name: 'Operator console' }));
    nav.getByRole('link', { name: 'Agent verification' });
    screen.getByText(
      "Review members' applications to become verified agents: their answers and documents; approve or reject them.",
    );
    fireEvent.click(within(screen.getByRole('heading', { level: 2, name: 'Agent verification' })).getByRole('link'));
    expect(location()).toBe('/admin/verification');
    await screen.findByText('No applications waiting');
    const current = within(screen.getByRole('navigation', { name: 'Operator console' }));
    expect(current.getByRole('link', { name: 'Agent verification' }).getAttribute('aria-current')).toBe('page');
  });
});
