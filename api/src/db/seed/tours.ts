import { publicProperty } from '../../modules/listing-rules/visibility';
import type { Queryable } from '../db';
import { kyselyOf } from '../kysely';
import { seedImages } from './image-keys';

/** The demo tour: two rooms of the first public listing, each with a hotspot to the other. */
export const seedTour = {
  name: 'Walk-through',
  rooms: [
    { id: 'living-room', name: 'Living room', panorama: seedImages.panoramas[0]!, to: 'kitchen', yaw: 60 },
    { id: 'kitchen', name: 'Kitchen', panorama: seedImages.panoramas[1]!, to: 'living-room', yaw: -120 },
  ],
} as const;

/** Gives the first public listing a virtual tour made of the generated panoramas (1600x800). */
export async function seedVirtualTour(db: Queryable): Promise<number | undefined> {
  const property = await kyselyOf(db)
    .selectFrom('properties as p')
    .select('p.id')
    .where(publicProperty)
    .orderBy('p.id')
    .limit(1)
    .executeTakeFirst();
  if (!property) return undefined;
  for (const room of seedTour.rooms) {
    await db.query('insert into tour_panoramas (property_id, file, width, height) values ($1, $2, 1600, 800)', [
      property.id,
      room.panorama,
    ]);
  }
  const rooms = seedTour.rooms.map((room) => ({
    id: room.id,
    name: room.name,
    panorama: room.panorama,
    hotspots: [{ to_room: room.to, yaw: room.yaw, pitch: -5, label: '' }],
  }));
  await db.query(`insert into virtual_tours (property_id, name, start_room, rooms) values ($1, $2, $3, $4::jsonb)`, [
    property.id,
    seedTour.name,
    seedTour.rooms[0].id,
    JSON.stringify(rooms),
  ]);
  return property.id;
}
