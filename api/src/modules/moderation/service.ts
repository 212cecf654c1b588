import type { Advertisement } from '@domus/shared/contract';
import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/db';
import { keysetAfter, keysetCursorSql, keysetPage } from '../../db/keyset';
import { kyselyOf } from '../../db/kysely';
import { conflict, notFound } from '../../http/api-error';
import { AdvertisementService, selectAdvertisements } from '../advertisements/service';
import { deliverNotices, storeNotice, type Notice } from '../notifications/notify';
import { matchPendingListings } from '../saved-searches/matching';
import { recordOperatorAction } from '../operator-log/record';
import { logDecision } from './decision-log';
import {
  checkedReason,
  decideListingIn,
  listingKinds,
  ownerNote,
  type Decision,
  type ListingKind,
} from './listing-decision';
import { claimsOn, lastDecisionNote, settleClaim } from './review-claims';
import { type PendingListing, type PendingAdvertisement, type KeysetPosition } from '@domus/shared/contract';

type Page = { limit: number; offset: number; cursor?: KeysetPosition };
type Queue<T> = { data: T[]; total: number; next_cursor: string | null };

type OwnerRow = { user_id: number; owner_name: string; owner_email: string | null };
type PendingRow = OwnerRow & {
  id: number;
  slug_id: string;
  title: string;
  city: string;
  price: number | string | null;
  image: string;
  created_at: Date;
  cursor: string;
};

const ownerColumns = ['u.id as user_id', 'u.name as owner_name', 'u.email as owner_email'] as const;
const now = sql<Date>`now()`;
const pending = sql.lit<string>('pending');
/** How many photos a queue row shows. */
const photosShown = 3;
/** Rows after the cursor, oldest first (the order of the partial indexes of migrations 037 and 039). */
const after = (alias: string, cursor: KeysetPosition | undefined) =>
  cursor ? keysetAfter(alias, cursor, 'asc') : sql<boolean>`true`;

/**
 * What the admin reviews (docs/SPEC.md §4: listings and projects wait for approval, advertisements
 * too) and the reports users file. Shared by the admin routes and `pnpm admin`. Every decision
 * stores a notification to the owner in the transaction that makes it, pushed once committed.
 * The queues are paged by keyset (`cursor`: created_at and id) or, for older clients, by offset.
 */
export class ModerationService {
  constructor(
    private readonly deps: AppDeps,
    private readonly advertisements: AdvertisementService,
  ) {}

  private owner(row: OwnerRow) {
    return { user_id: row.user_id, owner_name: row.owner_name, owner_email: row.owner_email ?? '' };
  }

  /** How many of a kind wait for a decision, without reading any. */
  async countPending(kind: 'properties' | 'projects' | 'advertisements'): Promise<number> {
    const column = kind === 'advertisements' ? 'status' : 'request_status';
    const [counted] = await this.deps.db.query<{ total: number }>(
      `select count(*)::int as total from ${kind} where ${column} = 'pending'`,
    );
    return counted?.total ?? 0;
  }

  /** The first photos of each listing of a page (title image first), as thumbnail URLs. */
  private async photos(kind: ListingKind, rows: PendingRow[]): Promise<Map<number, string[]>> {
    const ids = rows.map((row) => row.id);
    const k = kyselyOf(this.deps.db);
    const gallery =
      ids.length === 0
        ? []
        : kind.table === 'properties'
          ? await k
              .selectFrom('property_images')
              .select(['property_id as owner_id', 'image'])
              .where('property_id', 'in', ids)
              .orderBy('sequence')
              .orderBy('id')
              .execute()
          : await k
              .selectFrom('project_images')
              .select(['project_id as owner_id', 'image'])
              .where('project_id', 'in', ids)
              .orderBy('sequence')
              .orderBy('id')
              .execute();
    const photos = new Map(rows.map((row) => [row.id, row.image ? [row.image] : []]));
    for (const { owner_id, image } of gallery) {
      const shown = photos.get(owner_id)!;
      if (shown.length < photosShown) shown.push(image);
    }
    for (const [id, keys] of photos)
      photos.set(
        id,
        keys.map((key) => this.deps.files.thumbUrl(key)),
      );
    return photos;
  }

  private async pendingPage(
    kind: ListingKind,
    page: Page,
    reading: Promise<PendingRow[]>,
  ): Promise<Queue<PendingListing>> {
    const { page: rows, next } = keysetPage(await reading, page.limit);
    const total = await this.countPending(kind.table);
    const photos = await this.photos(kind, rows);
    const claims = await claimsOn(
      this.deps.db,
      kind.noun,
      rows.map((row) => row.id),
    );
    return {
      data: rows.map((row) => ({
        id: row.id,
        slug_id: row.slug_id,
        title: row.title,
        city: row.city,
        price: row.price === null ? null : Number(row.price),
        images: photos.get(row.id) ?? [],
        ...this.owner(row),
        created_at: row.created_at.toISOString(),
        claim: claims.get(row.id) ?? null,
      })),
      total,
      next_cursor: next,
    };
  }

  /** Properties waiting for approval, oldest first (first come, first reviewed). */
  pendingProperties(page: Page): Promise<Queue<PendingListing>> {
    return this.pendingPage(
      listingKinds.property,
      page,
      kyselyOf(this.deps.db)
        .selectFrom('properties as p')
        .innerJoin('users as u', 'u.id', 'p.user_id')
        .select(['p.id', 'p.slug_id', 'p.title', 'p.city', 'p.price', 'p.title_image as image', 'p.created_at'])
        .select([...ownerColumns, keysetCursorSql('p').as('cursor')])
        .where('p.request_status', '=', pending)
        .where(after('p', page.cursor))
        .orderBy('p.created_at')
        .orderBy('p.id')
        .limit(page.limit + 1)
        .offset(page.cursor ? 0 : page.offset)
        .execute(),
    );
  }

  /** Projects waiting to be enabled, oldest first. */
  pendingProjects(page: Page): Promise<Queue<PendingListing>> {
    return this.pendingPage(
      listingKinds.project,
      page,
      kyselyOf(this.deps.db)
        .selectFrom('projects as j')
        .innerJoin('users as u', 'u.id', 'j.user_id')
        .select(['j.id', 'j.slug_id', 'j.title', 'j.city', sql<null>`null`.as('price'), 'j.image', 'j.created_at'])
        .select([...ownerColumns, keysetCursorSql('j').as('cursor')])
        .where('j.request_status', '=', pending)
        .where(after('j', page.cursor))
        .orderBy('j.created_at')
        .orderBy('j.id')
        .limit(page.limit + 1)
        .offset(page.cursor ? 0 : page.offset)
        .execute(),
    );
  }

  /** Advertisements waiting for approval, oldest first, with their owner. */
  async pendingAdvertisements(page: Page): Promise<Queue<PendingAdvertisement>> {
    const k = kyselyOf(this.deps.db);
    const waiting = selectAdvertisements(this.deps.db)
      .where('a.status', '=', pending)
      .where(after('a', page.cursor))
      .orderBy('a.created_at')
      .orderBy('a.id')
      .limit(page.limit + 1)
      .offset(page.cursor ? 0 : page.offset);
    const { page: rows, next } = keysetPage(
      await k
        .selectFrom(waiting.as('q'))
        .innerJoin('advertisements as a2', 'a2.id', 'q.id')
        .innerJoin('users as u', 'u.id', 'a2.user_id')
        .selectAll('q')
        .select([...ownerColumns, keysetCursorSql('q').as('cursor')])
        .orderBy('q.created_at')
        .orderBy('q.id')
        .execute(),
      page.limit,
    );
    const total = await this.countPending('advertisements');
    const claims = await claimsOn(
      this.deps.db,
      'advertisement',
      rows.map((row) => row.id),
    );
    return {
      data: rows.map(({ cursor: _cursor, ...row }) => ({
        ...this.advertisements.toAdvertisement(row),
        ...this.owner(row),
        claim: claims.get(row.id) ?? null,
      })),
      total,
      next_cursor: next,
    };
  }

  /** Runs a decision and stores its notice to the owner in one transaction; delivers it once committed. */
  private async decide<T>(decision: (tx: Queryable) => Promise<{ result: T; notice: Notice }>): Promise<T> {
    const { result, stored } = await this.deps.db.transaction(async (tx) => {
      const decided = await decision(tx);
      return { result: decided.result, stored: await storeNotice(tx, decided.notice) };
    });
    await deliverNotices(this.deps, [stored]);
    return result;
  }

  /**
   * Approves a property (it becomes public, if its owner keeps it active) or rejects it with a
   * reason; a rejected property may be approved later and an approved one taken down.
   */
  async decideProperty(id: number, decision: Decision) {
    const decided = await this.decideListing(listingKinds.property, id, decision);
    // After commit: members' saved searches hear of the listing; a failure there never undoes the approval.
    if (decision.approve) await matchPendingListings(this.deps);
    return decided;
  }

  /** Enables a project (approved and active) or rejects it with a reason. */
  decideProject(id: number, decision: Decision) {
    return this.decideListing(listingKinds.project, id, decision);
  }

  private decideListing(kind: ListingKind, id: number, decision: Decision) {
    return this.decide((tx) => decideListingIn(tx, kind, id, decision));
  }

  /**
   * Approves a pending advertisement (it runs from now for the length it was stored with) or
   * rejects it with a reason. Only pending ones are decided: 409 otherwise.
   */
  async decideAdvertisement(id: number, decision: Decision): Promise<Advertisement> {
    const reason = checkedReason(decision);
    return this.decide(async (tx) => {
      const ad = await kyselyOf(tx)
        .selectFrom('advertisements as a')
        .leftJoin('properties as p', 'p.id', 'a.property_id')
        .leftJoin('projects as j', 'j.id', 'a.project_id')
        .select((eb) => [
          'a.user_id',
          'a.status',
          'a.property_id',
          eb.fn.coalesce('p.title', 'j.title').$notNull().as('title'),
        ])
        .where('a.id', '=', id)
        .forUpdate(['a'])
        .executeTakeFirst();
      if (!ad) throw notFound(`There is no advertisement ${id}.`);
      if (ad.status !== 'pending') {
        throw conflict(
          `Advertisement ${id} was already ${ad.status}${await lastDecisionNote(tx, 'advertisement', id)}.`,
        );
      }
      await settleClaim(tx, 'advertisement', id, decision.decidedBy);
      if (decision.approve) {
        // The length chosen when it was stored (end - start), else today's setting.
        const days = await this.advertisements.durationDays(tx);
        await kyselyOf(tx)
          .updateTable('advertisements')
          .set({
            status: 'approved',
            start_date: now,
            end_date: sql<Date>`now() + coalesce(end_date - start_date, make_interval(days => ${days}::int))`,
          })
          .where('id', '=', id)
          .execute();
      } else {
        await kyselyOf(tx).updateTable('advertisements').set({ status: 'rejected' }).where('id', '=', id).execute();
      }
      const status = decision.approve ? ('approved' as const) : ('rejected' as const);
      await logDecision(tx, {
        subject: 'advertisement',
        subjectId: id,
        decision: status,
        reason,
        decidedBy: decision.decidedBy,
      });
      await recordOperatorAction(tx, {
        actorId: decision.decidedBy,
        via: decision.via ?? 'console',
        action: `advertisement.${decision.approve ? 'approve' : 'reject'}`,
        subjectId: id,
        before: { status: ad.status },
        after: { status },
        reason,
      });
      const notice: Notice = {
        userId: ad.user_id,
        propertyId: ad.property_id,
        type: decision.approve ? 'advertisement_approved' : 'advertisement_rejected',
        title: decision.approve ? 'Your advertisement was approved' : 'Your advertisement was not approved',
        message: decision.approve
          ? `"${ad.title}" is now featured.${ownerNote(reason)}`
          : `The advertisement of "${ad.title}" was not approved. Reason: ${reason}`,
      };
      return { result: await this.advertisements.find(id, tx), notice };
    });
  }
}
