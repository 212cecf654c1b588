import { contactMessages } from '@domus/shared/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';

import { bodiesTo, failure, mockApi, ok, renderPage } from '../../../../testing/render-page';
import { ContactUsPage } from '../components/contact-us-page';

const fill = (values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
};
const goodForm = {
  'First name': 'Ada',
  'Last name': 'Lovelace',
  Email: 'ada@example.test',
  Subject: 'Viewing',
  Message: 'Can I see the flat on Monday?',
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

describe('/contact-us', () => {
  it("shows the contract's message for every empty field and sends nothing", async () => {
    const fetchMock = mockApi({ contct_us: ok({ id: 1 }) });
    renderPage(<ContactUsPage />, { url: '/contact-us' });
    submit();
    await screen.findByText(contactMessages.firstNameRequired);
    for (const message of [
      contactMessages.lastNameRequired,
      contactMessages.emailRequired,
      contactMessages.subjectRequired,
      contactMessages.messageRequired,
    ]) {
      screen.getByText(message);
    }
    expect(bodiesTo(fetchMock, 'contct_us')).toHaveLength(0);
  });

  it('refuses a bad email with its message', async () => {
    const fetchMock = mockApi({ contct_us: ok({ id: 1 }) });
    renderPage(<ContactUsPage />, { url: '/contact-us' });
    fill({ ...goodForm, Email: 'ada-at-example' });
    submit();
    await screen.findByText(contactMessages.emailInvalid);
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(bodiesTo(fetchMock, 'contct_us')).toHaveLength(0);
  });

  it('sends the form, says thank you and empties it', async () => {
    const fetchMock = mockApi({
      contct_us: { body: { error: false, message: contactMessages.sent, data: { id: 9 } } },
    });
    renderPage(<ContactUsPage />, { url: '/contact-us' });
    fill({ ...goodForm, Email: ' ada@example.test ' });
    submit();
    expect((await screen.findByTestId('contact-sent')).textContent).toBe(contactMessages.sent);
    expect(bodiesTo(fetchMock, 'contct_us')).toEqual([
      {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.test',
        subject: 'Viewing',
        message: 'Can I see the flat on Monday?',
      },
    ]);
    await waitFor(() => expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe(''));
  });

  it('shows the field the server refused and the too-many-messages text', async () => {
    let reply = failure(400, 'invalidInput', `email: ${contactMessages.emailInvalid}`);
    mockApi({ contct_us: () => reply });
    renderPage(<ContactUsPage />, { url: '/contact-us' });
    fill(goodForm);
    submit();
    await screen.findByText(contactMessages.emailInvalid);
    reply = failure(429, 'tooManyRequests', contactMessages.tooManyMessages);
    submit();
    expect((await screen.findByText(contactMessages.tooManyMessages)).getAttribute('role')).toBe('alert');
  });
});
