import {
  isOperator,
  listingMessages,
  tourMessages,
  type CreateTourFields,
  type TourData,
  type VirtualTour,
} from '@domus/shared/contract';
import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/db';
import { kyselyOf, type TableRow } from '../../db/kysely';
import { preparePanorama } from '../../files/panorama-files';
import type { PackageService } from '../packages/service';
import type { UploadedFile } from '../../files/uploaded-file';
import { forbidden, invalidInput, notFound } from '../../http/api-error';
import type { AuthUser } from '../../http/auth';
import { publicProperty } from '../listing-rules/visibility';
import { requirePremiumAccess } from '../properties/premium';

type PropertyAccess = TableRow<'properties', 'id' | 'user_id' | 'three_d_image' | 'is_premium'> & {
  is_public: boolean;
};

const tourColumns = ['id', 'property_id', 'name', 'start_room', 'rooms', 'updated_at'] as const;
type TourRow = Omit<TableRow<'virtual_tours', (typeof tourColumns)[number]>, 'rooms'> & { rooms: StoredRooms };

/** Stored rooms keep file keys; replies carry URLs. */
type StoredRooms = TourData['rooms'];

/**
 * Virtual tours: panoramas uploaded for a property, and the one tour made of them. Only the
 * property's owner or an admin changes them; anyone reads the tour of a public property.
 */
export class VirtualTours {
  constructor(
    private readonly deps: AppDeps,
    private readonly packages: PackageService,
  ) {}

  private get storage() {
    return this.deps.storage;
  }

  private async property(db: Queryable, id: number): Promise<PropertyAccess> {
    const property: PropertyAccess | undefined = await kyselyOf(db)
      .selectFrom('properties as p')
      .select((eb) => [
        'p.id',
        'p.user_id',
        publicProperty(eb).$castTo<boolean>().as('is_public'),
        'p.three_d_image',
        'p.is_premium',
      ])
      .where('p.id', '=', id)
      .executeTakeFirst();
    if (!property) throw notFound(`There is no property ${id}.`);
    return property;
  }

  private async ownedProperty(db: Queryable, user: AuthUser, id: number) {
    const property = await this.property(db, id);
    if (property.user_id !== user.id && user.role !== 'admin') throw forbidden(listingMessages.notOwner);
    return property;
  }

  /** Checks, re-encodes and stores a 360° photo for the property; its URL goes into a tour's rooms. */
  async uploadPanorama(user: AuthUser, propertyId: number, file: UploadedFile | undefined) {
    await this.ownedProperty(this.deps.db, user, propertyId);
    if (!file) throw invalidInput(tourMessages.panoramaType);
    const panorama = await preparePanorama(file);
    const stored = await this.storage.put(panorama.key, panorama.content, panorama.contentType);
    try {
      await kyselyOf(this.deps.db)
        .insertInto('tour_panoramas')
        .values({ property_id: propertyId, file: stored, width: panorama.width, height: panorama.height })
        .execute();
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
      const row = await kyselyOf(tx)
        .insertInto('virtual_tours')
        .values({
          property_id: property.id,
          name: body.name.trim(),
          start_room: body.fullRoomData.start_room,
          rooms: sql<string>`${JSON.stringify(rooms)}::jsonb`,
        })
        .onConflict((oc) =>
          oc.column('property_id').doUpdateSet((eb) => ({
            name: eb.ref('excluded.name'),
            start_room: eb.ref('excluded.start_room'),
            rooms: eb.ref('excluded.rooms'),
            updated_at: sql<Date>`now()`,
          })),
        )
        .returning(tourColumns)
        .$narrowType<{ rooms: StoredRooms }>()
        .executeTakeFirstOrThrow();
      return this.reply(row);
    });
  }

  /**
   * The tour of a property, or null; a property that is not public shows it to its owner or an
   * admin only, and a premium one to those who may open its page (its panoramas are its page's).
   */
  async get(reader: AuthUser | undefined, propertyId: number): Promise<VirtualTour | null> {
    const property = await this.property(this.deps.db, propertyId);
    const mayRead = property.is_public || isOperator(reader?.role) || reader?.id === property.user_id;
    if (!mayRead) throw notFound(`There is no property ${propertyId}.`);
    await requirePremiumAccess(this.packages, property, reader);
    const row = await kyselyOf(this.deps.db)
      .selectFrom('virtual_tours')
      .select(tourColumns)
      .$narrowType<{ rooms: StoredRooms }>()
      .where('property_id', '=', propertyId)
      .executeTakeFirst();
    return row ? this.reply(row) : null;
  }

  /** URL -> stored key of every picture a room of this property may use. */
  private async panoramaFiles(db: Queryable, property: PropertyAccess): Promise<Map<string, string>> {
    const rows = await kyselyOf(db)
      .selectFrom('tour_panoramas')
      .select('file')
      .where('property_id', '=', property.id)
      .execute();
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
