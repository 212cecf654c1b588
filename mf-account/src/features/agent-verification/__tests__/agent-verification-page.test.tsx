import type { AgentVerification, VerificationFormField } from '@domus/shared/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { aUser } from '../../../testing/fixtures';
import { failure, mockApi, ok, renderPage, requestsTo } from '../../../testing/render-page';
import { AgentVerificationPage } from '../components/agent-verification-page';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const field = (
  id: number,
  name: string,
  field_type: VerificationFormField['field_type'],
  extra: Partial<VerificationFormField> = {},
): VerificationFormField => ({
  id,
  name,
  translated_name: name,
  field_type,
  options: [],
  translated_options: extra.options ?? [],
  is_required: false,
  sequence: id,
  ...extra,
});
const fields: VerificationFormField[] = [
  field(1, 'Agency name', 'text', { is_required: true }),
  field(2, 'Years of experience', 'number'),
  field(3, 'About your agency', 'textarea'),
  field(4, 'Licence type', 'radio', { options: ['Individual', 'Company'] }),
  field(5, 'Region', 'dropdown', { options: ['North', 'South'] }),
  field(6, 'Languages', 'checkbox', { options: ['Portuguese', 'English'] }),
  field(7, 'Licence document', 'file', { is_required: true }),
];
const verification = (status: AgentVerification['verification_status'], extra: Partial<AgentVerification> = {}) => ({
  verification_status: status,
  reason: '',
  submitted_at: null,
  decided_at: null,
  fields: [],
  ...extra,
});

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/user/agent-verification', () => {
  it('draws every field type of the admin form', async () => {
    mockApi({
      'get-agent-verification-form-fields': ok(fields),
      'get-agent-verification-form-values': ok(verification('initial')),
    });
    renderPage(<AgentVerificationPage />, { url: '/user/agent-verification', user: aUser() });

    expect((await screen.findByLabelText('Agency name *')).getAttribute('type')).toBe('text');
    expect(screen.getByLabelText('Years of experience').getAttribute('inputmode')).toBe('decimal');
    expect(screen.getByLabelText('About your agency').tagName).toBe('TEXTAREA');
    const licence = screen.getByRole('group', { name: 'Licence type' });
    expect(
      within(licence)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['Individual', 'Company']);
    expect(
      within(screen.getByLabelText('Region'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'North', 'South']);
    expect(within(screen.getByRole('group', { name: 'Languages' })).getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByLabelText('Licence document *').getAttribute('type')).toBe('file');
    screen.getByText('Not applied');
    screen.getByRole('button', { name: 'Apply' });
  });

  it("names the questions and choices in the page's language, and answers with the stored choices", async () => {
    const fetchMock = mockApi({
      'get-agent-verification-form-fields': ok([
        field(4, 'Licence type', 'radio', {
          translated_name: 'Tipo de licença',
          options: ['Individual', 'Company'],
          translated_options: ['Individual', 'Empresa'],
        }),
        field(5, 'Region', 'dropdown', {
          translated_name: 'Região',
          options: ['North', 'South'],
          translated_options: ['Norte', ''],
        }),
      ]),
      'get-agent-verification-form-values': ok(verification('initial')),
      'apply-agent-verification': ok(verification('pending')),
    });
    renderPage(<AgentVerificationPage />, { url: '/user/agent-verification', user: aUser() });

    fireEvent.click(await screen.findByRole('radio', { name: 'Empresa' }));
    expect(
      within(screen.getByLabelText('Região'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'Norte', 'South']);
    type('Região', 'North');
    screen.getByRole('group', { name: 'Tipo de licença' });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Pending');
    const body = requestsTo(fetchMock, 'apply-agent-verification', 'POST')[0]!.body as FormData;
    expect(body.get('form_fields[0][value]')).toBe('Company');
    expect(body.get('form_fields[1][value]')).toBe('North');
  });

  it('asks for the required answers before sending', async () => {
    const fetchMock = mockApi({
      'get-agent-verification-form-fields': ok(fields),
      'get-agent-verification-form-values': ok(verification('initial')),
    });
    renderPage(<AgentVerificationPage />, { url: '/user/agent-verification', user: aUser() });
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    await screen.findByText('This field is required.');
    screen.getByText('Please choose a file.');
    expect(requestsTo(fetchMock, 'apply-agent-verification')).toHaveLength(0);
  });

  it('applies with the answers and the file, then shows "Pending"', async () => {
    const fetchMock = mockApi({
      'get-agent-verification-form-fields': ok(fields),
      'get-agent-verification-form-values': ok(verification('initial')),
      'apply-agent-verification': ok(verification('pending')),
    });
    renderPage(<AgentVerificationPage />, { url: '/user/agent-verification', user: aUser() });

    type(await screen.findByLabelText('Agency name *').then(() => 'Agency name *'), 'Sousa Homes');
    type('Years of experience', '8');
    fireEvent.click(screen.getByRole('radio', { name: 'Company' }));
    type('Region', 'South');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Portuguese' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'English' }));
    const licence = new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Licence document *'), { target: { files: [licence] } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

    await screen.findByText('Pending');
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    const body = requestsTo(fetchMock, 'apply-agent-verification', 'POST')[0]!.body as FormData;
    expect(body.get('form_fields[0][id]')).toBe('1');
    expect(body.get('form_fields[0][value]')).toBe('Sousa Homes');
    expect(body.get('form_fields[3][value]')).toBe('Company');
    expect(body.getAll('form_fields[5][value][]')).toEqual(['Portuguese', 'English']);
    expect((body.get('form_fields[6][value]') as File).name).toBe('licence.pdf');
  });

  it('refuses a file that is not a PDF, JPEG or PNG', async () => {
    mockApi({
      'get-agent-verification-form-fields': ok(fields),
      'get-agent-verification-form-values': ok(verification('initial')),
    });
    renderPage(<AgentVerificationPage />, { url: '/user/agent-verification', user: aUser() });
    const document = new File(['x'], 'licence.docx', { type: 'application/msword' });
    fireEvent.change(await screen.findByLabelText('Licence document *'), { target: { files: [document] } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('The file must be a PDF, JPEG or PNG.');
  });

  it('offers Re-apply after a rejection, with the reason and the answers sent before', async () => {
    mockApi({
      'get-agent-verification-form-fields': ok(fields),
      'get-agent-verification-form-values': ok(
        verification('failed', {
          reason: 'The licence is unreadable.',
          fields: [
            { ...fields[0]!, value: 'Sousa Homes', values: ['Sousa Homes'], file_url: '' },
            { ...fields[6]!, value: 'licence.pdf', values: [], file_url: '/uploads/verification/1.pdf' },
          ],
        }),
      ),
    });
    renderPage(<AgentVerificationPage />, { url: '/user/agent-verification', user: aUser() });
    await screen.findByText('Rejected');
    screen.getByText('Reason given: \u2068The licence is unreadable.\u2069');
    expect((screen.getByLabelText('Agency name *') as HTMLInputElement).value).toBe('Sousa Homes');
    screen.getByRole('button', { name: 'Re-apply' });
  });

  it('downloads the document sent before with the session token, since it is private', async () => {
    mockApi({
      'get-agent-verification-form-fields': ok(fields),
      'get-agent-verification-form-values': ok(
        verification('failed', {
          fields: [
            { ...fields[6]!, value: '', values: [], file_url: 'http://localhost/api/verification-document?file=1.pdf' },
          ],
        }),
      ),
    });
    const api = globalThis.fetch;
    const documentFetch = jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => ({
      ok: true,
      status: 200,
      blob: async () => new Blob(['%PDF']),
      headers: { get: () => 'attachment; filename="document.pdf"' },
    }));
    globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('verification-document') ? documentFetch(input, init) : api(input, init),
    ) as unknown as typeof fetch;
    URL.createObjectURL = jest.fn(() => 'blob:document');
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage(<AgentVerificationPage />, { url: '/user/agent-verification', user: aUser() });
    fireEvent.click(await screen.findByRole('button', { name: 'File sent before (kept unless you choose another)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(documentFetch).toHaveBeenCalledWith('http://localhost/api/verification-document?file=1.pdf', {
      headers: { Authorization: 'Bearer token-of-test' },
    });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('document.pdf');
    click.mockRestore();
  });

  it('shows no form while a request is pending or after success', async () => {
    mockApi({
      'get-agent-verification-form-fields': ok(fields),
      'get-agent-verification-form-values': ok(verification('success')),
    });
    renderPage(<AgentVerificationPage />, { url: '/user/agent-verification', user: aUser() });
    await screen.findByText('Verified');
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: /apply/i })).toBeNull();
  });

  it("shows the API's refusal of an application", async () => {
    mockApi({
      'get-agent-verification-form-fields': ok([fields[0]!]),
      'get-agent-verification-form-values': ok(verification('initial')),
      'apply-agent-verification': failure(409, 'conflict', 'Your verification request is already pending.'),
    });
    renderPage(<AgentVerificationPage />, { url: '/user/agent-verification', user: aUser() });
    type(await screen.findByLabelText('Agency name *').then(() => 'Agency name *'), 'Sousa Homes');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Your verification request is already pending.'),
    );
  });
});
