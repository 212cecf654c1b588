import { catalogueListMax, type AdminNearbyPlace } from '@domus/shared/contract';
import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/db';
import { kyselyOf } from '../../db/kysely';
import { containsPattern } from '../../db/sql';
import type { UploadedFile } from '../../files/uploaded-file';
import { conflict, notFound } from '../../http/api-error';
import { IconUpload } from '../catalogue-admin/icons';
import { setCatalogueStatus } from '../catalogue-admin/status';
import { arabicText, withArabicName, type OperatorActor } from '../catalogue-admin/texts';
import { recordOperatorAction } from '../operator-log/record';

export interface NearbyPlaceDraft {
  name: string;
  nameAr: string;
  icon?: UploadedFile;
}

/**
 * The admin's side of nearby-place types (the facilities table: school, hospital, beach...): a
 * listing gives its distance to each. Never deleted: a deactivated type is no longer offered
 * (get_facilities, the posting form, the filters); listings keep their distances to it.
 */
export class NearbyPlaceAdministration {
  constructor(private readonly deps: Pick<AppDeps, 'db' | 'files' | 'storage'>) {}

  async list(search?: string, id?: number, db: Queryable = this.deps.db): Promise<AdminNearbyPlace[]> {
    const rows = await kyselyOf(db)
      .selectFrom('facilities as f')
      .select((eb) => [
        'f.id',
        'f.name',
        'f.translations',
        'f.image',
        'f.status',
        eb
          .selectFrom('property_facilities as pf')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('pf.facility_id', '=', 'f.id')
          .$asScalar()
          .as('listings'),
      ])
      .$if(search !== undefined, (query) =>
        query.where(
          sql<boolean>`(lower(f.name) like ${containsPattern(search!)}
            or lower(coalesce(f.translations->'ar'->>'name', '')) like ${containsPattern(search!)})`,
        ),
      )
      .$if(id !== undefined, (query) => query.where('f.id', '=', id!))
      .orderBy('f.name')
      .orderBy('f.id')
      .limit(catalogueListMax)
      .execute();
    return rows.map(({ translations, image, status, listings, ...row }) => ({
      ...row,
      name_ar: arabicText(translations, 'name'),
      image: this.deps.files.url(image),
      status: status === 1 ? 'active' : 'inactive',
      listings: listings ?? 0,
    }));
  }

  private async one(id: number, db: Queryable): Promise<AdminNearbyPlace> {
    const [found] = await this.list(undefined, id, db);
    if (!found) throw notFound(`There is no nearby-place type ${id}`);
    return found;
  }

  /** Creates (no id) or changes a nearby-place type: its names and icon. */
  async save(id: number | undefined, draft: NearbyPlaceDraft, actor: OperatorActor): Promise<AdminNearbyPlace> {
    return IconUpload.saving(this.deps.storage, draft.icon, (icon, replaces) =>
      this.deps.db.transaction(async (tx) => {
        const k = kyselyOf(tx);
        const taken = await k
          .selectFrom('facilities')
          .select('id')
          .where((eb) => eb(eb.fn('lower', ['name']), '=', draft.name.toLowerCase()))
          .where('id', '<>', id ?? 0)
          .executeTakeFirst();
        if (taken) throw conflict(`A nearby-place type named "${draft.name}" exists already`);
        let before: AdminNearbyPlace | undefined;
        let placeId: number;
        if (id === undefined) {
          const created = await k
            .insertInto('facilities')
            .values({
              name: draft.name,
              image: icon ?? '',
              translations: JSON.stringify(withArabicName({}, 'name', draft.nameAr)),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          placeId = created.id;
        } else {
          const current = await k
            .selectFrom('facilities')
            .select(['translations', 'image'])
            .where('id', '=', id)
            .forUpdate()
            .executeTakeFirst();
          if (!current) throw notFound(`There is no nearby-place type ${id}`);
          before = await this.one(id, tx);
          replaces(current.image);
          await k
            .updateTable('facilities')
            .set({
              name: draft.name,
              translations: JSON.stringify(withArabicName(current.translations, 'name', draft.nameAr)),
              ...(icon === undefined ? {} : { image: icon }),
            })
            .where('id', '=', id)
            .execute();
          placeId = id;
        }
        const after = await this.one(placeId, tx);
        await recordOperatorAction(tx, {
          ...actor,
          action: before ? 'nearby_place.update' : 'nearby_place.create',
          subjectId: placeId,
          before,
          after,
        });
        return after;
      }),
    );
  }

  async setActive(id: number, active: boolean, actor: OperatorActor): Promise<AdminNearbyPlace> {
    const rows = {
      table: 'facilities',
      subject: 'nearby_place',
      read: (row: number, db: Queryable) => this.one(row, db),
    } as const;
    return setCatalogueStatus(this.deps.db, rows, id, active, actor);
  }
}
