import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { aUser } from '../../../testing/fixtures';
import { failure, formBody, mockApi, ok, renderPage, requestsTo, type MockRequest } from '../../../testing/render-page';
import { ProfilePage } from '../components/profile-page';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
// jsdom decodes no pictures: the browser's answer about the pixel size is given here.
jest.mock('@domus/shared/ui', () => ({ ...jest.requireActual('@domus/shared/ui'), readImageSize: jest.fn() }));
const { readImageSize } = jest.requireMock('@domus/shared/ui') as { readImageSize: jest.Mock };

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const picture = (type: string, name = 'me.png') => new File([new Uint8Array(2000)], name, { type });
const choosePicture = (file: File) =>
  fireEvent.change(screen.getByLabelText('Profile picture'), { target: { files: [file] } });
const saveProfile = () => fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));

// get-otp and verify-otp as the API answers them: a token naming the address it proves.
const addressOf = ({ url }: MockRequest) => url.searchParams.get('email') ?? url.searchParams.get('number') ?? '';
const codeCalls = {
  'get-otp': (request: MockRequest) =>
    ok({ sent_to: `${addressOf(request).slice(0, 4)}***`, channel: 'email', expires_in: 600, resend_after: 60 }),
  'verify-otp': (request: MockRequest) =>
    ok({ verification_token: `proof-of-${addressOf(request)}`, expires_in: 900, user_exists: true }),
};
const emailDialog = () => screen.findByRole('dialog', { name: 'Confirm your new email address' });
const phoneDialog = () => screen.findByRole('dialog', { name: 'Confirm your new phone number' });
const enterCode = async (dialog: Promise<HTMLElement>, code = '123456') => {
  const shown = within(await dialog);
  fireEvent.change(await shown.findByLabelText('Code'), { target: { value: code } });
  fireEvent.click(shown.getByRole('button', { name: 'Verify' }));
};

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

describe('/user/profile', () => {
  it('shows every field of the user, ready to edit', () => {
    mockApi({});
    renderPage(<ProfilePage />, { url: '/user/profile', user: aUser() });
    const values: Record<string, string> = {
      Name: 'Ana Sousa',
      Email: 'ana@example.test',
      'Phone number': '+351912345678',
      Address: 'Rua Augusta 10',
      City: 'Lisbon',
      State: 'Lisbon',
      Country: 'Portugal',
      Latitude: '38.71',
      Longitude: '-9.14',
      'About me': 'Agent in Lisbon.',
      Facebook: '',
      Twitter: '',
      Instagram: 'ana.sousa',
      YouTube: '',
    };
    for (const [label, value] of Object.entries(values)) {
      expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe(value);
    }
    expect((screen.getByLabelText('Send me notifications') as HTMLInputElement).checked).toBe(true);
  });

  it('saves the fields and the chosen picture, and updates the session', async () => {
    readImageSize.mockResolvedValue({ width: 400, height: 400 });
    const saved = aUser({ name: 'Ana M. Sousa', profile: '/uploads/users/new.png' });
    const fetchMock = mockApi({ update_profile: ok(saved) });
    const { session } = renderPage(<ProfilePage />, { url: '/user/profile', user: aUser() });

    type('Name', 'Ana M. Sousa');
    fireEvent.click(screen.getByLabelText('Send me notifications'));
    const file = picture('image/png');
    choosePicture(file);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Your profile picture' }).getAttribute('src')).toBe('blob:preview'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    await waitFor(() => expect(session().data?.name).toBe('Ana M. Sousa'));
    const body = formBody(requestsTo(fetchMock, 'update_profile')[0]);
    expect(body).toMatchObject({ name: 'Ana M. Sousa', email: 'ana@example.test', city: 'Lisbon', notification: '0' });
    expect((body.profile as File).name).toBe('me.png');
    expect(session().data?.token).toBe('token-of-test');
  });

  it('refuses a picture under 120x120 before uploading, with a clear message', async () => {
    readImageSize.mockResolvedValue({ width: 100, height: 300 });
    const fetchMock = mockApi({ update_profile: ok(aUser()) });
    renderPage(<ProfilePage />, { url: '/user/profile', user: aUser() });

    choosePicture(picture('image/jpeg', 'small.jpg'));
    expect((await screen.findByRole('alert')).textContent).toBe('The picture must be at least 120x120 pixels.');
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'update_profile')).toHaveLength(1));
    expect(formBody(requestsTo(fetchMock, 'update_profile')[0]).profile).toBeUndefined();
  });

  it('refuses a picture that is not JPEG or PNG', async () => {
    mockApi({});
    renderPage(<ProfilePage />, { url: '/user/profile', user: aUser() });
    choosePicture(picture('image/gif', 'anim.gif'));
    expect((await screen.findByRole('alert')).textContent).toBe('The picture must be a JPEG or PNG file.');
  });

  it('checks the email, the phone number and the coordinates next to each field', async () => {
    const fetchMock = mockApi({});
    renderPage(<ProfilePage />, { url: '/user/profile', user: aUser() });
    type('Email', 'not-an-email');
    type('Phone number', '12');
    type('Latitude', '123');
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await screen.findByText('Please enter a valid email address.');
    screen.getByText('Please enter a valid phone number.');
    screen.getByText('Latitude is a number from -90 to 90.');
    expect(requestsTo(fetchMock, 'update_profile')).toHaveLength(0);
  });

  it('says which fields are still missing for posting', () => {
    mockApi({});
    renderPage(<ProfilePage />, { url: '/user/profile', user: aUser({ mobile: '', profile: '' }) });
    screen.getByText('To post listings, please fill in: Phone number, Profile picture.');
  });

  it("shows the API's refusal and keeps what was typed", async () => {
    mockApi({ ...codeCalls, update_profile: failure(409, 'email-already-in-use') });
    renderPage(<ProfilePage />, { url: '/user/profile', user: aUser() });
    type('Email', 'taken@example.test');
    saveProfile();
    await enterCode(emailDialog());
    expect((await screen.findByRole('alert')).textContent).toBe('Email already in use.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('taken@example.test');
  });

  describe('a new email address or phone number', () => {
    it('is confirmed with a code sent to it before the profile is saved', async () => {
      const saved = aUser({ email: 'ana.sousa@example.test' });
      const fetchMock = mockApi({ ...codeCalls, update_profile: ok(saved) });
      const { session } = renderPage(<ProfilePage />, { url: '/user/profile', user: aUser() });

      type('Email', 'ana.sousa@example.test');
      saveProfile();

      const dialog = within(await emailDialog());
      dialog.getByText(
        'The change to \u2068ana.sousa@example.test\u2069 takes effect once you confirm it with the code we send there.',
      );
      await dialog.findByText('Enter the 6-digit code we sent to \u2068ana.***\u2069.');
      expect(requestsTo(fetchMock, 'get-otp')[0]!.url.searchParams.get('email')).toBe('ana.sousa@example.test');
      expect((dialog.getByRole('button', { name: 'Resend code in 60 s' }) as HTMLButtonElement).disabled).toBe(true);
      expect(requestsTo(fetchMock, 'update_profile')).toHaveLength(0);

      await enterCode(emailDialog(), '654321');

      await waitFor(() => expect(session().data?.email).toBe('ana.sousa@example.test'));
      const verified = requestsTo(fetchMock, 'verify-otp')[0]!.url.searchParams;
      expect(Object.fromEntries(verified)).toEqual({ email: 'ana.sousa@example.test', otp: '654321' });
      const bodies = requestsTo(fetchMock, 'update_profile').map(formBody);
      expect(bodies).toHaveLength(1);
      expect(bodies[0]).toMatchObject({
        email: 'ana.sousa@example.test',
        email_verification_token: 'proof-of-ana.sousa@example.test',
      });
      expect(bodies[0]).not.toHaveProperty('mobile_verification_token');
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('confirms the email address, then the phone number, and saves once with both proofs', async () => {
      const saved = aUser({ email: 'ana.sousa@example.test', mobile: '+351 913 000 111' });
      const fetchMock = mockApi({ ...codeCalls, update_profile: ok(saved) });
      const { session } = renderPage(<ProfilePage />, { url: '/user/profile', user: aUser() });

      type('Email', 'ana.sousa@example.test');
      type('Phone number', '+351 913 000 111');
      saveProfile();
      await enterCode(emailDialog());
      await enterCode(phoneDialog());

      await waitFor(() => expect(session().data?.mobile).toBe('+351 913 000 111'));
      expect(requestsTo(fetchMock, 'get-otp').map(addressOf)).toEqual(['ana.sousa@example.test', '+351 913 000 111']);
      expect(requestsTo(fetchMock, 'get-otp')[1]!.url.searchParams.get('number')).toBe('+351 913 000 111');
      const bodies = requestsTo(fetchMock, 'update_profile').map(formBody);
      expect(bodies).toHaveLength(1);
      expect(bodies[0]).toMatchObject({
        email: 'ana.sousa@example.test',
        mobile: '+351 913 000 111',
        email_verification_token: 'proof-of-ana.sousa@example.test',
        mobile_verification_token: 'proof-of-+351 913 000 111',
      });
    });

    it('needs no code when only written differently, or when the phone number is cleared', async () => {
      const fetchMock = mockApi({ ...codeCalls, update_profile: ok(aUser({ mobile: '' })) });
      renderPage(<ProfilePage />, { url: '/user/profile', user: aUser() });
      type('Email', 'ANA@example.test');
      type('Phone number', '');
      saveProfile();
      await waitFor(() => expect(requestsTo(fetchMock, 'update_profile')).toHaveLength(1));
      expect(formBody(requestsTo(fetchMock, 'update_profile')[0])).toMatchObject({
        email: 'ANA@example.test',
        mobile: '',
      });
      expect(requestsTo(fetchMock, 'get-otp')).toHaveLength(0);
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('is not saved when the dialog is cancelled, and the form keeps what was typed', async () => {
      const fetchMock = mockApi({ ...codeCalls, update_profile: ok(aUser()) });
      renderPage(<ProfilePage />, { url: '/user/profile', user: aUser() });
      type('Phone number', '+351 913 000 111');
      saveProfile();
      const dialog = within(await phoneDialog());
      await dialog.findByLabelText('Code');
      fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));

      expect(screen.queryByRole('dialog')).toBeNull();
      expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('+351 913 000 111');
      expect(requestsTo(fetchMock, 'verify-otp')).toHaveLength(0);
      expect(requestsTo(fetchMock, 'update_profile')).toHaveLength(0);
    });

    it('asks again after a cancel for the code already sent, without sending another during the countdown', async () => {
      const fetchMock = mockApi({ ...codeCalls, update_profile: ok(aUser({ mobile: '+351913000111' })) });
      renderPage(<ProfilePage />, { url: '/user/profile', user: aUser() });
      type('Phone number', '+351913000111');
      saveProfile();
      fireEvent.click(within(await phoneDialog()).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      saveProfile();
      const dialog = within(await phoneDialog());
      dialog.getByText('Enter the 6-digit code we sent to \u2068+351***\u2069.');
      dialog.getByRole('button', { name: /^Resend code in \d+ s$/ });
      await enterCode(phoneDialog());
      await waitFor(() => expect(requestsTo(fetchMock, 'update_profile')).toHaveLength(1));
      expect(requestsTo(fetchMock, 'get-otp')).toHaveLength(1);
    });

    it('keeps a confirmed email address when the phone number is cancelled, and asks only for the phone next time', async () => {
      const fetchMock = mockApi({ ...codeCalls, update_profile: ok(aUser()) });
      renderPage(<ProfilePage />, { url: '/user/profile', user: aUser() });
      type('Email', 'ana.sousa@example.test');
      type('Phone number', '+351913000111');
      saveProfile();
      await enterCode(emailDialog());
      fireEvent.click(within(await phoneDialog()).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      saveProfile();
      await enterCode(phoneDialog());
      await waitFor(() => expect(requestsTo(fetchMock, 'update_profile')).toHaveLength(1));
      expect(requestsTo(fetchMock, 'verify-otp')).toHaveLength(2);
      expect(formBody(requestsTo(fetchMock, 'update_profile')[0])).toMatchObject({
        email_verification_token: 'proof-of-ana.sousa@example.test',
        mobile_verification_token: 'proof-of-+351913000111',
      });
    });

    it('shows a wrong code in the dialog and saves nothing', async () => {
      const fetchMock = mockApi({
        ...codeCalls,
        'verify-otp': failure(400, 'invalid-verification-code'),
        update_profile: ok(aUser()),
      });
      renderPage(<ProfilePage />, { url: '/user/profile', user: aUser() });
      type('Email', 'ana.sousa@example.test');
      saveProfile();
      await enterCode(emailDialog(), '000000');

      const dialog = within(await emailDialog());
      expect((await dialog.findByRole('alert')).textContent).toBe('The code you entered is incorrect.');
      expect(requestsTo(fetchMock, 'update_profile')).toHaveLength(0);
    });

    it('shows in the dialog why no code could be sent, and sends it when asked again', async () => {
      let refusals = 1;
      const fetchMock = mockApi({
        ...codeCalls,
        'get-otp': (request) => (refusals-- > 0 ? failure(429, 'too-many-requests') : codeCalls['get-otp'](request)),
      });
      renderPage(<ProfilePage />, { url: '/user/profile', user: aUser() });
      type('Email', 'ana.sousa@example.test');
      saveProfile();

      const dialog = within(await emailDialog());
      expect((await dialog.findByRole('alert')).textContent).toBe('Too many requests, try again later');
      fireEvent.click(dialog.getByRole('button', { name: 'Send code' }));
      await dialog.findByLabelText('Code');
      expect(requestsTo(fetchMock, 'get-otp')).toHaveLength(2);
    });

    it('goes back to the field to edit the address', async () => {
      mockApi(codeCalls);
      renderPage(<ProfilePage />, { url: '/user/profile', user: aUser() });
      type('Email', 'ana.sousa@exmaple.test');
      saveProfile();
      fireEvent.click(within(await emailDialog()).getByRole('button', { name: 'Use another address' }));

      await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ana.sousa@exmaple.test');
    });

    it('asks for a new code when the API refuses a kept proof as expired', async () => {
      const replies = [failure(400, 'invalid-verification-id'), ok(aUser({ email: 'ana.sousa@example.test' }))];
      const fetchMock = mockApi({ ...codeCalls, update_profile: () => replies.shift()! });
      renderPage(<ProfilePage />, { url: '/user/profile', user: aUser() });
      type('Email', 'ana.sousa@example.test');
      saveProfile();
      await enterCode(emailDialog());
      expect((await screen.findByRole('alert')).textContent).toBe(
        'This verification has expired or was already used. Please request a new code.',
      );

      saveProfile();
      await enterCode(emailDialog());
      await waitFor(() => expect(requestsTo(fetchMock, 'update_profile')).toHaveLength(2));
      expect(requestsTo(fetchMock, 'verify-otp')).toHaveLength(2);
    });
  });
});
