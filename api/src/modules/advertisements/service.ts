import {
  listingMessages,
  type Advertisement,
  type advertisementStatuses,
  type advertisementTypes,
  type featureTargets,
} from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/db';
import { conflict, forbidden, invalidInput, notFound } from '../../http/api-error';
import { PackageService } from '../packages/service';
import { readSettings } from '../web-settings/settings-store';
import { advertisementStatusSql, blockingAdSql } from './sql';

type AdType = (typeof advertisementTypes)[number];
type FeatureTarget = (typeof featureTargets)[number];

/** How long an advertisement runs once approved: the setting, else 30 days. */
export const advertisementDurationSetting = 'advertisement_duration_days';
export const defaultAdvertisementDays = 30;

/** Where each kind of listing lives and which package feature featuring it uses. */
const targets = {
  property: { table: 'properties', column: 'property_id', image: 'title_image', feature: 'property_feature' },
  project: { table: 'projects', column: 'project_id', image: 'image', feature: 'project_feature' },
} as const;

interface AdvertisementRow {
  id: number;
  status: (typeof advertisementStatuses)[number];
  type: AdType;
  property_id: number | null;
  project_id: number | null;
  start_date: Date;
  end_date: Date | null;
  created_at: Date;
  listing_id: number;
  listing_slug_id: string;
  listing_title: string;
  listing_image: string;
  listing_city: string;
}

/** Advertisements with their status as readers see it (an approved one past its end reads expired). */
export const advertisementSelectSql = `select a.id, ${advertisementStatusSql('a')} as status, a.type,
    a.property_id, a.project_id, a.start_date, a.end_date, a.created_at,
    coalesce(p.id, j.id) as listing_id, coalesce(p.slug_id, j.slug_id) as listing_slug_id,
    coalesce(p.title, j.title) as listing_title, coalesce(p.title_image, j.image) as listing_image,
    coalesce(p.city, j.city) as listing_city
  from advertisements a
  left join properties p on p.id = a.property_id
  left join projects j on j.id = a.project_id`;

/** Featuring listings: store_advertisement and get-featured-data. */
export class AdvertisementService {
  constructor(private readonly deps: AppDeps) {}

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
    const [row] = await db.query<AdvertisementRow>(`${advertisementSelectSql} where a.id = $1`, [id]);
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
      const [listing] = await tx.query<{ user_id: number; status: number; request_status: string }>(
        `select user_id, status, request_status from ${target.table} where id = $1 for update`,
        [listingId],
      );
      if (!listing) throw notFound(request.feature_for === 'property' ? 'Property not found' : 'Project not found');
      if (listing.user_id !== userId) throw forbidden(listingMessages.notOwner);
      if (listing.request_status !== 'approved' || listing.status !== 1) {
        throw invalidInput('Only an approved, active listing can be featured.');
      }
      const [blocking] = await tx.query(
        `select 1 from advertisements a where a.${target.column} = $1 and ${blockingAdSql('a')}`,
        [listingId],
      );
      if (blocking) throw conflict(listingMessages.alreadyFeatured);
      await new PackageService(this.deps).consume(tx, userId, target.feature);
      const days = await this.durationDays(tx);
      const [created] = await tx.query<{ id: number }>(
        `insert into advertisements (user_id, ${target.column}, type, status, start_date, end_date)
         values ($1, $2, $3, 'pending', now(), now() + make_interval(days => $4::int)) returning id`,
        [userId, listingId, request.type || 'list', days],
      );
      return this.find(created!.id, tx);
    });
  }

  /** get-featured-data: the user's advertisements, newest first, by type. */
  async listMine(userId: number, query: { type?: AdType; limit: number; offset: number }) {
    const where = query.type ? 'a.user_id = $1 and a.type = $2' : 'a.user_id = $1 and $2::text is null';
    const [[counted], rows] = await Promise.all([
      this.deps.db.query<{ total: number }>(`select count(*)::int as total from advertisements a where ${where}`, [
        userId,
        query.type ?? null,
      ]),
      this.deps.db.query<AdvertisementRow>(
        `${advertisementSelectSql} where ${where} order by a.created_at desc, a.id desc limit $3 offset $4`,
        [userId, query.type ?? null, query.limit, query.offset],
      ),
    ]);
    return { data: rows.map((row) => this.toAdvertisement(row)), total: counted?.total ?? 0 };
  }
}
