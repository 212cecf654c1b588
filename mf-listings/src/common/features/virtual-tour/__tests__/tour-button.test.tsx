import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { aProperty } from '../../../../testing/fixtures';
import { mockApi, ok, renderPage, requestsTo } from '../../../../testing/render-page';
import { openPanoramaTour } from '../components/panorama-viewer';
import { TourButton } from '../components/tour-button';
import { planOfTour } from '../tour-nodes';

// WebGL and three.js stay out of jsdom: the viewer is replaced by a recorder of what it was asked.
jest.mock('../components/panorama-viewer', () => ({ openPanoramaTour: jest.fn() }));

const tour = {
  id: 3,
  property_id: 12,
  name: 'Walk-through',
  updated_at: '2026-11-01T10:00:00.000Z',
  fullRoomData: {
    start_room: 'living-room',
    rooms: [
      {
        id: 'living-room',
        name: 'Living room',
        panorama: '/uploads/tours/a.jpg',
        hotspots: [{ to_room: 'kitchen', yaw: 60, pitch: -5, label: '' }],
      },
      { id: 'kitchen', name: 'Kitchen', panorama: '/uploads/tours/b.jpg', hotspots: [] },
    ],
  },
};

describe('virtual tour on the property page', () => {
  const goTo = jest.fn();
  const destroy = jest.fn();
  /** What the viewer calls when it has arrived in a room. */
  let changeRoom: (room: string) => void = () => {};
  beforeEach(() => {
    goTo.mockClear();
    destroy.mockClear();
    jest.mocked(openPanoramaTour).mockImplementation((_container, _plan, onRoomChange) => {
      changeRoom = onRoomChange;
      goTo.mockImplementation((room: string) => onRoomChange(room));
      return { goTo, destroy };
    });
  });

  it('turns rooms into viewer nodes with hotspots placed in degrees', () => {
    expect(planOfTour('Walk-through', tour.fullRoomData).nodes[0]).toEqual({
      id: 'living-room',
      name: 'Living room',
      panorama: '/uploads/tours/a.jpg',
      links: [{ nodeId: 'kitchen', position: { yaw: '60deg', pitch: '-5deg' } }],
    });
  });

  it('opens the tour in its start room and moves between rooms with the buttons or the arrows', async () => {
    const fetchMock = mockApi({ 'draft-tours/get': ok(tour) });
    renderPage(<TourButton property={aProperty({ id: 12 })} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Virtual tour' }));
    expect(requestsTo(fetchMock, 'draft-tours/get')[0]!.searchParams.get('property_id')).toBe('12');

    const dialog = screen.getByRole('dialog', { name: 'Walk-through' });
    await waitFor(() => expect(openPanoramaTour).toHaveBeenCalled());
    expect(within(dialog).getByRole('status').textContent).toBe('You are in: Living room');

    fireEvent.click(screen.getByRole('button', { name: 'Kitchen' }));
    expect(goTo).toHaveBeenCalledWith('kitchen');
    expect(within(dialog).getByRole('status').textContent).toBe('You are in: Kitchen');
    act(() => changeRoom('living-room'));
    expect(screen.getByRole('button', { name: 'Living room' }).getAttribute('aria-current')).toBe('location');

    fireEvent.click(screen.getByRole('button', { name: 'Close tour' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(destroy).toHaveBeenCalled();
  });

  it('offers the lone 360° photo when there is no tour, and nothing when there is neither', async () => {
    mockApi({ 'draft-tours/get': ok(null) });
    const { unmount } = renderPage(
      <TourButton property={aProperty({ id: 12, three_d_image: '/uploads/properties/pano.jpg' })} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: '360° view' }));
    await waitFor(() => expect(openPanoramaTour).toHaveBeenCalled());
    expect(jest.mocked(openPanoramaTour).mock.calls.at(-1)![1].nodes).toEqual([
      { id: 'panorama', name: '360° view', panorama: '/uploads/properties/pano.jpg', links: [] },
    ]);
    unmount();

    const fetchMock = mockApi({ 'draft-tours/get': ok(null) });
    renderPage(<TourButton property={aProperty({ id: 13, three_d_image: '' })} />);
    await waitFor(() => expect(requestsTo(fetchMock, 'draft-tours/get')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Virtual tour|360° view/ })).toBeNull();
  });

  it('says so when the browser cannot run the viewer', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.mocked(openPanoramaTour).mockImplementation(() => {
      throw new Error('WebGL not supported');
    });
    mockApi({ 'draft-tours/get': ok(tour) });
    renderPage(<TourButton property={aProperty({ id: 12 })} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Virtual tour' }));
    expect((await screen.findByRole('alert')).textContent).toContain('needs WebGL');
    error.mockRestore();
  });
});
