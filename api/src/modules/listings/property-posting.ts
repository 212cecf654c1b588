import {
  isLocationComplete,
  listingMessages,
  listingUploadRules,
  postPropertyBody,
  propertyFileFields,
  propertyTypeMoves,
  updatePostPropertyBody,
  type changePropertyStatusBody,
  type getAddedPropertiesQuery,
  type Property,
  type PropertyType,
  type updatePropertyStatusBody,
} from '@domus/shared/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/db';
import { SqlParams } from '../../db/sql';
import {
  prepareListingDocument,
  prepareListingImage,
  removeListingFiles,
  UploadBatch,
  type PreparedUpload,
} from '../../files/listing-files';
import type { FileStorage } from '../../files/storage';
import { invalidInput, notFound } from '../../http/api-error';
import type { AuthUser } from '../../http/auth';
import { PackageService } from '../packages/service';
import { PropertyService } from '../properties/service';
import { parseFields, readListingForm, type ListingForm } from './form-fields';
import {
  checkFacilities,
  checkParameters,
  ownedRow,
  requireCategory,
  singleFile,
  type ParameterValue,
} from './listing-rules';
import { addGalleryAndDocuments, changedColumns, initialRequestStatus, withSlugRetry } from './posting-common';
import { uniqueSlug } from './slugs';

interface PropertyState {
  id: number;
  user_id: number;
  category_id: number;
  property_type: PropertyType;
  rentduration: string | null;
  title_image: string;
  three_d_image: string;
  meta_image: string;
  request_status: 'approved' | 'pending' | 'rejected';
  address: string;
  city: string;
  state: string;
  country: string;
  latitude: number;
  longitude: number;
}

/** The new files of a posting or an edit, checked and re-encoded but not yet written. */
interface PropertyUploads {
  titleImage?: PreparedUpload;
  threeDImage?: PreparedUpload;
  metaImage?: PreparedUpload;
  gallery: PreparedUpload[];
  documents: PreparedUpload[];
}

const fileFields = Object.values(propertyFileFields);

/** An edit that sends the posting type keeps a sold or rented listing in that state. */
const typeAfterEdit = (current: PropertyType, sent: 'sell' | 'rent' | undefined): PropertyType => {
  if (sent === undefined) return current;
  if ((current === 'sold' && sent === 'sell') || (current === 'rented' && sent === 'rent')) return current;
  return sent;
};

/** Posting, editing, deleting and switching the state of properties (docs/SPEC.md §3, §4, §7 "Listings"). */
export class PropertyPosting {
  private readonly packages: PackageService;
  private readonly properties: PropertyService;

  constructor(
    private readonly deps: AppDeps,
    private readonly storage: FileStorage,
  ) {
    this.packages = new PackageService(deps);
    this.properties = new PropertyService(deps);
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
  async post(user: AuthUser, body: unknown): Promise<Property> {
    const { db } = this.deps;
    const form = readListingForm(body, fileFields);
    const fields = parseFields(postPropertyBody, form.fields);
    const titleImage = singleFile(form.files(propertyFileFields.titleImage), propertyFileFields.titleImage);
    if (!titleImage) throw invalidInput(listingMessages.titleImageRequired);
    await requireCategory(db, fields.category_id);
    const parameters = await checkParameters(db, fields.category_id, fields.parameters);
    await checkFacilities(db, fields.facilities);
    // A quick answer before any file work; consume() below is what counts.
    const refused = PackageService.refusal(await this.packages.check(user.id, 'property_list'), 'property_list');
    if (refused) throw refused;
    const uploads = await this.prepare(form, { galleryKept: 0, documentsKept: 0 });

    const batch = new UploadBatch(this.storage);
    try {
      const stored = await this.write(batch, uploads);
      const id = await withSlugRetry(db, async (tx) => {
        await this.packages.consume(tx, user.id, 'property_list');
        const params = new SqlParams();
        const values = [
          await uniqueSlug(tx, 'properties', fields.title, 'property'),
          user.id,
          fields.category_id,
          fields.title,
          fields.description,
          fields.price,
          fields.property_type,
          fields.property_type === 'rent' ? fields.rentduration || null : null,
          stored.titleImage,
          stored.threeDImage ?? '',
          fields.video_link,
          fields.address,
          fields.client_address,
          fields.city,
          fields.state,
          fields.country,
          fields.latitude,
          fields.longitude,
          fields.meta_title,
          fields.meta_description,
          fields.meta_keywords,
          stored.metaImage ?? '',
          await initialRequestStatus(tx, user.id),
          fields.is_premium,
        ].map((value) => params.add(value));
        const [created] = await tx.query<{ id: number }>(
          `insert into properties (slug_id, user_id, category_id, title, description, price, property_type, rentduration,
             title_image, three_d_image, video_link, address, client_address, city, state, country, latitude, longitude,
             meta_title, meta_description, meta_keywords, meta_image, request_status, is_premium, status)
           values (${values.join(', ')}, 1) returning id`,
          params.values,
        );
        await this.saveChildren(tx, created!.id, { parameters, facilities: fields.facilities, stored });
        return created!.id;
      });
      return this.load(id, user);
    } catch (error) {
      await batch.discard();
      throw error;
    }
  }

  /**
   * update_post_property: the owner (or an admin) changes the fields sent, adds new files and
   * removes the listed ones. Replaced and removed files leave storage once the change is saved.
   */
  async update(user: AuthUser, body: unknown): Promise<Property> {
    const { db } = this.deps;
    const form = readListingForm(body, fileFields);
    const fields = parseFields(updatePostPropertyBody, form.fields);
    const current = await ownedRow<PropertyState>(db, 'properties', fields.id, user);

    const categoryId = fields.category_id ?? current.category_id;
    if (fields.category_id !== undefined) await requireCategory(db, categoryId);
    let parameters: ParameterValue[] | undefined;
    if (fields.parameters !== undefined) {
      parameters = await checkParameters(db, categoryId, fields.parameters);
    } else if (categoryId !== current.category_id) {
      const existing = await db.query<ParameterValue>(
        'select parameter_id, value from property_parameters where property_id = $1',
        [current.id],
      );
      parameters = await checkParameters(db, categoryId, existing, { dropForeign: true });
    }
    if (fields.facilities !== undefined) await checkFacilities(db, fields.facilities);

    const propertyType = typeAfterEdit(current.property_type, fields.property_type);
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

    const removedGallery = await this.belonging(db, 'property_images', current.id, fields.remove_gallery_images);
    const removedDocuments = await this.belonging(db, 'property_documents', current.id, fields.remove_documents);
    const [counts] = await db.query<{ gallery: number; documents: number }>(
      `select (select count(*) from property_images where property_id = $1)::int as gallery,
              (select count(*) from property_documents where property_id = $1)::int as documents`,
      [current.id],
    );
    const uploads = await this.prepare(form, {
      galleryKept: counts!.gallery - removedGallery.length,
      documentsKept: counts!.documents - removedDocuments.length,
    });

    const batch = new UploadBatch(this.storage);
    let leftBehind: string[];
    try {
      const stored = await this.write(batch, uploads);
      leftBehind = await db.transaction(async (tx) => {
        const locked = await ownedRow<PropertyState>(tx, 'properties', current.id, user, { lock: true });
        const params = new SqlParams();
        const sets = changedColumns(params, {
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
          title_image: stored.titleImage,
          three_d_image: stored.threeDImage ?? (fields.remove_three_d_image ? '' : undefined),
          meta_image: stored.metaImage,
        });
        // A rejected listing that is edited goes back to the admin.
        sets.push(`request_status = case when request_status = 'rejected' then 'pending' else request_status end`);
        sets.push('updated_at = now()');
        await tx.query(`update properties set ${sets.join(', ')} where id = ${params.add(current.id)}`, params.values);

        const gone: string[] = [];
        if (stored.titleImage) gone.push(locked.title_image);
        if (stored.threeDImage || fields.remove_three_d_image) gone.push(locked.three_d_image);
        if (stored.metaImage) gone.push(locked.meta_image);
        if (removedGallery.length) {
          const rows = await tx.query<{ image: string }>(
            'delete from property_images where property_id = $1 and id = any($2::int[]) returning image',
            [current.id, removedGallery],
          );
          gone.push(...rows.map((row) => row.image));
        }
        if (removedDocuments.length) {
          const rows = await tx.query<{ file: string }>(
            'delete from property_documents where property_id = $1 and id = any($2::int[]) returning file',
            [current.id, removedDocuments],
          );
          gone.push(...rows.map((row) => row.file));
        }
        if (parameters !== undefined)
          await tx.query('delete from property_parameters where property_id = $1', [current.id]);
        if (fields.facilities !== undefined) {
          await tx.query('delete from property_facilities where property_id = $1', [current.id]);
        }
        await this.saveChildren(tx, current.id, { parameters, facilities: fields.facilities, stored });
        return gone;
      });
    } catch (error) {
      await batch.discard();
      throw error;
    }
    await removeListingFiles(this.storage, leftBehind);
    return this.load(current.id, user);
  }

  /** delete_property: the listing and its children go, then its files leave storage. */
  async remove(user: AuthUser, id: number) {
    const files = await this.deps.db.transaction(async (tx) => {
      const row = await ownedRow<PropertyState>(tx, 'properties', id, user, { lock: true });
      const children = await tx.query<{ file: string }>(
        `select image as file from property_images where property_id = $1
         union all select file from property_documents where property_id = $1`,
        [id],
      );
      await tx.query('delete from properties where id = $1', [id]);
      return [row.title_image, row.three_d_image, row.meta_image, ...children.map((child) => child.file)];
    });
    await removeListingFiles(this.storage, files);
  }

  /** change-property-status: an approved listing is switched active (1) or inactive (0). */
  async changeStatus(user: AuthUser, body: z.output<typeof changePropertyStatusBody>): Promise<Property> {
    await this.deps.db.transaction(async (tx) => {
      const row = await ownedRow<PropertyState>(tx, 'properties', body.property_id, user, { lock: true });
      if (row.request_status !== 'approved') throw invalidInput(listingMessages.statusUpdateFailed);
      await tx.query('update properties set status = $1, updated_at = now() where id = $2', [body.status, row.id]);
    });
    return this.load(body.property_id, user);
  }

  /** update_property_status: sell -> sold, rent -> rented and back; any other move is refused. */
  async updateType(user: AuthUser, body: z.output<typeof updatePropertyStatusBody>): Promise<Property> {
    await this.deps.db.transaction(async (tx) => {
      const row = await ownedRow<PropertyState>(tx, 'properties', body.property_id, user, { lock: true });
      const allowed: readonly PropertyType[] = propertyTypeMoves[row.property_type];
      if (!allowed.includes(body.status)) throw invalidInput(listingMessages.statusUpdateFailed);
      await tx.query('update properties set property_type = $1, updated_at = now() where id = $2', [
        body.status,
        row.id,
      ]);
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

  /** The ids of `ids` that are children of the listing; any other id is a 400. */
  private async belonging(
    db: Queryable,
    table: 'property_images' | 'property_documents',
    propertyId: number,
    ids: number[],
  ): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await db.query<{ id: number }>(
      `select id from ${table} where property_id = $1 and id = any($2::int[])`,
      [propertyId, ids],
    );
    const found = new Set(rows.map((row) => row.id));
    const stranger = ids.find((id) => !found.has(id));
    if (stranger !== undefined) {
      const field = table === 'property_images' ? 'remove_gallery_images' : 'remove_documents';
      throw invalidInput(`${field}: ${stranger} is not a file of this listing`);
    }
    return ids;
  }

  /** Checks and re-encodes every new file of the form; nothing is written yet. */
  private async prepare(
    form: ListingForm,
    kept: { galleryKept: number; documentsKept: number },
  ): Promise<PropertyUploads> {
    const fields = propertyFileFields;
    const gallery = form.files(fields.galleryImages);
    const documents = form.files(fields.documents);
    if (kept.galleryKept + gallery.length > listingUploadRules.maxGalleryImages) {
      throw invalidInput(`${fields.galleryImages}: at most ${listingUploadRules.maxGalleryImages} photos`);
    }
    if (kept.documentsKept + documents.length > listingUploadRules.maxDocuments) {
      throw invalidInput(`${fields.documents}: at most ${listingUploadRules.maxDocuments} documents`);
    }
    const image = (file: Buffer | undefined, field: string) =>
      file ? prepareListingImage(file, field, 'properties') : Promise.resolve(undefined);
    const titleImage = await image(singleFile(form.files(fields.titleImage), fields.titleImage), fields.titleImage);
    const threeDImage = await image(singleFile(form.files(fields.threeDImage), fields.threeDImage), fields.threeDImage);
    const metaImage = await image(singleFile(form.files(fields.metaImage), fields.metaImage), fields.metaImage);
    const galleryUploads: PreparedUpload[] = [];
    for (const file of gallery)
      galleryUploads.push(await prepareListingImage(file, fields.galleryImages, 'properties'));
    return {
      titleImage,
      threeDImage,
      metaImage,
      gallery: galleryUploads,
      documents: documents.map((file) => prepareListingDocument(file, fields.documents, 'properties')),
    };
  }

  private async write(batch: UploadBatch, uploads: PropertyUploads) {
    const optional = (upload: PreparedUpload | undefined) =>
      upload ? batch.write(upload) : Promise.resolve(undefined);
    const stored = {
      titleImage: await optional(uploads.titleImage),
      threeDImage: await optional(uploads.threeDImage),
      metaImage: await optional(uploads.metaImage),
      gallery: [] as string[],
      documents: [] as string[],
    };
    for (const upload of uploads.gallery) stored.gallery.push(await batch.write(upload));
    for (const upload of uploads.documents) stored.documents.push(await batch.write(upload));
    return stored;
  }

  private async saveChildren(
    tx: Queryable,
    propertyId: number,
    children: {
      parameters: ParameterValue[] | undefined;
      facilities: { facility_id: number; distance: number }[] | undefined;
      stored: { gallery: string[]; documents: string[] };
    },
  ) {
    const { parameters, facilities, stored } = children;
    if (parameters?.length) {
      await tx.query(
        `insert into property_parameters (property_id, parameter_id, value)
         select $1, * from unnest($2::int[], $3::text[])`,
        [propertyId, parameters.map((item) => item.parameter_id), parameters.map((item) => item.value)],
      );
    }
    if (facilities?.length) {
      await tx.query(
        `insert into property_facilities (property_id, facility_id, distance)
         select $1, * from unnest($2::int[], $3::numeric[])`,
        [propertyId, facilities.map((item) => item.facility_id), facilities.map((item) => item.distance)],
      );
    }
    await addGalleryAndDocuments(tx, 'property', propertyId, stored);
  }
}
