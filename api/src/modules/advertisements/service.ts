import {
  listingMessages,
  type Advertisement,
  type advertisementStatuses,
  type advertisementTypes,
  type featureTargets,
} from '@domus/shared/contract';
import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/db';
import { kyselyOf } from '../../db/kysely';
import { conflict, forbidden, invalidInput, notFound } from '../../http/api-error';
import { PackageService } from '../packages/service';
import { readSettings } from '../web-settings/settings-store';
import { advertisementStatusSql, blockingAdSql } from '../listing-rules/promotion';

type AdType = (typeof advertisementTypes)[number];
type AdStatus = (typeof advertisementStatuses)[number];
type FeatureTarget = (typeof featureTargets)[number];

/** How long an advertisement runs once approved: the setting, else 30 days. */
export const advertisementDurationSetting = 'advertisement_duration_days';
export const defaultAdvertisementDays = 30;

/** Where each kind of listing lives and which package feature featuring it uses. */
const targets = {
  property: { table: 'properties', column: 'property_id', image: 'title_image', feature: 'property_feature' },
  project: { table: 'projects', column: 'project_id', image: 'image', feature: 'project_feature' },
} as const;

/** Advertisements with their status as readers see it (an approved one past its end reads expired). */
export const selectAdvertisements = (db: Queryable) =>
  kyselyOf(db)
    .selectFrom('advertisements as a')
    .leftJoin('properties as p', 'p.id', 'a.property_id')
    .leftJoin('projects as j', 'j.id', 'a.project_id')
    .select((eb) => [
      'a.id',
      sql.raw<AdStatus>(advertisementStatusSql('a')).as('status'),
      'a.type',
      'a.property_id',
      'a.project_id',
      'a.start_date',
      'a.end_date',
      'a.created_at',
      // A row features a property or a project (a check constraint): one side is always there.
      eb.fn.coalesce('p.id', 'j.id').$notNull().as('listing_id'),
      eb.fn.coalesce('p.slug_id', 'j.slug_id').$notNull().as('listing_slug_id'),
      eb.fn.coalesce('p.title', 'j.title').$notNull().as('listing_title'),
      eb.fn.coalesce('p.title_image', 'j.image').$notNull().as('listing_image'),
      eb.fn.coalesce('p.city', 'j.city').$notNull().as('listing_city'),
    ])
    .$narrowType<{ type: AdType }>();

type AdvertisementRow = Awaited<ReturnType<ReturnType<typeof selectAdvertisements>['executeTakeFirstOrThrow']>>;

/** Featuring listings: store_advertisement and get-featured-data. */
export class AdvertisementService {
  constructor(
    private readonly deps: AppDeps,
    private readonly packages: PackageService,
  ) {}

  toAdvertisement(row: AdvertisementRow): Advertisement {
    const card = {
      id: row.listing_id,
      slug_id: row.listing_slug_id,
      title: row.listing_title,
      image: this.deps.files.url(row.listing_image),
      city: row.listing_city,
    };
    const isProperty = row.property_id !== null;
    return {
      id: row.id,
      status: row.status,
      type: row.type,
      feature_for: isProperty ? 'property' : 'project',
      start_date: row.start_date.toISOString(),
      end_date: row.end_date?.toISOString() ?? null,
      created_at: row.created_at.toISOString(),
      listing: card,
      property_id: row.property_id,
      project_id: row.project_id,
      property: isProperty ? card : null,
      project: isProperty ? null : card,
    };
  }

  async find(id: number, db: Queryable = this.deps.db): Promise<Advertisement> {
    const row = await selectAdvertisements(db).where('a.id', '=', id).executeTakeFirst();
    if (!row) throw notFound(`There is no advertisement ${id}.`);
    return this.toAdvertisement(row);
  }

  /** Days an advertisement runs: the advertisement_duration_days setting when it is a whole number from 1. */
  async durationDays(db: Queryable = this.deps.db): Promise<number> {
    const stored = Number((await readSettings(db, [advertisementDurationSetting])).get(advertisementDurationSetting));
    return Number.isSafeInteger(stored) && stored >= 1 && stored <= 3650 ? stored : defaultAdvertisementDays;
  }

  /**
   * store_advertisement: the owner features an approved, active listing. Refused with 409
   * while a pending or running advertisement features it, and with the spec's 403 when no
   * package use is left. The listing row is locked, so two requests for one listing give one
   * advertisement; the package use is taken in the same transaction, so a refusal uses nothing.
   * The advertisement waits for the admin; its end date is start + duration, and approval
   * restarts both from the moment of approval.
   */
  async store(
    userId: number,
    request: { feature_for: FeatureTarget; property_id?: number; project_id?: number; type: AdType | '' },
  ): Promise<Advertisement> {
    const target = targets[request.feature_for];
    const listingId = request.feature_for === 'property' ? request.property_id! : request.project_id!;
    return this.deps.db.transaction(async (tx) => {
      const listing = await kyselyOf(tx)
        .selectFrom(target.table)
        .select(['user_id', 'status', 'request_status'])
        .where('id', '=', listingId)
        .forUpdate()
        .executeTakeFirst();
      if (!listing) throw notFound(request.feature_for === 'property' ? 'Property not found' : 'Project not found');
      if (listing.user_id !== userId) throw forbidden(listingMessages.notOwner);
      if (listing.request_status !== 'approved' || listing.status !== 1) {
        throw invalidInput('Only an approved, active listing can be featured.');
      }
      const blocking = await kyselyOf(tx)
        .selectFrom('advertisements as a')
        .select(sql.lit(1).as('one'))
        .where(`a.${target.column}` as const, '=', listingId)
        .where(sql.raw<boolean>(blockingAdSql('a')))
        .executeTakeFirst();
      if (blocking) throw conflict(listingMessages.alreadyFeatured);
      await this.packages.consume(tx, userId, target.feature);
      const days = await this.durationDays(tx);
      const created = await kyselyOf(tx)
        .insertInto('advertisements')
        .values({
          user_id: userId,
          ...(target.column === 'property_id' ? { property_id: listingId } : { project_id: listingId }),
          type: request.type || 'list',
          status: 'pending',
          start_date: sql<Date>`now()`,
          end_date: sql<Date>`now() + make_interval(days => ${days}::int)`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return this.find(created.id, tx);
    });
  }

  /** get-featured-data: the user's advertisements, newest first, by type. */
  async listMine(userId: number, query: { type?: AdType; limit: number; offset: number }) {
    const [counted, rows] = await Promise.all([
      kyselyOf(this.deps.db)
        .selectFrom('advertisements as a')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('a.user_id', '=', userId)
        .$if(query.type !== undefined, (qb) => qb.where('a.type', '=', query.type!))
        .executeTakeFirst(),
      selectAdvertisements(this.deps.db)
        .where('a.user_id', '=', userId)
        .$if(query.type !== undefined, (qb) => qb.where('a.type', '=', query.type!))
        .orderBy('a.created_at', 'desc')
        .orderBy('a.id', 'desc')
        .limit(query.limit)
        .offset(query.offset)
        .execute(),
    ]);
    return { data: rows.map((row) => this.toAdvertisement(row)), total: counted?.total ?? 0 };
  }
}
