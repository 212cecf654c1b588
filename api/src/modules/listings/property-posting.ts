import {
  isLocationComplete,
  listingMessages,
  type postPropertyBody,
  propertyFileFields,
  propertyTypeMoves,
  type updatePostPropertyBody,
  type changePropertyStatusBody,
  type getAddedPropertiesQuery,
  type Property,
  type PropertyType,
  type updatePropertyStatusBody,
} from '@domus/shared/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { sql } from 'kysely';
import type { Queryable } from '../../db/db';
import { kyselyOf } from '../../db/kysely';
import { invalidInput, notFound } from '../../http/api-error';
import type { AuthUser } from '../../http/auth';
import {
  fingerprintOf,
  hashedPictures,
  hashUploads,
  sameFingerprint,
  savePictureHashes,
  type Fingerprint,
} from '../duplicates/detection';
import { holdIfDuplicate } from '../duplicates/holding';
import { deliverNotices, type StoredNotice } from '../notifications/notify';
import { recordPrice, recordPriceChange } from '../price-history/recording';
import type { PackageService } from '../packages/service';
import type { PropertyService } from '../properties/service';
import { afterListingsVisible, matchPendingListings } from '../saved-searches/matching';
import type { FilesOf } from '../../http/multipart-body';
import { listingFormOf, type propertyFileParts } from './form-fields';
import { belonging, childCounts } from './listing-children';
import { propertyKind } from '../listing-rules/listing-kind';
import { ListingPosting, now, requestStatusAfterEdit } from './listing-posting';
import { checkFacilities, checkParameters, ownedRow, requireCategory, type ParameterValue } from './posting-checks';
import { checkFileLimits, prepareListingFiles, writeListingFiles } from './listing-uploads';
import { initialRequestStatus } from './posting-common';

type PropertyFiles = FilesOf<typeof propertyFileParts>;
/** post_property's body as its route read it. */
export type PostedProperty = z.output<typeof postPropertyBody> & PropertyFiles;
/** update_post_property's body as its route read it. */
export type EditedProperty = z.output<typeof updatePostPropertyBody> & PropertyFiles;

/** The pictures a duplicate is told by: the title image (and the gallery). */
const hashedColumns = ['title_image'] as const;

/** An edit that sends the posting type keeps a sold or rented listing in that state. */
const typeAfterEdit = (current: PropertyType, sent: 'sell' | 'rent' | undefined): PropertyType => {
  if (sent === undefined) return current;
  if ((current === 'sold' && sent === 'sell') || (current === 'rented' && sent === 'rent')) return current;
  return sent;
};

/** Posting, editing, deleting and switching the state of properties (docs/SPEC.md §3, §4, §7 "Listings"). */
export class PropertyPosting {
  private readonly posting: ListingPosting<'properties', keyof typeof propertyKind.images>;

  constructor(
    private readonly deps: AppDeps,
    private readonly properties: PropertyService,
    packages: PackageService,
  ) {
    this.posting = new ListingPosting(deps, packages, propertyKind);
  }

  /** One property whatever its state, as its owner sees it. */
  async load(id: number, reader: AuthUser): Promise<Property> {
    const { data } = await this.properties.find({ id, anyState: true }, 'newest', { limit: 1, offset: 0 }, reader, {
      count: false,
    });
    if (!data[0]) throw notFound('Property not found');
    return data[0];
  }

  /**
   * post_property: checks every field and file first, writes the files, then inserts the
   * listing in one transaction that also uses one of the owner's property_list.
   */
  async post(user: AuthUser, fields: PostedProperty): Promise<Property> {
    const { db } = this.deps;
    const form = listingFormOf(fields);
    if (!fields[propertyFileFields.titleImage]) throw invalidInput(listingMessages.titleImageRequired);
    await requireCategory(db, fields.category_id);
    const parameters = await checkParameters(db, fields.category_id, fields.parameters);
    await checkFacilities(db, fields.facilities);
    await this.posting.requirePackage(user.id);
    checkFileLimits(propertyKind, form, { gallery: 0, documents: 0 });
    const uploads = await prepareListingFiles(propertyKind, form);
    const hashes = await hashUploads(uploads, hashedColumns);

    // The duplicate check's notice to the owner, delivered only once the posting has committed.
    let duplicateNotices: StoredNotice[] = [];
    const id = await this.posting.create({
      userId: user.id,
      title: fields.title,
      write: (batch) => writeListingFiles(batch, uploads),
      insert: async (tx, stored, slug) => {
        const created = await kyselyOf(tx)
          .insertInto('properties')
          .values({
            slug_id: slug,
            user_id: user.id,
            category_id: fields.category_id,
            title: fields.title,
            description: fields.description,
            // postPropertyBody refuses a missing price and an incomplete location
            price: fields.price!,
            property_type: fields.property_type,
            rentduration: fields.property_type === 'rent' ? fields.rentduration || null : null,
            title_image: stored.images.title_image,
            three_d_image: stored.images.three_d_image ?? '',
            video_link: fields.video_link,
            address: fields.address,
            client_address: fields.client_address,
            city: fields.city,
            state: fields.state,
            country: fields.country,
            latitude: fields.latitude!,
            longitude: fields.longitude!,
            meta_title: fields.meta_title,
            meta_description: fields.meta_description,
            meta_keywords: fields.meta_keywords,
            meta_image: stored.images.meta_image ?? '',
            request_status: await initialRequestStatus(tx, user.id),
            is_premium: fields.is_premium,
            status: 1,
          })
          .returning(['id', 'price'])
          .executeTakeFirstOrThrow();
        await recordPrice(tx, created.id, created.price);
        await this.saveDetails(tx, created.id, parameters, fields.facilities);
        return created.id;
      },
      afterSave: async (tx, created, stored) => {
        await savePictureHashes(tx, created, hashedPictures(hashes, stored));
        duplicateNotices = await holdIfDuplicate(tx, created);
      },
    });
    await deliverNotices(this.deps, duplicateNotices);
    // An auto-approved listing is visible at once: saved searches hear of it after commit.
    await afterListingsVisible(this.deps, id);
    return this.load(id, user);
  }

  /**
   * update_post_property: the owner (or an admin) changes the fields sent, adds new files and
   * removes the listed ones. Replaced and removed files leave storage once the change is saved.
   */
  async update(user: AuthUser, fields: EditedProperty): Promise<{ property: Property; sentToReview: boolean }> {
    const { db } = this.deps;
    const form = listingFormOf(fields);
    const current = await ownedRow(db, 'properties', fields.id, user);

    const categoryId = fields.category_id ?? current.category_id;
    if (fields.category_id !== undefined) await requireCategory(db, categoryId);
    let parameters: ParameterValue[] | undefined;
    if (fields.parameters !== undefined) {
      parameters = await checkParameters(db, categoryId, fields.parameters);
    } else if (categoryId !== current.category_id) {
      const existing = await kyselyOf(db)
        .selectFrom('property_parameters')
        .select(['parameter_id', 'value'])
        .where('property_id', '=', current.id)
        .execute();
      parameters = await checkParameters(db, categoryId, existing, { dropForeign: true });
    }
    if (fields.facilities !== undefined) await checkFacilities(db, fields.facilities);

    const propertyType = typeAfterEdit(current.property_type as PropertyType, fields.property_type);
    const forRent = propertyType === 'rent' || propertyType === 'rented';
    const rentduration = forRent
      ? fields.rentduration !== undefined
        ? fields.rentduration || null
        : current.rentduration
      : null;
    if (forRent && !rentduration) throw invalidInput(listingMessages.rentDurationRequired);
    const place = {
      address: fields.address ?? current.address,
      city: fields.city ?? current.city,
      state: fields.state ?? current.state,
      country: fields.country ?? current.country,
      latitude: fields.latitude ?? current.latitude,
      longitude: fields.longitude ?? current.longitude,
    };
    if (!isLocationComplete(place)) throw invalidInput(listingMessages.locationIncomplete);

    const removed = {
      gallery: await belonging(db, propertyKind, 'gallery', current.id, fields.remove_gallery_images),
      documents: await belonging(db, propertyKind, 'documents', current.id, fields.remove_documents),
    };
    const counts = await childCounts(db, propertyKind, current.id);
    checkFileLimits(propertyKind, form, {
      gallery: counts.gallery - removed.gallery.length,
      documents: counts.documents - removed.documents.length,
    });
    const uploads = await prepareListingFiles(propertyKind, form);
    const hashes = await hashUploads(uploads, hashedColumns);

    // Price-drop and duplicate notices of this edit, delivered only once it has committed.
    let priceDropNotices: StoredNotice[] = [];
    let duplicateNotices: StoredNotice[] = [];
    let before: Fingerprint | undefined;
    let prices: { before: number; after: number } | undefined;
    const { sentToReview } = await this.posting.edit({
      user,
      id: current.id,
      removed,
      write: (batch) => writeListingFiles(batch, uploads),
      change: async (tx, locked, stored) => {
        before = await fingerprintOf(tx, current.id);
        const edited = await kyselyOf(tx)
          .updateTable('properties')
          .set({
            title: fields.title,
            description: fields.description,
            category_id: fields.category_id,
            price: fields.price ?? undefined,
            property_type: propertyType,
            rentduration,
            address: fields.address,
            client_address: fields.client_address,
            city: fields.city,
            state: fields.state,
            country: fields.country,
            latitude: fields.latitude ?? undefined,
            longitude: fields.longitude ?? undefined,
            video_link: fields.video_link?.trim(),
            meta_title: fields.meta_title,
            meta_description: fields.meta_description,
            meta_keywords: fields.meta_keywords,
            is_premium: fields.is_premium,
            ...stored.images,
            three_d_image: stored.images.three_d_image ?? (fields.remove_three_d_image ? '' : undefined),
            request_status: requestStatusAfterEdit,
            updated_at: now,
          })
          .where('id', '=', current.id)
          .returning('price')
          .executeTakeFirstOrThrow();
        prices = { before: locked.price, after: edited.price };
        if (parameters !== undefined) {
          await kyselyOf(tx).deleteFrom('property_parameters').where('property_id', '=', current.id).execute();
        }
        if (fields.facilities !== undefined) {
          await kyselyOf(tx).deleteFrom('property_facilities').where('property_id', '=', current.id).execute();
        }
        await this.saveDetails(tx, current.id, parameters, fields.facilities);
        // A removed 3D picture leaves storage like a replaced one.
        return !stored.images.three_d_image && fields.remove_three_d_image ? [locked.three_d_image] : [];
      },
      afterSave: async (tx, stored) => {
        const added = hashedPictures(hashes, stored);
        await savePictureHashes(tx, current.id, added);
        // Only an edit of what a duplicate is told by checks again: new pictures, place, price or size.
        const after = await fingerprintOf(tx, current.id);
        const newPictures = Boolean(stored.images.title_image) || stored.gallery.length > 0;
        if (newPictures || !before || !after || !sameFingerprint(before, after)) {
          duplicateNotices = await holdIfDuplicate(tx, current.id);
        }
        // After the duplicate check: a listing it holds is no longer public, and its favouriters hear of no drop.
        // Compared as stored (numeric(14,2)), so a price sent with more decimals is no change.
        priceDropNotices = await recordPriceChange(tx, current.id, prices!.before, prices!.after);
      },
    });
    await deliverNotices(this.deps, [...priceDropNotices, ...duplicateNotices]);
    return { property: await this.load(current.id, user), sentToReview };
  }

  /** delete_property: the listing and its children go, then its files leave storage. */
  remove(user: AuthUser, id: number) {
    return this.posting.remove(user, id);
  }

  /** change-property-status: an approved listing is switched active (1) or inactive (0). */
  async changeStatus(user: AuthUser, body: z.output<typeof changePropertyStatusBody>): Promise<Property> {
    await this.posting.changeStatus(user, body.property_id, body.status);
    if (body.status === 1) await matchPendingListings(this.deps);
    return this.load(body.property_id, user);
  }

  /** update_property_status: sell -> sold, rent -> rented and back; any other move is refused. */
  async updateType(user: AuthUser, body: z.output<typeof updatePropertyStatusBody>): Promise<Property> {
    await this.deps.db.transaction(async (tx) => {
      const row = await ownedRow(tx, 'properties', body.property_id, user, { lock: true });
      const allowed: readonly PropertyType[] = propertyTypeMoves[row.property_type as PropertyType];
      if (!allowed.includes(body.status)) throw invalidInput(listingMessages.statusUpdateFailed);
      await kyselyOf(tx)
        .updateTable('properties')
        .set({ property_type: body.status, updated_at: now })
        .where('id', '=', row.id)
        .execute();
    });
    return this.load(body.property_id, user);
  }

  /** get-added-properties: the user's own listings in every state, newest first. */
  async added(user: AuthUser, query: z.output<typeof getAddedPropertiesQuery>) {
    return this.properties.find(
      {
        userid: user.id,
        anyState: true,
        request_status: query.request_status,
        property_type: query.property_type,
        search: query.search,
      },
      'newest',
      { limit: query.limit, offset: query.offset },
      user,
    );
  }

  /** The parameter values and facility distances of a property, one statement each whatever their number. */
  private async saveDetails(
    tx: Queryable,
    propertyId: number,
    parameters: ParameterValue[] | undefined,
    facilities: { facility_id: number; distance: number }[] | undefined,
  ) {
    if (parameters?.length) {
      const ids = parameters.map((item) => item.parameter_id);
      const values = parameters.map((item) => item.value);
      await kyselyOf(tx)
        .insertInto('property_parameters')
        .columns(['property_id', 'parameter_id', 'value'])
        .expression(sql`select ${propertyId}, * from unnest(${ids}::int[], ${values}::text[])`)
        .execute();
    }
    if (facilities?.length) {
      const ids = facilities.map((item) => item.facility_id);
      const distances = facilities.map((item) => item.distance);
      await kyselyOf(tx)
        .insertInto('property_facilities')
        .columns(['property_id', 'facility_id', 'distance'])
        .expression(sql`select ${propertyId}, * from unnest(${ids}::int[], ${distances}::numeric[])`)
        .execute();
    }
  }
}
