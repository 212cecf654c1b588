import { listingMessages, type InterestedUser, type Property, type ReportReason } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import { readerLanguage } from '../../http/content-language';
import { translatedText, type Translations } from '../../lib/translations';
import type { Queryable } from '../../db/db';
import type { AuthUser } from '../../http/auth';
import { conflict, forbidden, invalidInput, notFound } from '../../http/api-error';
import { deliverNotices, storeNotice, type Notice, type StoredNotice } from '../notifications/notify';
import { publicPropertySql } from '../properties/constants';
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

interface ListingState {
  id: number;
  user_id: number;
  is_public: boolean;
}

const propertyNotFound = 'Property not found';

/** The owner hears of a new interested user; one notice per user and listing, however often they toggle. */
async function interestNotice(db: Queryable, userId: number, listing: ListingState): Promise<Notice> {
  const [names] = await db.query<{ user_name: string; title: string }>(
    'select u.name as user_name, p.title from users u, properties p where u.id = $1 and p.id = $2',
    [userId, listing.id],
  );
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
  constructor(private readonly deps: AppDeps) {}

  private async listing(db: Queryable, propertyId: number): Promise<ListingState | undefined> {
    const [row] = await db.query<ListingState>(
      `select p.id, p.user_id, (${publicPropertySql('p')}) as is_public from properties p where p.id = $1`,
      [propertyId],
    );
    return row;
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
        const removed = await tx.query(`delete from ${table} where user_id = $1 and property_id = $2 returning 1`, [
          userId,
          propertyId,
        ]);
        if (removed.length > 0) return false;
        wanted = true;
      }
      if (!wanted) {
        await tx.query(`delete from ${table} where user_id = $1 and property_id = $2`, [userId, propertyId]);
        return false;
      }
      if (!listing.is_public) throw notFound(propertyNotFound);
      const added = await tx.query(
        `insert into ${table} (user_id, property_id) values ($1, $2) on conflict do nothing returning 1`,
        [userId, propertyId],
      );
      if (added.length > 0) await whenAdded?.(tx, listing);
      return true;
    });
  }

  /** add_favourite: the new state and the listing's favourite count (kept by the trigger of 001_core). */
  async setFavourite(userId: number, propertyId: number, type: ToggleType) {
    const isFavourite = await this.mark('favourite', userId, propertyId, type);
    const [row] = await this.deps.db.query<{ total: number }>(
      'select total_likes as total from properties where id = $1',
      [propertyId],
    );
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
    const [row] = await this.deps.db.query<{ total: number }>(
      'select count(*)::int as total from interests where property_id = $1',
      [propertyId],
    );
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
    const from = `favourites f join properties p on p.id = f.property_id where f.user_id = $1 and ${publicPropertySql('p')}`;
    const [counted] = await this.deps.db.query<{ total: number }>(`select count(*)::int as total from ${from}`, [
      reader.id,
    ]);
    const total = counted?.total ?? 0;
    if (page.offset >= total) return { data: [], total };
    const ids = (
      await this.deps.db.query<{ id: number }>(
        `select p.id from ${from} order by f.created_at desc, p.id desc limit $2 offset $3`,
        [reader.id, page.limit, page.offset],
      )
    ).map((row) => row.id);
    const properties = new PropertyService(this.deps);
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
    const [listing] = await this.deps.db.query<{ id: number; user_id: number }>(
      target.property_id !== undefined
        ? 'select id, user_id from properties where id = $1'
        : 'select id, user_id from properties where slug_id = $1',
      [target.property_id ?? target.slug_id],
    );
    if (!listing) throw notFound(propertyNotFound);
    if (listing.user_id !== reader.id && reader.role !== 'admin') throw forbidden(listingMessages.notOwner);
    const [[counted], rows] = await Promise.all([
      this.deps.db.query<{ total: number }>('select count(*)::int as total from interests where property_id = $1', [
        listing.id,
      ]),
      this.deps.db.query<Omit<InterestedUser, 'created_at'> & { email: string | null; created_at: Date }>(
        `select u.id, u.name, u.email, u.mobile, u.profile, i.created_at
           from interests i join users u on u.id = i.user_id
          where i.property_id = $1
          order by i.created_at desc, u.id desc limit $2 offset $3`,
        [listing.id, page.limit, page.offset],
      ),
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
    const rows = await this.deps.db.query<Omit<ReportReason, 'translated_reason'> & { translations: Translations }>(
      'select id, reason, translations from report_reasons order by id',
    );
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
      const [reason] = await this.deps.db.query('select 1 from report_reasons where id = $1', [report.reason_id]);
      if (!reason) throw invalidInput(`There is no report reason ${report.reason_id}.`);
    }
    const [created] = await this.deps.db.query<{ id: number }>(
      `insert into reports (user_id, property_id, reason_id, other_message) values ($1, $2, $3, $4)
       on conflict (user_id, property_id) do nothing returning id`,
      [userId, report.property_id, report.reason_id ?? null, report.other_message.trim()],
    );
    if (!created) throw conflict(listingMessages.alreadyReported);
    return { id: created.id, property_id: report.property_id };
  }
}
