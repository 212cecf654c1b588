import type { Advertisement } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/db';
import { conflict, invalidInput, notFound } from '../../http/api-error';
import { AdvertisementService, advertisementSelectSql } from '../advertisements/service';
import { deliverNotices, storeNotice, type Notice } from '../notifications/notify';
import type { PendingListing, ListingReport, PendingAdvertisement } from './schemas';

export type Decision = { approve: true; reason?: string } | { approve: false; reason: string };
type Page = { limit: number; offset: number };

interface OwnerRow {
  user_id: number;
  owner_name: string;
  owner_email: string | null;
  created_at: Date;
}

const ownerColumns = `u.id as user_id, u.name as owner_name, u.email as owner_email`;

/** A decision's note for the owner: the reason, or nothing. */
const note = (reason: string | undefined) => (reason?.trim() ? ` ${reason.trim()}` : '');

/**
 * What the admin reviews (docs/SPEC.md §4: listings and projects wait for approval, advertisements
 * too) and the reports users file. Shared by the admin routes and `pnpm admin`. Every decision
 * stores a notification to the owner in the transaction that makes it, pushed once committed.
 */
export class ModerationService {
  private readonly advertisements: AdvertisementService;

  constructor(private readonly deps: AppDeps) {
    this.advertisements = new AdvertisementService(deps);
  }

  private async page<T extends OwnerRow>(countSql: string, rowsSql: string, page: Page) {
    const [[counted], rows] = await Promise.all([
      this.deps.db.query<{ total: number }>(countSql),
      this.deps.db.query<T>(`${rowsSql} limit $1 offset $2`, [page.limit, page.offset]),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }

  private owner(row: OwnerRow) {
    return { user_id: row.user_id, owner_name: row.owner_name, owner_email: row.owner_email ?? '' };
  }

  /** Properties waiting for approval, oldest first (first come, first reviewed). */
  async pendingProperties(page: Page): Promise<{ data: PendingListing[]; total: number }> {
    const { rows, total } = await this.page<OwnerRow & { id: number; slug_id: string; title: string; city: string }>(
      `select count(*)::int as total from properties where request_status = 'pending'`,
      `select p.id, p.slug_id, p.title, p.city, p.created_at, ${ownerColumns}
         from properties p join users u on u.id = p.user_id
        where p.request_status = 'pending' order by p.created_at, p.id`,
      page,
    );
    return {
      data: rows.map((row) => ({
        id: row.id,
        slug_id: row.slug_id,
        title: row.title,
        city: row.city,
        ...this.owner(row),
        created_at: row.created_at.toISOString(),
      })),
      total,
    };
  }

  /** Projects waiting to be enabled, oldest first. */
  async pendingProjects(page: Page): Promise<{ data: PendingListing[]; total: number }> {
    const { rows, total } = await this.page<OwnerRow & { id: number; slug_id: string; title: string; city: string }>(
      `select count(*)::int as total from projects where request_status = 'pending'`,
      `select j.id, j.slug_id, j.title, j.city, j.created_at, ${ownerColumns}
         from projects j join users u on u.id = j.user_id
        where j.request_status = 'pending' order by j.created_at, j.id`,
      page,
    );
    return {
      data: rows.map((row) => ({
        id: row.id,
        slug_id: row.slug_id,
        title: row.title,
        city: row.city,
        ...this.owner(row),
        created_at: row.created_at.toISOString(),
      })),
      total,
    };
  }

  /** Advertisements waiting for approval, oldest first, with their owner. */
  async pendingAdvertisements(page: Page): Promise<{ data: PendingAdvertisement[]; total: number }> {
    const [[counted], rows] = await Promise.all([
      this.deps.db.query<{ total: number }>(
        `select count(*)::int as total from advertisements where status = 'pending'`,
      ),
      this.deps.db.query<Parameters<AdvertisementService['toAdvertisement']>[0] & OwnerRow>(
        `select q.*, ${ownerColumns} from (${advertisementSelectSql} where a.status = 'pending'
           order by a.created_at, a.id limit $1 offset $2) q
         join advertisements a2 on a2.id = q.id join users u on u.id = a2.user_id
         order by q.created_at, q.id`,
        [page.limit, page.offset],
      ),
    ]);
    return {
      data: rows.map((row) => ({ ...this.advertisements.toAdvertisement(row), ...this.owner(row) })),
      total: counted?.total ?? 0,
    };
  }

  /** Reports, newest first, with the listing, the reporter and the reason or message. */
  async reports(page: Page): Promise<{ data: ListingReport[]; total: number }> {
    const [[counted], rows] = await Promise.all([
      this.deps.db.query<{ total: number }>('select count(*)::int as total from reports'),
      this.deps.db.query<
        Omit<ListingReport, 'created_at' | 'reporter_email'> & { created_at: Date; reporter_email: string | null }
      >(
        `select r.id, r.property_id, p.slug_id as property_slug_id, p.title as property_title,
                r.user_id as reporter_id, u.name as reporter_name, u.email as reporter_email,
                r.reason_id, coalesce(rr.reason, '') as reason, r.other_message, r.created_at
           from reports r
           join properties p on p.id = r.property_id
           join users u on u.id = r.user_id
           left join report_reasons rr on rr.id = r.reason_id
          order by r.created_at desc, r.id desc limit $1 offset $2`,
        [page.limit, page.offset],
      ),
    ]);
    return {
      data: rows.map((row) => ({
        ...row,
        reporter_email: row.reporter_email ?? '',
        created_at: row.created_at.toISOString(),
      })),
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
  decideProperty(id: number, decision: Decision) {
    return this.decideListing(listingKinds.property, id, decision);
  }

  /** Enables a project (approved and active) or rejects it with a reason. */
  decideProject(id: number, decision: Decision) {
    return this.decideListing(listingKinds.project, id, decision);
  }

  private async decideListing(kind: ListingKind, id: number, decision: Decision) {
    const reason = checkedReason(decision);
    const status = decision.approve ? ('approved' as const) : ('rejected' as const);
    return this.decide(async (tx) => {
      const [listing] = await tx.query<{ user_id: number; title: string; request_status: string }>(
        `select user_id, title, request_status from ${kind.table} where id = $1 for update`,
        [id],
      );
      if (!listing) throw notFound(`There is no ${kind.noun} ${id}.`);
      if (listing.request_status === status) throw conflict(`${kind.Noun} ${id} is already ${status}.`);
      await tx.query(`update ${kind.table} set ${kind.statusUpdate}, updated_at = now() where id = $1`, [id, status]);
      const notice: Notice = {
        userId: listing.user_id,
        propertyId: kind.table === 'properties' ? id : null,
        type: `${kind.noun}_${status}`,
        title: decision.approve ? `Your ${kind.noun} was approved` : `Your ${kind.noun} was not approved`,
        message: decision.approve
          ? `"${listing.title}" is now visible to everyone.${note(reason)}`
          : `"${listing.title}" was not approved. Reason: ${reason}`,
      };
      return { result: { id, request_status: status, user_id: listing.user_id, title: listing.title }, notice };
    });
  }

  /**
   * Approves a pending advertisement (it runs from now for the length it was stored with) or
   * rejects it with a reason. Only pending ones are decided: 409 otherwise.
   */
  async decideAdvertisement(id: number, decision: Decision): Promise<Advertisement> {
    const reason = checkedReason(decision);
    return this.decide(async (tx) => {
      const [ad] = await tx.query<{ user_id: number; status: string; property_id: number | null; title: string }>(
        `select a.user_id, a.status, a.property_id, coalesce(p.title, j.title) as title
           from advertisements a
           left join properties p on p.id = a.property_id
           left join projects j on j.id = a.project_id
          where a.id = $1 for update of a`,
        [id],
      );
      if (!ad) throw notFound(`There is no advertisement ${id}.`);
      if (ad.status !== 'pending') throw conflict(`Advertisement ${id} was already decided (${ad.status}).`);
      if (decision.approve) {
        // The length chosen when it was stored (end - start), else today's setting.
        await tx.query(
          `update advertisements set status = 'approved', start_date = now(),
                  end_date = now() + coalesce(end_date - start_date, make_interval(days => $2::int))
            where id = $1`,
          [id, await this.advertisements.durationDays(tx)],
        );
      } else {
        await tx.query(`update advertisements set status = 'rejected' where id = $1`, [id]);
      }
      const notice: Notice = {
        userId: ad.user_id,
        propertyId: ad.property_id,
        type: decision.approve ? 'advertisement_approved' : 'advertisement_rejected',
        title: decision.approve ? 'Your advertisement was approved' : 'Your advertisement was not approved',
        message: decision.approve
          ? `"${ad.title}" is now featured.${note(reason)}`
          : `The advertisement of "${ad.title}" was not approved. Reason: ${reason}`,
      };
      return { result: await this.advertisements.find(id, tx), notice };
    });
  }
}

/** What differs between deciding a property and a project. */
const listingKinds = {
  property: { table: 'properties', noun: 'property', Noun: 'Property', statusUpdate: 'request_status = $2' },
  // An enabled project is active too.
  project: {
    table: 'projects',
    noun: 'project',
    Noun: 'Project',
    statusUpdate: `request_status = $2, status = case when $2 = 'approved' then 1 else status end`,
  },
} as const;
type ListingKind = (typeof listingKinds)[keyof typeof listingKinds];

/** A rejection needs a reason the owner can act on; an approval's note is optional. */
function checkedReason(decision: Decision): string {
  const reason = decision.reason?.trim() ?? '';
  if (!decision.approve && !reason) throw invalidInput('A reason is required to reject.');
  return reason;
}
