import type { CreateTourBody, TourData } from '@domus/shared/contract';

export type DraftRoom = TourData['rooms'][number];

export interface TourDraft {
  name: string;
  start_room: string;
  rooms: DraftRoom[];
}

export const emptyDraft = (name: string): TourDraft => ({ name, start_room: '', rooms: [] });

export const draftOfTour = (name: string, tour: TourData): TourDraft => ({ name, ...tour });

/** A room id from its name ("Living room" -> "living-room"), unique within the tour. */
export function roomIdFor(name: string, taken: readonly string[]): string {
  const base =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 32) || 'room';
  let id = base;
  for (let n = 2; taken.includes(id); n++) id = `${base}-${n}`;
  return id;
}

/** The changes the builder makes; each returns a new draft. */
export const draftEdits = {
  addRoom(draft: TourDraft, name: string, panorama: string): TourDraft {
    const id = roomIdFor(
      name,
      draft.rooms.map((room) => room.id),
    );
    return {
      ...draft,
      start_room: draft.start_room || id,
      rooms: [...draft.rooms, { id, name: name.trim(), panorama, hotspots: [] }],
    };
  },
  /** A room goes with every hotspot leading to it; the start moves to the first room left. */
  removeRoom(draft: TourDraft, id: string): TourDraft {
    const rooms = draft.rooms
      .filter((room) => room.id !== id)
      .map((room) => ({ ...room, hotspots: room.hotspots.filter((spot) => spot.to_room !== id) }));
    return { ...draft, rooms, start_room: draft.start_room === id ? (rooms[0]?.id ?? '') : draft.start_room };
  },
  setStart: (draft: TourDraft, id: string): TourDraft => ({ ...draft, start_room: id }),
  addHotspot(draft: TourDraft, roomId: string, toRoom: string, yaw: number, pitch: number): TourDraft {
    const round = (degrees: number) => Math.round(degrees * 10) / 10;
    return {
      ...draft,
      rooms: draft.rooms.map((room) =>
        room.id === roomId
          ? {
              ...room,
              hotspots: [...room.hotspots, { to_room: toRoom, yaw: round(yaw), pitch: round(pitch), label: '' }],
            }
          : room,
      ),
    };
  },
  removeHotspot: (draft: TourDraft, roomId: string, index: number): TourDraft => ({
    ...draft,
    rooms: draft.rooms.map((room) =>
      room.id === roomId ? { ...room, hotspots: room.hotspots.filter((_, at) => at !== index) } : room,
    ),
  }),
};

export const tourBody = (draft: TourDraft, propertyId: number): CreateTourBody => ({
  name: draft.name,
  property_id: propertyId,
  fullRoomData: { start_room: draft.start_room, rooms: draft.rooms },
});
