import { listingMessages } from '@domus/shared/contract';
import { Route, Routes } from '@domus/shared/routing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';

import { aCategory, aWholeProject } from '../../../../testing/fixtures';
import { bodiesTo, mockApi, ok, renderPage, signedIn } from '../../../../testing/render-page';
import { AddProjectPage, EditProjectPage } from '../components/project-form-page';
import { canAddFloor, emptyProjectForm, projectFormSchema } from '../project-form-schema';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@domus/shared/ui', () => ({
  ...jest.requireActual('@domus/shared/ui'),
  readImageSize: jest.fn(async () => ({ width: 640, height: 480 })),
}));

const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });
const lisbon = {
  city: 'Lisbon',
  state: 'Lisbon',
  country: 'Portugal',
  formatted_address: 'Avenida da Liberdade 1, Lisbon, Portugal',
  latitude: 38.72,
  longitude: -9.14,
};

describe('the floor rule', () => {
  it('enables "Add floor" only when every floor has a title and a document', () => {
    expect(canAddFloor([])).toBe(true);
    expect(canAddFloor([{ title: 'Ground', document: [] }])).toBe(false);
    expect(canAddFloor([{ title: '', document: [pdf('a.pdf')] }])).toBe(false);
    expect(canAddFloor([{ title: 'Ground', document: [pdf('a.pdf')] }])).toBe(true);
    expect(canAddFloor([{ id: 3, title: 'Ground', document: [], saved_document: '/uploads/a.pdf' }])).toBe(true);
  });

  it('refuses an incomplete floor with the contract text', () => {
    const result = projectFormSchema({ hasSavedImage: true }).safeParse({
      ...emptyProjectForm,
      plans: [{ title: 'Ground', document: [] }],
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.find((issue) => issue.path.join('.') === 'plans.0.title')?.message).toBe(
      listingMessages.floorIncomplete,
    );
  });
});

describe('/user/add-project', () => {
  it('posts a project with its floor plans as multipart', async () => {
    const fetchMock = mockApi({
      get_categories: ok([{ id: 4, category: 'Apartments', translated_name: 'Apartamentos', parameter_types: [] }], {
        total: 1,
      }),
      'get-location': ok([lisbon]),
      post_project: ok({ id: 1 }),
    });
    renderPage(<AddProjectPage />, { url: '/user/add-project', user: signedIn() });

    expect((await screen.findByRole('option', { name: 'Apartamentos' })).getAttribute('value')).toBe('4');
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Project stage'), { target: { value: 'under_construction' } });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Liberdade towers' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Two towers downtown.' } });
    fireEvent.change(screen.getByLabelText('Search a place'), { target: { value: 'Liberdade' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(await screen.findByRole('button', { name: lisbon.formatted_address }));
    fireEvent.change(screen.getByLabelText('Main photo'), {
      target: { files: [new File([new Uint8Array(9)], 'towers.jpg', { type: 'image/jpeg' })] },
    });
    await screen.findByText('towers.jpg');

    fireEvent.click(screen.getByRole('button', { name: 'Add floor' }));
    expect(screen.getByRole('button', { name: 'Add floor' })).toHaveProperty('disabled', true);
    screen.getByText(listingMessages.floorIncomplete);
    fireEvent.change(screen.getByLabelText('Floor 1 title'), { target: { value: 'Ground floor' } });
    fireEvent.change(screen.getByLabelText('Floor 1 plan (PDF)'), { target: { files: [pdf('ground.pdf')] } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add floor' })).toHaveProperty('disabled', false));

    fireEvent.click(screen.getByRole('button', { name: 'Post project' }));
    await waitFor(() => expect(bodiesTo(fetchMock, 'post_project')).toHaveLength(1));
    const body = bodiesTo(fetchMock, 'post_project')[0] as FormData;
    expect(body.get('title')).toBe('Liberdade towers');
    expect(body.get('type')).toBe('under_construction');
    expect(body.get('location')).toBe(lisbon.formatted_address);
    expect(body.get('city')).toBe('Lisbon');
    expect(JSON.parse(String(body.get('plans')))).toEqual([{ title: 'Ground floor' }]);
    expect((body.get('plans[0][document]') as File).name).toBe('ground.pdf');
    expect((body.get('image') as File).name).toBe('towers.jpg');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/my-projects'));
  });
});

describe('/user/edit-project/:slug_id', () => {
  it('says the project is not yours when the API gives only its teaser', async () => {
    mockApi({
      'get-project-detail': ok({ id: 5, slug_id: 'harbour-towers', title: 'Harbour Towers', access: 'package' }),
    });
    renderPage(
      <Routes>
        <Route path="/user/edit-project/:slug_id" element={<EditProjectPage />} />
      </Routes>,
      { url: '/user/edit-project/harbour-towers', user: signedIn() },
    );
    await screen.findByText('You cannot edit this project');
  });
});

describe('/user/edit-project/:slug_id of a live project', () => {
  const editPage = (settings: Record<string, unknown> = {}) =>
    renderPage(
      <Routes>
        <Route path="/user/edit-project/:slug_id" element={<EditProjectPage />} />
      </Routes>,
      { url: '/user/edit-project/harbour-towers', user: signedIn({ id: 9 }), settings },
    );

  it('warns its owner before saving that a new title hides it until a moderator approves, then says it awaits review', async () => {
    const live = aWholeProject({ request_status: 'approved' });
    mockApi({
      get_categories: ok([aCategory()], { total: 1 }),
      'get-project-detail': ok(live),
      post_project: ok({ ...live, title: 'Harbour Towers, pay to reserve', request_status: 'pending' }),
    });
    editPage();
    expect((await screen.findByText(listingMessages.editSendsToReview)).getAttribute('role')).toBe('note');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Harbour Towers, pay to reserve' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(listingMessages.projectUpdatedForReview));
  });

  it('shows no warning to a verified agent', async () => {
    mockApi({ get_categories: ok([aCategory()], { total: 1 }), 'get-project-detail': ok(aWholeProject()) });
    editPage({ verification_status: 'success' });
    await screen.findByLabelText('Title');
    expect(screen.queryByText(listingMessages.editSendsToReview)).toBeNull();
  });
});
