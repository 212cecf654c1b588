import { listingMessages, type InterestedUser, type Property, type ReportReason } from '@domus/shared/contract';
import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps';
import { kyselyOf, type TableRow } from '../../db/kysely';
import { readerLanguage } from '../../http/content-language';
import { translatedText, type Translations } from '../../lib/translations';
import type { Queryable } from '../../db/db';
import type { AuthUser } from '../../http/auth';
import { conflict, forbidden, invalidInput, notFound } from '../../http/api-error';
import { deliverNotices, storeNotice, type Notice, type StoredNotice } from '../notifications/notify';
import { publicProperty } from '../listing-rules/visibility';
import { PropertyService } from '../properties/service';

/** `type` of add_favourite and interested_users: 1 adds, 0 removes, absent (or '') toggles. */
export type ToggleType = '0' | '1' | 0 | 1 | '' | undefined;
const wantedState = (type: ToggleType): boolean | undefined =>
  type === undefined || type === '' ? undefined : Number(type) === 1;

/** The two per-user marks on a listing: same toggle rules, different tables. */
const marks = {
  favourite: 'favourites',
  interest: 'interests',
} as const;
type Mark = keyof typeof marks;

type ListingState = TableRow<'properties', 'id' | 'user_id'> & { is_public: boolean };

const propertyNotFound = 'Property not found';

const countInterests = (db: Queryable, propertyId: number) =>
  kyselyOf(db)
    .selectFrom('interests')
    .select(sql<number>`count(*)::int`.as('total'))
    .where('property_id', '=', propertyId)
    .executeTakeFirst();

/** The owner hears of a new interested user; one notice per user and listing, however often they toggle. */
async function interestNotice(db: Queryable, userId: number, listing: ListingState): Promise<Notice> {
  const names = await kyselyOf(db)
    .selectFrom(['users as u', 'properties as p'])
    .select(['u.name as user_name', 'p.title'])
    .where('u.id', '=', userId)
    .where('p.id', '=', listing.id)
    .executeTakeFirst();
  return {
    userId: listing.user_id,
    title: 'Someone is interested in your property',
    message: `${names?.user_name || 'A user'} is interested in ${names?.title ?? 'your property'}.`,
    type: 'property_interest',
    propertyId: listing.id,
    collapseKey: `interest:${listing.id}:${userId}`,
  };
}

/** Favourites, interest and reports (docs/SPEC.md §7 "Listings", "Advertising and interest"). */
export class EngagementService {
  constructor(
    private readonly deps: AppDeps,
    private readonly properties: PropertyService,
  ) {}

  private async listing(db: Queryable, propertyId: number): Promise<ListingState | undefined> {
    return kyselyOf(db)
      .selectFrom('properties as p')
      .select((eb) => ['p.id', 'p.user_id', publicProperty(eb).$castTo<boolean>().as('is_public')])
      .where('p.id', '=', propertyId)
      .executeTakeFirst();
  }

  /**
   * Sets or toggles the user's mark. Adding needs a public listing (404 otherwise, so hidden
   * listings are not revealed); removing works on any listing the user marked, so a listing
   * taken down later can still be cleared from their list. Idempotent: adding twice keeps one.
   * `whenAdded` runs in the same transaction when the mark is new.
   */
  private async mark(
    mark: Mark,
    userId: number,
    propertyId: number,
    type: ToggleType,
    whenAdded?: (tx: Queryable, listing: ListingState) => Promise<void>,
  ): Promise<boolean> {
    const table = marks[mark];
    return this.deps.db.transaction(async (tx) => {
      const listing = await this.listing(tx, propertyId);
      if (!listing) throw notFound(propertyNotFound);
      let wanted = wantedState(type);
      if (wanted === undefined) {
        const removed = await kyselyOf(tx)
          .deleteFrom(table)
          .where('user_id', '=', userId)
          .where('property_id', '=', propertyId)
          .returning(sql.lit(1).as('one'))
          .execute();
        if (removed.length > 0) return false;
        wanted = true;
      }
      if (!wanted) {
        await kyselyOf(tx)
          .deleteFrom(table)
          .where('user_id', '=', userId)
          .where('property_id', '=', propertyId)
          .execute();
        return false;
      }
      if (!listing.is_public) throw notFound(propertyNotFound);
      const added = await kyselyOf(tx)
        .insertInto(table)
        .values({ user_id: userId, property_id: propertyId })
        .onConflict((oc) => oc.doNothing())
        .returning(sql.lit(1).as('one'))
        .execute();
      if (added.length > 0) await whenAdded?.(tx, listing);
      return true;
    });
  }

  /** add_favourite: the new state and the listing's favourite count (kept by the trigger of 001_core). */
  async setFavourite(userId: number, propertyId: number, type: ToggleType) {
    const isFavourite = await this.mark('favourite', userId, propertyId, type);
    const row = await kyselyOf(this.deps.db)
      .selectFrom('properties')
      .select('total_likes as total')
      .where('id', '=', propertyId)
      .executeTakeFirst();
    return {
      property_id: propertyId,
      is_favourite: isFavourite ? 1 : 0,
      total_favourite_users: row?.total ?? 0,
    } as const;
  }

  /** interested_users: the new state and how many users are interested. */
  async setInterest(userId: number, propertyId: number, type: ToggleType) {
    const notices: StoredNotice[] = [];
    const isInterested = await this.mark('interest', userId, propertyId, type, async (tx, listing) => {
      if (listing.user_id !== userId) notices.push(await storeNotice(tx, await interestNotice(tx, userId, listing)));
    });
    await deliverNotices(this.deps, notices);
    const row = await countInterests(this.deps.db, propertyId);
    return {
      property_id: propertyId,
      is_interested: isInterested ? 1 : 0,
      total_interested_users: row?.total ?? 0,
    } as const;
  }

  /** get_favourite_property: the user's favourites still public, newest favourite first. */
  async favourites(
    reader: AuthUser,
    page: { limit: number; offset: number },
  ): Promise<{ data: Property[]; total: number }> {
    const from = kyselyOf(this.deps.db)
      .selectFrom('favourites as f')
      .innerJoin('properties as p', 'p.id', 'f.property_id')
      .where('f.user_id', '=', reader.id)
      .where(publicProperty);
    const counted = await from.select(sql<number>`count(*)::int`.as('total')).executeTakeFirst();
    const total = counted?.total ?? 0;
    if (page.offset >= total) return { data: [], total };
    const ids = (
      await from
        .select('p.id')
        .orderBy('f.created_at', 'desc')
        .orderBy('p.id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute()
    ).map((row) => row.id);
    const { properties } = this;
    const rows = await properties.findRows({ ids }, 'newest', { limit: ids.length, offset: 0 }, reader);
    const byId = new Map((await properties.hydrate(rows, reader)).map((property) => [property.id, property]));
    return { data: ids.flatMap((id) => byId.get(id) ?? []), total };
  }

  /**
   * get_interested_users: only the listing's owner or an admin; anyone else gets 403 and
   * learns nothing (not even whether the listing exists beyond its id or slug).
   */
  async interestedUsers(
    reader: AuthUser,
    target: { property_id?: number; slug_id?: string },
    page: { limit: number; offset: number },
  ): Promise<{ data: InterestedUser[]; total: number }> {
    if (target.property_id === undefined && target.slug_id === undefined) {
      throw invalidInput('property_id or slug_id is required');
    }
    const listing = await kyselyOf(this.deps.db)
      .selectFrom('properties')
      .select(['id', 'user_id'])
      .where((eb) =>
        target.property_id !== undefined ? eb('id', '=', target.property_id) : eb('slug_id', '=', target.slug_id!),
      )
      .executeTakeFirst();
    if (!listing) throw notFound(propertyNotFound);
    if (listing.user_id !== reader.id && reader.role !== 'admin') throw forbidden(listingMessages.notOwner);
    const [counted, rows] = await Promise.all([
      countInterests(this.deps.db, listing.id),
      kyselyOf(this.deps.db)
        .selectFrom('interests as i')
        .innerJoin('users as u', 'u.id', 'i.user_id')
        .select(['u.id', 'u.name', 'u.email', 'u.mobile', 'u.profile', 'i.created_at'])
        .where('i.property_id', '=', listing.id)
        .orderBy('i.created_at', 'desc')
        .orderBy('u.id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
    ]);
    return {
      data: rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email ?? '',
        mobile: row.mobile,
        profile: this.deps.files.url(row.profile),
        created_at: row.created_at.toISOString(),
      })),
      total: counted?.total ?? 0,
    };
  }

  async reportReasons(): Promise<ReportReason[]> {
    const rows = await kyselyOf(this.deps.db)
      .selectFrom('report_reasons')
      .select(['id', 'reason', 'translations'])
      .$narrowType<{ translations: Translations }>()
      .orderBy('id')
      .execute();
    const language = readerLanguage();
    return rows.map(({ translations, ...row }) => ({
      ...row,
      translated_reason: translatedText(translations, language, 'reason', row.reason),
    }));
  }

  /**
   * add_reports: one report per user and listing (409 the second time, also when two arrive
   * at once: the unique key decides), never on one's own listing (400).
   */
  async addReport(userId: number, report: { property_id: number; reason_id?: number; other_message: string }) {
    const listing = await this.listing(this.deps.db, report.property_id);
    if (!listing?.is_public) throw notFound(propertyNotFound);
    if (listing.user_id === userId) throw invalidInput('You cannot report your own listing.');
    if (report.reason_id !== undefined) {
      const reason = await kyselyOf(this.deps.db)
        .selectFrom('report_reasons')
        .select(sql.lit(1).as('one'))
        .where('id', '=', report.reason_id)
        .executeTakeFirst();
      if (!reason) throw invalidInput(`There is no report reason ${report.reason_id}.`);
    }
    const created = await kyselyOf(this.deps.db)
      .insertInto('reports')
      .values({
        user_id: userId,
        property_id: report.property_id,
        reason_id: report.reason_id ?? null,
        other_message: report.other_message.trim(),
      })
      .onConflict((oc) => oc.columns(['user_id', 'property_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!created) throw conflict(listingMessages.alreadyReported);
    return { id: created.id, property_id: report.property_id };
  }
}
