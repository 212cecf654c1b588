import type { AdminSlide } from '@domus/shared/contract';
import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/db';
import { kyselyOf } from '../../db/kysely';
import { invalidInput, notFound } from '../../http/api-error';
import type { OperatorActor } from '../operator-log/record';
import { runningAdSql } from '../listing-rules/promotion';
import { publicProjectAs, publicPropertyAs } from '../listing-rules/visibility';
import { recordOperatorAction } from '../operator-log/record';

/** A slide to add: one property or one project, shown from `from` (now) until `until` (open-ended). */
export interface SlideDraft {
  property_id?: number;
  project_id?: number;
  from?: Date;
  until?: Date;
}

/**
 * The home slider as the console edits it: its slider advertisements in the order the home page
 * reads them (newest start first), each saying whether it shows now: the page shows the first
 * twelve of those that run and whose listing is public.
 */
export class SliderAdministration {
  constructor(private readonly deps: Pick<AppDeps, 'db' | 'files'>) {}

  async list(id?: number, db: Queryable = this.deps.db): Promise<AdminSlide[]> {
    const rows = await kyselyOf(db)
      .selectFrom('advertisements as a')
      .leftJoin('properties as p', 'p.id', 'a.property_id')
      .leftJoin('projects as j', 'j.id', 'a.project_id')
      .select((eb) => [
        'a.id',
        'a.property_id',
        'a.project_id',
        'a.status',
        'a.start_date',
        'a.end_date',
        sql<string>`coalesce(p.title, j.title, '')`.as('title'),
        sql<string>`coalesce(p.title_image, j.image, '')`.as('image'),
        sql<boolean>`(${sql.raw(runningAdSql('a'))}) and coalesce(${publicPropertyAs('p')(eb)}, ${publicProjectAs('j')(eb)}, false)`.as(
          'showing',
        ),
      ])
      .where('a.type', '=', sql.lit('slider'))
      .$if(id !== undefined, (qb) => qb.where('a.id', '=', id!))
      .orderBy('a.start_date', 'desc')
      .orderBy('a.id', 'desc')
      .limit(id === undefined ? 200 : 1)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      type: row.property_id === null ? 'project' : 'property',
      listing_id: (row.property_id ?? row.project_id)!,
      title: row.title,
      image: row.image ? this.deps.files.url(row.image) : '',
      status: row.status,
      start_date: row.start_date.toISOString(),
      end_date: row.end_date?.toISOString() ?? null,
      showing: Boolean(row.showing),
    }));
  }

  /** Features a public listing in the slider (approved at once: the admin places it). */
  async add(draft: SlideDraft, actor: OperatorActor & { actorId: number }, now = new Date()): Promise<AdminSlide> {
    const from = draft.from ?? now;
    if (draft.until && draft.until <= from) throw invalidInput('until must be after from');
    return this.deps.db.transaction(async (tx) => {
      const isProperty = draft.property_id !== undefined;
      const listingId = (draft.property_id ?? draft.project_id)!;
      const listing = isProperty
        ? await kyselyOf(tx)
            .selectFrom('properties as p')
            .select((eb) => ['p.id', publicPropertyAs('p')(eb).$castTo<boolean>().as('public')])
            .where('p.id', '=', listingId)
            .executeTakeFirst()
        : await kyselyOf(tx)
            .selectFrom('projects as j')
            .select((eb) => ['j.id', publicProjectAs('j')(eb).$castTo<boolean>().as('public')])
            .where('j.id', '=', listingId)
            .executeTakeFirst();
      const field = isProperty ? 'property_id' : 'project_id';
      if (!listing) throw invalidInput(`${field}: there is no ${isProperty ? 'property' : 'project'} ${listingId}`);
      if (!listing.public)
        throw invalidInput(`${field}: ${listingId} is not public: the slider shows public listings only`);
      const { id } = await kyselyOf(tx)
        .insertInto('advertisements')
        .values({
          user_id: actor.actorId,
          property_id: isProperty ? listingId : null,
          project_id: isProperty ? null : listingId,
          type: 'slider',
          status: 'approved',
          start_date: from,
          end_date: draft.until ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const slide = (await this.list(id, tx))[0]!;
      await recordOperatorAction(tx, { ...actor, action: 'slide.add', subjectId: id, after: logged(slide) });
      return slide;
    });
  }

  /** Takes the slide out of the slider for good. */
  async remove(id: number, actor: OperatorActor): Promise<AdminSlide> {
    return this.deps.db.transaction(async (tx) => {
      const [slide] = await this.list(id, tx);
      if (!slide) throw notFound(`There is no slide ${id}`);
      await kyselyOf(tx).deleteFrom('advertisements').where('id', '=', id).execute();
      await recordOperatorAction(tx, { ...actor, action: 'slide.remove', subjectId: id, before: logged(slide) });
      return slide;
    });
  }
}

const logged = (slide: AdminSlide) => ({
  type: slide.type,
  listing_id: slide.listing_id,
  status: slide.status,
  start_date: slide.start_date,
  end_date: slide.end_date,
});
