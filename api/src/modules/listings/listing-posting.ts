import { listingMessages } from '@domus/shared/contract';
import { sql, type Selectable } from 'kysely';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/db';
import { kyselyOf } from '../../db/kysely';
import type { Database } from '../../db/schema';
import { removeListingFiles, UploadBatch } from '../../files/listing-files';
import { invalidInput } from '../../http/api-error';
import type { AuthUser } from '../../http/auth';
import { reviewEdit } from '../listing-edits/edit-review';
import { listingContent } from '../listing-edits/listing-content';
import { deliverNotices } from '../notifications/notify';
import { PackageService } from '../packages/service';
import { addGalleryAndDocuments, childFiles, deleteChildren } from './listing-children';
import type { ListingKind, ListingTable } from '../listing-rules/listing-kind';
import { ownedRow } from './posting-checks';
import { markRenewed } from './renewal';
import { replacedImages, type StoredListingFiles } from './listing-uploads';
import { withSlugRetry } from './posting-common';
import { uniqueSlug } from './slugs';

/** An edited listing that the admin had rejected goes back to review. */
export const requestStatusAfterEdit = sql<string>`case when request_status = 'rejected' then 'pending' else request_status end`;

export const now = sql<Date>`now()`;

/** The files of a new listing written, and what its kind inserts with them. */
interface Creation<Stored> {
  userId: number;
  title: string;
  write: (batch: UploadBatch) => Promise<Stored>;
  /** Inserts the row (with `slug`) and the kind's own children; returns its id. */
  insert: (tx: Queryable, stored: Stored, slug: string) => Promise<number>;
  /** Runs last in the transaction, the listing and its gallery written (the duplicate check). */
  afterSave?: (tx: Queryable, id: number, stored: Stored) => Promise<void>;
}

/** An edit of a listing: its files written, the gallery photos and documents it removes, its own changes. */
interface Edit<Table extends ListingTable, Stored> {
  user: AuthUser;
  id: number;
  removed: { gallery: number[]; documents: number[] };
  write: (batch: UploadBatch) => Promise<Stored>;
  /** Changes the locked row and the kind's own children; returns the files these changes leave behind. */
  change: (tx: Queryable, locked: Selectable<Database[Table]>, stored: Stored) => Promise<string[]>;
  /** Runs last in the transaction, the listing and its gallery changed (the duplicate check). */
  afterSave?: (tx: Queryable, stored: Stored) => Promise<void>;
}

/**
 * What posting a property and a project have in common: files are written before the
 * transaction and taken back when it fails (a failed posting leaves no row and no file);
 * files replaced or removed leave storage only once the change is committed.
 */
export class ListingPosting<Table extends ListingTable, Image extends string> {
  constructor(
    private readonly deps: AppDeps,
    private readonly packages: PackageService,
    readonly kind: ListingKind<Table, Image>,
  ) {}

  private get storage() {
    return this.deps.storage;
  }

  /** A quick answer before any file work; the use taken in create() is what counts. */
  async requirePackage(userId: number) {
    const feature = this.kind.packageFeature;
    const refused = PackageService.refusal(await this.packages.check(userId, feature), feature);
    if (refused) throw refused;
  }

  /** A new listing in one transaction that also uses one of the owner's package uses; its id. */
  async create<Stored extends StoredListingFiles<Image>>(creation: Creation<Stored>): Promise<number> {
    const { kind } = this;
    return this.withUploads(creation.write, (stored) =>
      withSlugRetry(this.deps.db, async (tx) => {
        await this.packages.consume(tx, creation.userId, kind.packageFeature);
        const slug = await uniqueSlug(tx, kind.table, creation.title, kind.slugFallback);
        const id = await creation.insert(tx, stored, slug);
        await addGalleryAndDocuments(tx, kind, id, stored);
        await creation.afterSave?.(tx, id, stored);
        return id;
      }),
    );
  }

  /**
   * The owner's (or an admin's) change of a listing, on its row locked for the transaction. What
   * changed is logged, and a live listing goes back to review when the rule of listing-edits says
   * so (`sentToReview`); its owner's notice is delivered once committed.
   */
  async edit<Stored extends StoredListingFiles<Image>>(edit: Edit<Table, Stored>): Promise<{ sentToReview: boolean }> {
    const { kind } = this;
    const saved = await this.withUploads(edit.write, (stored) =>
      this.deps.db.transaction(async (tx) => {
        const locked = await ownedRow(tx, kind.table, edit.id, edit.user, { lock: true });
        const before = await listingContent(tx, kind, edit.id);
        const gone = replacedImages(locked as unknown as Record<Image, string>, stored);
        gone.push(...(await edit.change(tx, locked, stored)));
        // Editing shows the listing is current: it counts as renewing it.
        await markRenewed(tx, kind.table, edit.id);
        gone.push(...(await deleteChildren(tx, kind, 'gallery', edit.id, edit.removed.gallery)));
        gone.push(...(await deleteChildren(tx, kind, 'documents', edit.id, edit.removed.documents)));
        await addGalleryAndDocuments(tx, kind, edit.id, stored);
        // Before the kind's own checks: a listing sent back to review is no longer public, so the
        // duplicate check does not count it as held by itself and favouriters hear of no price drop.
        const review = await reviewEdit(tx, {
          kind,
          id: edit.id,
          editor: edit.user,
          before,
          requestStatusBefore: (locked as { request_status: string }).request_status,
        });
        await edit.afterSave?.(tx, stored);
        return { gone, review };
      }),
    );
    await removeListingFiles(this.storage, saved.gone);
    await deliverNotices(this.deps, saved.review.notices);
    return { sentToReview: saved.review.sentToReview };
  }

  /** The listing and its children go (the children by cascade), then its files leave storage. */
  async remove(user: AuthUser, id: number) {
    const { kind } = this;
    const files = await this.deps.db.transaction(async (tx) => {
      const row = await ownedRow(tx, kind.table, id, user, { lock: true });
      const children = await childFiles(tx, kind, id);
      await kyselyOf(tx)
        .deleteFrom(kind.table as ListingTable)
        .where('id', '=', id)
        .execute();
      const images = Object.keys(kind.images).map((column) => (row as Record<string, string>)[column]!);
      return [...images, ...children];
    });
    await removeListingFiles(this.storage, files);
  }

  /** An approved listing is switched active (1) or inactive (0); before approval the owner may not. */
  async changeStatus(user: AuthUser, id: number, status: number) {
    await this.deps.db.transaction(async (tx) => {
      const row = await ownedRow(tx, this.kind.table as ListingTable, id, user, { lock: true });
      if (row.request_status !== 'approved') throw invalidInput(listingMessages.statusUpdateFailed);
      // Switching off is the owner's choice (renewing must not undo it); switching on renews.
      await kyselyOf(tx)
        .updateTable(this.kind.table as ListingTable)
        .set({ status, updated_at: now, stale_deactivated_at: null })
        .where('id', '=', row.id)
        .execute();
      if (status === 1) await markRenewed(tx, this.kind.table, row.id);
    });
  }

  private async withUploads<Stored, T>(
    write: (batch: UploadBatch) => Promise<Stored>,
    save: (stored: Stored) => Promise<T>,
  ): Promise<T> {
    const batch = new UploadBatch(this.storage);
    try {
      return await save(await write(batch));
    } catch (error) {
      await batch.discard();
      throw error;
    }
  }
}
