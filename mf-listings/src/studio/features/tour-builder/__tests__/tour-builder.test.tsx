import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import ListingsRoutes from '../../../routes';
import { aUser } from '../../../../testing/fixtures';
import { bodiesTo, failure, mockApi, ok, renderPage } from '../../../../testing/render-page';
import { openPanoramaPicker } from '../components/panorama-picker';
import { draftEdits, emptyDraft, roomIdFor } from '../tour-draft';

jest.mock('../components/panorama-picker', () => ({ openPanoramaPicker: jest.fn(() => ({ destroy: jest.fn() })) }));

const photo = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

describe('tour drafts', () => {
  it('names rooms after their names, uniquely', () => {
    expect(roomIdFor('Living room', [])).toBe('living-room');
    expect(roomIdFor('Living room', ['living-room'])).toBe('living-room-2');
    expect(roomIdFor('!!!', [])).toBe('room');
  });

  it('starts at the first room, and a removed room takes its hotspots and the start with it', () => {
    let draft = draftEdits.addRoom(emptyDraft('Tour'), 'Hall', '/a.jpg');
    draft = draftEdits.addRoom(draft, 'Kitchen', '/b.jpg');
    draft = draftEdits.addHotspot(draft, 'kitchen', 'hall', 12.345, -4.04);
    expect(draft.start_room).toBe('hall');
    expect(draft.rooms[1]!.hotspots).toEqual([{ to_room: 'hall', yaw: 12.3, pitch: -4, label: '' }]);
    draft = draftEdits.removeRoom(draft, 'hall');
    expect(draft).toMatchObject({ start_room: 'kitchen', rooms: [{ id: 'kitchen', hotspots: [] }] });
  });
});

describe('/virtual-tour/:property_id/edit', () => {
  it('uploads photos, makes rooms, links them and saves the tour', async () => {
    let uploads = 0;
    const fetchMock = mockApi({
      'draft-tours/get': ok(null),
      'virtual-tours/upload-panorama': () => ok({ url: `/uploads/tours/${++uploads}.jpg`, width: 2048, height: 1024 }),
      'virtual-tours/create-tour': ok({
        id: 1,
        property_id: 12,
        name: 'Walk-through',
        fullRoomData: {},
        updated_at: '',
      }),
    });
    renderPage(<ListingsRoutes />, { url: '/virtual-tour/12/edit', user: aUser() });

    fireEvent.change(await screen.findByLabelText('Add 360° photos'), {
      target: { files: [photo('a.jpg'), photo('b.jpg')] },
    });
    await waitFor(() => expect(screen.getAllByRole('img', { name: /Photo \d/ })).toHaveLength(2));

    const addRoom = (name: string, photoName: string) => {
      fireEvent.change(screen.getByLabelText('Room name'), { target: { value: name } });
      fireEvent.change(screen.getByLabelText('Room photo'), {
        target: { value: screen.getByRole('option', { name: photoName }).getAttribute('value') },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Add room' }));
    };
    addRoom('Hall', 'Photo 1');
    addRoom('Kitchen', 'Photo 2');
    const rooms = screen.getByRole('list', { name: 'Rooms of the tour' });
    expect(within(rooms).getAllByRole('listitem')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Hotspots of Hall' }));
    await waitFor(() => expect(openPanoramaPicker).toHaveBeenCalled());
    // A click on the photo fills in the angles.
    const onPick = jest.mocked(openPanoramaPicker).mock.calls.at(-1)![2];
    act(() => onPick(45.26, -3));
    expect((screen.getByLabelText('Yaw (°)') as HTMLInputElement).value).toBe('45.3');
    fireEvent.click(screen.getByRole('button', { name: 'Add hotspot' }));
    screen.getByText(/To \u2068Kitchen\u2069 at 45.3°, -3°/);

    fireEvent.click(screen.getByRole('button', { name: 'Save tour' }));
    await screen.findByText('Virtual tour saved.');
    expect(bodiesTo(fetchMock, 'virtual-tours/create-tour')[0]).toEqual({
      name: 'Virtual tour',
      property_id: 12,
      fullRoomData: {
        start_room: 'hall',
        rooms: [
          {
            id: 'hall',
            name: 'Hall',
            panorama: '/uploads/tours/1.jpg',
            hotspots: [{ to_room: 'kitchen', yaw: 45.3, pitch: -3, label: '' }],
          },
          { id: 'kitchen', name: 'Kitchen', panorama: '/uploads/tours/2.jpg', hotspots: [] },
        ],
      },
    });
  });

  it('shows the server’s refusal of a photo', async () => {
    mockApi({
      'draft-tours/get': ok(null),
      'virtual-tours/upload-panorama': failure(
        400,
        'invalidInput',
        'A panorama must be an equirectangular 360° photo: twice as wide as it is high.',
      ),
    });
    renderPage(<ListingsRoutes />, { url: '/virtual-tour/12/edit', user: aUser() });
    fireEvent.change(await screen.findByLabelText('Add 360° photos'), { target: { files: [photo('square.jpg')] } });
    expect((await screen.findByRole('alert')).textContent).toContain('twice as wide as it is high');
  });
});
