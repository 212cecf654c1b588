import {
  listingMessages,
  tourMessages,
  type CreateTourFields,
  type TourData,
  type VirtualTour,
} from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/db';
import { preparePanorama } from '../../files/panorama-files';
import type { FileStorage } from '../../files/storage';
import { forbidden, invalidInput, notFound } from '../../http/api-error';
import type { AuthUser } from '../../http/auth';
import { publicPropertySql } from '../properties/constants';

interface PropertyAccess {
  id: number;
  user_id: number;
  is_public: boolean;
  three_d_image: string;
}

interface TourRow {
  id: number;
  property_id: number;
  name: string;
  start_room: string;
  rooms: TourData['rooms'];
  updated_at: Date;
}

/** Stored rooms keep file keys; replies carry URLs. */
type StoredRooms = TourData['rooms'];

/**
 * Virtual tours: panoramas uploaded for a property, and the one tour made of them. Only the
 * property's owner or an admin changes them; anyone reads the tour of a public property.
 */
export class VirtualTours {
  constructor(
    private readonly deps: AppDeps,
    private readonly storage: FileStorage,
  ) {}

  private async property(db: Queryable, id: number): Promise<PropertyAccess> {
    const [property] = await db.query<PropertyAccess>(
      `select p.id, p.user_id, (${publicPropertySql('p')}) as is_public, p.three_d_image
         from properties p where p.id = $1`,
      [id],
    );
    if (!property) throw notFound(`There is no property ${id}.`);
    return property;
  }

  private async ownedProperty(db: Queryable, user: AuthUser, id: number) {
    const property = await this.property(db, id);
    if (property.user_id !== user.id && user.role !== 'admin') throw forbidden(listingMessages.notOwner);
    return property;
  }

  /** Checks, re-encodes and stores a 360° photo for the property; its URL goes into a tour's rooms. */
  async uploadPanorama(user: AuthUser, propertyId: number, bytes: Buffer | undefined) {
    await this.ownedProperty(this.deps.db, user, propertyId);
    if (!bytes) throw invalidInput(tourMessages.panoramaType);
    const panorama = await preparePanorama(bytes);
    const stored = await this.storage.put(panorama.key, panorama.content, panorama.contentType);
    try {
      await this.deps.db.query(
        'insert into tour_panoramas (property_id, file, width, height) values ($1, $2, $3, $4)',
        [propertyId, stored, panorama.width, panorama.height],
      );
    } catch (error) {
      await this.storage.remove(stored);
      throw error;
    }
    return { url: this.deps.files.url(stored), width: panorama.width, height: panorama.height };
  }

  /** Creates or replaces the property's tour; every room's panorama must belong to the property. */
  async save(user: AuthUser, body: CreateTourFields) {
    return this.deps.db.transaction(async (tx) => {
      const property = await this.ownedProperty(tx, user, body.property_id);
      const files = await this.panoramaFiles(tx, property);
      const rooms: StoredRooms = body.fullRoomData.rooms.map((room) => {
        const file = files.get(room.panorama);
        if (file === undefined) throw invalidInput(`${tourMessages.panoramaUnknown} (${room.name})`);
        return { ...room, panorama: file };
      });
      const [row] = await tx.query<TourRow>(
        `insert into virtual_tours (property_id, name, start_room, rooms) values ($1, $2, $3, $4::jsonb)
         on conflict (property_id) do update
           set name = excluded.name, start_room = excluded.start_room, rooms = excluded.rooms, updated_at = now()
         returning id, property_id, name, start_room, rooms, updated_at`,
        [property.id, body.name.trim(), body.fullRoomData.start_room, JSON.stringify(rooms)],
      );
      return this.reply(row!);
    });
  }

  /** The tour of a property, or null; a property that is not public shows it to its owner or an admin only. */
  async get(reader: AuthUser | undefined, propertyId: number): Promise<VirtualTour | null> {
    const property = await this.property(this.deps.db, propertyId);
    const mayRead = property.is_public || reader?.role === 'admin' || reader?.id === property.user_id;
    if (!mayRead) throw notFound(`There is no property ${propertyId}.`);
    const [row] = await this.deps.db.query<TourRow>(
      'select id, property_id, name, start_room, rooms, updated_at from virtual_tours where property_id = $1',
      [propertyId],
    );
    return row ? this.reply(row) : null;
  }

  /** URL -> stored key of every picture a room of this property may use. */
  private async panoramaFiles(db: Queryable, property: PropertyAccess): Promise<Map<string, string>> {
    const rows = await db.query<{ file: string }>('select file from tour_panoramas where property_id = $1', [
      property.id,
    ]);
    const keys = rows.map((row) => row.file);
    if (property.three_d_image) keys.push(property.three_d_image);
    return new Map(keys.map((key) => [this.deps.files.url(key), key]));
  }

  private reply(row: TourRow): VirtualTour {
    return {
      id: row.id,
      property_id: row.property_id,
      name: row.name,
      fullRoomData: {
        start_room: row.start_room,
        rooms: row.rooms.map((room) => ({ ...room, panorama: this.deps.files.url(room.panorama) })),
      },
      updated_at: row.updated_at.toISOString(),
    };
  }
}
