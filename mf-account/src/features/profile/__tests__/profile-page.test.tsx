import { fireEvent, screen, waitFor } from '@testing-library/react';

import { aUser } from '../../../testing/fixtures';
import { failure, formBody, mockApi, ok, renderPage, requestsTo } from '../../../testing/render-page';
import { ProfilePage } from '../components/profile-page';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
// jsdom decodes no pictures: the browser's answer about the pixel size is given here.
jest.mock('../../../lib/read-image-size', () => ({ readImageSize: jest.fn() }));
const { readImageSize } = jest.requireMock('../../../lib/read-image-size') as { readImageSize: jest.Mock };

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const picture = (type: string, name = 'me.png') => new File([new Uint8Array(2000)], name, { type });
const choosePicture = (file: File) =>
  fireEvent.change(screen.getByLabelText('Profile picture'), { target: { files: [file] } });

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
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid phone number.')).toBeTruthy();
    expect(screen.getByText('Latitude is a number from -90 to 90.')).toBeTruthy();
    expect(requestsTo(fetchMock, 'update_profile')).toHaveLength(0);
  });

  it('says which fields are still missing for posting', () => {
    mockApi({});
    renderPage(<ProfilePage />, { url: '/user/profile', user: aUser({ mobile: '', profile: '' }) });
    expect(screen.getByText('To post listings, please fill in: Phone number, Profile picture.')).toBeTruthy();
  });

  it("shows the API's refusal and keeps what was typed", async () => {
    mockApi({ update_profile: failure(409, 'email-already-in-use') });
    renderPage(<ProfilePage />, { url: '/user/profile', user: aUser() });
    type('Email', 'taken@example.test');
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Email already in use.');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('taken@example.test');
  });
});
