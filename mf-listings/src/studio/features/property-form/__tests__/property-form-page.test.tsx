import { listingMessages } from '@domus/shared/contract';
import { Route, Routes } from '@domus/shared/routing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';

import { aParameter, aProperty } from '../../../../testing/fixtures';
import { bodiesTo, failure, mockApi, ok, renderPage, signedIn } from '../../../../testing/render-page';
import { AddPropertyPage, EditPropertyPage } from '../components/property-form-page';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
// jsdom decodes no pictures: the browser's answer about the pixel size is given here.
jest.mock('@domus/shared/ui', () => ({ ...jest.requireActual('@domus/shared/ui'), readImageSize: jest.fn() }));
const { readImageSize } = jest.requireMock('@domus/shared/ui') as { readImageSize: jest.Mock };

// In the reader's language: names and choices carry translations (Bedrooms has none: the stored name shows).
const villa = {
  id: 3,
  category: 'Villa',
  translated_name: 'Moradia',
  image: '',
  slug_id: 'villa',
  meta_title: '',
  meta_description: '',
  meta_keywords: '',
  parameter_types: [
    {
      id: 1,
      name: 'Bedrooms',
      translated_name: '',
      type_of_parameter: 'number',
      type_values: [],
      translated_type_values: [],
      image: '',
      is_required: true,
    },
    {
      id: 2,
      name: 'Furnished',
      translated_name: 'Mobilado',
      type_of_parameter: 'radiobutton',
      type_values: ['Yes', 'No'],
      translated_type_values: ['Sim', 'Não'],
      image: '',
      is_required: false,
    },
    {
      id: 3,
      name: 'View',
      translated_name: 'Vista',
      type_of_parameter: 'dropdown',
      type_values: ['Sea', 'City'],
      translated_type_values: ['Mar', 'Cidade'],
      image: '',
      is_required: false,
    },
  ],
};
const lisbon = {
  city: 'Lisbon',
  state: 'Lisbon',
  country: 'Portugal',
  formatted_address: 'Rua Augusta 10, Lisbon, Portugal',
  latitude: 38.71,
  longitude: -9.14,
};
const picture = (name: string, type = 'image/jpeg') => new File([new Uint8Array(100)], name, { type });

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
const choose = (label: string, files: File[]) => fireEvent.change(screen.getByLabelText(label), { target: { files } });

const postingApi = (extra = {}) =>
  mockApi({
    get_categories: ok([villa], { total: 1 }),
    get_facilities: ok([{ id: 5, name: 'Metro station', translated_name: 'Estação de metro', image: '' }], {
      total: 1,
    }),
    'get-location': (url) => ok(url.searchParams.get('search') === 'Nowhere' ? [] : [lisbon]),
    ...extra,
  });

beforeEach(() => {
  localStorage.clear();
  readImageSize.mockResolvedValue({ width: 800, height: 600 });
  (toast.success as jest.Mock).mockClear();
});

describe('/user/properties', () => {
  it('goes through the steps, enforcing each, and posts every field and file as multipart', async () => {
    const fetchMock = postingApi({ post_property: ok(aProperty()) });
    renderPage(<AddPropertyPage />, { url: '/user/properties', user: signedIn() });

    await screen.findByLabelText('Category');
    expect(screen.getByRole('option', { name: 'Moradia' }).getAttribute('value')).toBe('3');
    next();
    await screen.findByText(listingMessages.categoryRequired);
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: '3' } });
    type('Title', 'Sunny villa');
    type('Description', 'A bright villa with a garden.');
    next();

    await screen.findByLabelText('Bedrooms (required)');
    next();
    await screen.findByText(listingMessages.parameterRequired);
    type('Bedrooms (required)', '4');
    // The choices show in the reader's language; the stored choice is what is sent.
    screen.getByRole('group', { name: 'Mobilado' });
    fireEvent.click(screen.getByLabelText('Sim'));
    expect(screen.getByRole('option', { name: 'Mar' }).getAttribute('value')).toBe('Sea');
    type('Vista', 'Sea');
    next();

    fireEvent.click(await screen.findByLabelText('Estação de metro'));
    type('Distance to Estação de metro (km)', '1.5');
    next();

    await screen.findByLabelText('Search a place');
    next();
    await screen.findByText(listingMessages.locationIncomplete);
    type('Search a place', 'Nowhere');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText(/No place matches “\u2068Nowhere\u2069”/);
    type('Search a place', 'Rua Augusta');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Rua Augusta 10, Lisbon, Portugal' }));
    expect(screen.getByTestId('chosen-place').textContent).toContain('Portugal');
    next();

    await screen.findByLabelText('Main photo');
    next();
    await screen.findByText(listingMessages.titleImageRequired);
    readImageSize.mockResolvedValueOnce({ width: 100, height: 100 });
    choose('Main photo', [picture('tiny.jpg')]);
    await screen.findByText('\u2068tiny.jpg\u2069 is smaller than 120x120 pixels.');
    choose('Main photo', [picture('front.jpg')]);
    choose('Gallery photos', [picture('kitchen.png', 'image/png'), picture('notes.txt', 'text/plain')]);
    await screen.findByText('\u2068notes.txt\u2069 is not a JPEG or PNG photo.');
    choose('Documents (PDF)', [new File(['%PDF'], 'deed.pdf', { type: 'application/pdf' })]);
    await screen.findByText('deed.pdf');
    type('Video link', 'https://video.example.test/villa');
    next();

    await screen.findByLabelText('Meta title');
    type('Meta title', 'x'.repeat(70));
    expect((await screen.findAllByTestId('seo-warning')).map((node) => node.textContent)).toEqual([
      'The meta title should not be longer than 60 characters.',
    ]);
    next();

    await screen.findByLabelText('Price');
    type('Price', '250000');
    fireEvent.click(screen.getByRole('button', { name: 'Post property' }));

    await waitFor(() => expect(bodiesTo(fetchMock, 'post_property')).toHaveLength(1));
    const body = bodiesTo(fetchMock, 'post_property')[0] as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([, value]) => typeof value === 'string'))).toMatchObject({
      title: 'Sunny villa',
      description: 'A bright villa with a garden.',
      category_id: '3',
      property_type: 'sell',
      price: '250000',
      rentduration: '',
      city: 'Lisbon',
      state: 'Lisbon',
      country: 'Portugal',
      address: 'Rua Augusta 10, Lisbon, Portugal',
      latitude: '38.71',
      longitude: '-9.14',
      video_link: 'https://video.example.test/villa',
      meta_title: 'x'.repeat(70),
      is_premium: '0',
    });
    expect(JSON.parse(String(body.get('parameters')))).toEqual([
      { parameter_id: 1, value: '4' },
      { parameter_id: 2, value: 'Yes' },
      { parameter_id: 3, value: 'Sea' },
    ]);
    expect(JSON.parse(String(body.get('facilities')))).toEqual([{ facility_id: 5, distance: 1.5 }]);
    expect((body.get('title_image') as File).name).toBe('front.jpg');
    expect(body.getAll('gallery_images').map((file) => (file as File).name)).toEqual(['kitchen.png']);
    expect((body.get('documents') as File).name).toBe('deed.pdf');
    expect(body.get('id')).toBeNull();

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/my-properties'));
    expect(toast.success).toHaveBeenCalledWith(listingMessages.propertyPosted);
    expect(JSON.parse(localStorage.getItem('domus:listing-drafts') ?? '{}')['7']).toEqual({});
  });

  it('keeps the text as a draft across a reload, without files, and says so', async () => {
    postingApi();
    const first = renderPage(<AddPropertyPage />, { url: '/user/properties', user: signedIn() });
    await screen.findByLabelText('Title');
    type('Title', 'Draft villa');
    first.unmount();

    renderPage(<AddPropertyPage />, { url: '/user/properties', user: signedIn() });
    expect(((await screen.findByLabelText('Title')) as HTMLInputElement).value).toBe('Draft villa');
    screen.getByText(/Photos and documents cannot be kept in a draft/);
  });

  it('shows a refusal that names a field beside it, and other refusals at the top', async () => {
    const property = aProperty({
      customer_id: 7,
      category_id: 3,
      price: 1000,
      parameters: [aParameter({ id: 1, name: 'Bedrooms', value: '3' })],
    });
    let reply = failure(400, 'invalidInput', 'price must be a number from 0 to 1000000000000');
    const fetchMock = postingApi({
      get_property: ok([property], { total: 1 }),
      update_post_property: () => reply,
    });
    renderPage(
      <Routes>
        <Route path="/user/edit-property/:slug_id" element={<EditPropertyPage />} />
      </Routes>,
      { url: '/user/edit-property/sunny-villa-lisbon', user: signedIn() },
    );
    await screen.findByLabelText('Title');
    fireEvent.click(screen.getByRole('button', { name: '5. Photos and documents' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Gallery photo 1' }));
    screen.getByText('Removed when you save');
    fireEvent.click(screen.getByRole('button', { name: '7. Price' }));
    await screen.findByLabelText('Price');
    type('Price', '1200');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect((await screen.findByText(/price must be a number/)).closest('div')?.querySelector('input')).toBeTruthy();
    const body = bodiesTo(fetchMock, 'update_post_property')[0] as FormData;
    expect(body.get('id')).toBe('1');
    expect(body.get('price')).toBe('1200');
    expect(body.get('remove_gallery_images')).toBe('11');
    expect(body.get('remove_documents')).toBe('');

    reply = failure(413, 'payloadTooLarge', 'The upload is too large.');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByText('The upload is too large.')).className).toContain('alert');
  });
});

describe('/user/edit-property/:slug_id of a live listing', () => {
  const live = aProperty({
    customer_id: 7,
    category_id: 3,
    request_status: 'approved',
    parameters: [aParameter({ id: 1, name: 'Bedrooms', value: '3' })],
  });
  const editPage = (settings: Record<string, unknown> = {}) =>
    renderPage(
      <Routes>
        <Route path="/user/edit-property/:slug_id" element={<EditPropertyPage />} />
      </Routes>,
      { url: '/user/edit-property/sunny-villa-lisbon', user: signedIn(), settings },
    );
  const save = async () => {
    fireEvent.click(screen.getByRole('button', { name: '7. Price' }));
    await screen.findByLabelText('Price');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  };

  it('warns before saving that a new title hides it until a moderator approves, then says it awaits review', async () => {
    const fetchMock = postingApi({
      get_property: ok([live], { total: 1 }),
      update_post_property: ok(
        { ...live, title: 'Sunny villa, deposit by wire', request_status: 'pending' },
        { message: listingMessages.propertyUpdatedForReview },
      ),
    });
    editPage();
    expect((await screen.findByText(listingMessages.editSendsToReview)).getAttribute('role')).toBe('note');
    type('Title', 'Sunny villa, deposit by wire');
    await save();

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(listingMessages.propertyUpdatedForReview));
    expect((bodiesTo(fetchMock, 'update_post_property')[0] as FormData).get('title')).toBe(
      'Sunny villa, deposit by wire',
    );
  });

  it('says it is updated, and nothing of review, when the save keeps it live', async () => {
    postingApi({ get_property: ok([live], { total: 1 }), update_post_property: ok({ ...live, price: 1400000 }) });
    editPage();
    await screen.findByText(listingMessages.editSendsToReview);
    await save();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(listingMessages.propertyUpdated));
  });

  it('shows no warning to a verified agent, whose edits stay live', async () => {
    postingApi({ get_property: ok([live], { total: 1 }) });
    editPage({ verification_status: 'success' });
    await screen.findByLabelText('Title');
    expect(screen.queryByText(listingMessages.editSendsToReview)).toBeNull();
  });

  it('shows no warning for a listing that is not live yet', async () => {
    postingApi({ get_property: ok([{ ...live, request_status: 'pending' }], { total: 1 }) });
    editPage();
    await screen.findByLabelText('Title');
    expect(screen.queryByText(listingMessages.editSendsToReview)).toBeNull();
  });
});
