import type { Advertisement } from '@domus/shared/contract';
import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/db';
import { kyselyOf } from '../../db/kysely';
import { conflict, notFound } from '../../http/api-error';
import { AdvertisementService, selectAdvertisements } from '../advertisements/service';
import { deliverNotices, storeNotice, type Notice } from '../notifications/notify';
import { matchPendingListings } from '../saved-searches/matching';
import { logDecision } from './decision-log';
import {
  checkedReason,
  decideListingIn,
  listingKinds,
  ownerNote,
  type Decision,
  type ListingKind,
} from './listing-decision';
import type { PendingListing, PendingAdvertisement } from '@domus/shared/contract';

type Page = { limit: number; offset: number };

type OwnerRow = { user_id: number; owner_name: string; owner_email: string | null };
type PendingRow = OwnerRow & { id: number; slug_id: string; title: string; city: string; created_at: Date };

const ownerColumns = ['u.id as user_id', 'u.name as owner_name', 'u.email as owner_email'] as const;
const now = sql<Date>`now()`;
const pending = sql.lit<string>('pending');

/**
 * What the admin reviews (docs/SPEC.md §4: listings and projects wait for approval, advertisements
 * too) and the reports users file. Shared by the admin routes and `pnpm admin`. Every decision
 * stores a notification to the owner in the transaction that makes it, pushed once committed.
 */
export class ModerationService {
  constructor(
    private readonly deps: AppDeps,
    private readonly advertisements: AdvertisementService,
  ) {}

  private owner(row: OwnerRow) {
    return { user_id: row.user_id, owner_name: row.owner_name, owner_email: row.owner_email ?? '' };
  }

  private async pendingPage(counting: Promise<{ total: number } | undefined>, reading: Promise<PendingRow[]>) {
    const [counted, rows] = await Promise.all([counting, reading]);
    return {
      data: rows.map((row) => ({
        id: row.id,
        slug_id: row.slug_id,
        title: row.title,
        city: row.city,
        ...this.owner(row),
        created_at: row.created_at.toISOString(),
      })),
      total: counted?.total ?? 0,
    };
  }

  /** Properties waiting for approval, oldest first (first come, first reviewed). */
  pendingProperties(page: Page): Promise<{ data: PendingListing[]; total: number }> {
    const k = kyselyOf(this.deps.db);
    return this.pendingPage(
      k
        .selectFrom('properties')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('request_status', '=', pending)
        .executeTakeFirst(),
      k
        .selectFrom('properties as p')
        .innerJoin('users as u', 'u.id', 'p.user_id')
        .select(['p.id', 'p.slug_id', 'p.title', 'p.city', 'p.created_at', ...ownerColumns])
        .where('p.request_status', '=', pending)
        .orderBy('p.created_at')
        .orderBy('p.id')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
    );
  }

  /** Projects waiting to be enabled, oldest first. */
  pendingProjects(page: Page): Promise<{ data: PendingListing[]; total: number }> {
    const k = kyselyOf(this.deps.db);
    return this.pendingPage(
      k
        .selectFrom('projects')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('request_status', '=', pending)
        .executeTakeFirst(),
      k
        .selectFrom('projects as j')
        .innerJoin('users as u', 'u.id', 'j.user_id')
        .select(['j.id', 'j.slug_id', 'j.title', 'j.city', 'j.created_at', ...ownerColumns])
        .where('j.request_status', '=', pending)
        .orderBy('j.created_at')
        .orderBy('j.id')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
    );
  }

  /** Advertisements waiting for approval, oldest first, with their owner. */
  async pendingAdvertisements(page: Page): Promise<{ data: PendingAdvertisement[]; total: number }> {
    const k = kyselyOf(this.deps.db);
    const waiting = selectAdvertisements(this.deps.db)
      .where('a.status', '=', pending)
      .orderBy('a.created_at')
      .orderBy('a.id')
      .limit(page.limit)
      .offset(page.offset);
    const [counted, rows] = await Promise.all([
      k
        .selectFrom('advertisements')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('status', '=', pending)
        .executeTakeFirst(),
      k
        .selectFrom(waiting.as('q'))
        .innerJoin('advertisements as a2', 'a2.id', 'q.id')
        .innerJoin('users as u', 'u.id', 'a2.user_id')
        .selectAll('q')
        .select(ownerColumns)
        .orderBy('q.created_at')
        .orderBy('q.id')
        .execute(),
    ]);
    return {
      data: rows.map((row) => ({ ...this.advertisements.toAdvertisement(row), ...this.owner(row) })),
      total: counted?.total ?? 0,
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
      if (ad.status !== 'pending') throw conflict(`Advertisement ${id} was already decided (${ad.status}).`);
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
      await logDecision(tx, {
        subject: 'advertisement',
        subjectId: id,
        decision: decision.approve ? 'approved' : 'rejected',
        reason,
        decidedBy: decision.decidedBy,
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
