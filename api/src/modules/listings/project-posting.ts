import {
  listingMessages,
  listingUploadRules,
  postProjectBody,
  projectFileFields,
  type changeProjectStatusBody,
  type getAddedProjectsQuery,
  type Project,
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
import { sniffFileType } from '../../files/stored-files';
import { invalidInput, notFound } from '../../http/api-error';
import type { AuthUser } from '../../http/auth';
import { PackageService } from '../packages/service';
import { ProjectService } from '../projects/service';
import { parseFields, readListingForm, type ListingForm } from './form-fields';
import { ownedRow, requireCategory, singleFile } from './listing-rules';
import { addGalleryAndDocuments, withSlugRetry } from './posting-common';
import { uniqueSlug } from './slugs';

interface ProjectState {
  id: number;
  user_id: number;
  image: string;
  meta_image: string;
  status: number;
  request_status: 'approved' | 'pending' | 'rejected';
}

type ProjectFields = z.output<typeof postProjectBody>;

/** A plan as sent: its title, its id when it exists already, and a new document if one came. */
interface PlanChange {
  id?: number;
  title: string;
  document?: PreparedUpload;
}

interface ProjectUploads {
  image?: PreparedUpload;
  metaImage?: PreparedUpload;
  gallery: PreparedUpload[];
  documents: PreparedUpload[];
  plans: PlanChange[];
}

const fileFields = Object.values(projectFileFields);

/**
 * Plans arrive as bracketed fields (`plans[<n>][title]`), a JSON text or an array; their
 * documents as `plans[<n>][document]`. The list in form order, with each plan's <n>.
 */
function plansOf(raw: unknown): { items: unknown; indexes: number[] } {
  if (raw === undefined || raw === null || raw === '') return { items: [], indexes: [] };
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return { items: raw, indexes: [] }; // the schema reports it
    }
  }
  if (Array.isArray(value)) return { items: value, indexes: value.map((_, index) => index) };
  if (typeof value === 'object' && value !== null && !Buffer.isBuffer(value)) {
    const entries = Object.entries(value).sort(([a], [b]) => Number(a) - Number(b));
    return { items: entries.map(([, item]) => item), indexes: entries.map(([key]) => Number(key)) };
  }
  return { items: raw, indexes: [] };
}

/** A floor plan: a PDF, or a JPEG or PNG drawing (re-encoded like photos). */
async function preparePlanDocument(bytes: Buffer, field: string): Promise<PreparedUpload> {
  const type = sniffFileType(bytes);
  if (type === 'image/jpeg' || type === 'image/png') return prepareListingImage(bytes, field, 'projects');
  if (type === 'application/pdf') return prepareListingDocument(bytes, field, 'projects');
  throw invalidInput(`${field}: a floor plan must be a PDF, JPEG or PNG file.`);
}

/** Posting (new or edit), deleting and switching projects (docs/SPEC.md §3 Project, §4). */
export class ProjectPosting {
  private readonly packages: PackageService;
  private readonly projects: ProjectService;

  constructor(
    private readonly deps: AppDeps,
    private readonly storage: FileStorage,
  ) {
    this.packages = new PackageService(deps);
    this.projects = new ProjectService(deps);
  }

  async load(id: number, reader: AuthUser): Promise<Project> {
    const rows = await this.projects.findRows({ id, anyState: true }, reader, { limit: 1, offset: 0 });
    const [project] = await this.projects.hydrate(rows, reader);
    if (!project) throw notFound('Project not found');
    return project;
  }

  /**
   * post_project: without `id` a new project (pending until the admin enables it, whatever
   * the auto-approve setting says; uses one project_list); with `id` the owner's (or an
   * admin's) edit of that project.
   */
  async post(user: AuthUser, body: unknown): Promise<{ project: Project; created: boolean }> {
    const { db } = this.deps;
    const form = readListingForm(body, fileFields);
    const plans = plansOf(form.fields.plans);
    const fields = parseFields(postProjectBody, { ...form.fields, plans: plans.items });
    const current = fields.id === undefined ? undefined : await ownedRow<ProjectState>(db, 'projects', fields.id, user);
    await requireCategory(db, fields.category_id);
    for (const index of form.planDocuments.keys()) {
      if (!plans.indexes.includes(index)) throw invalidInput(`plans[${index}][document]: there is no plan ${index}`);
    }

    const existingPlans = current
      ? await db.query<{ id: number }>('select id from project_plans where project_id = $1', [current.id])
      : [];
    const planIds = new Set(existingPlans.map((plan) => plan.id));
    const removedPlans = await this.belonging(db, 'project_plans', 'remove_plans', current, fields.remove_plans);
    const removedGallery = await this.belonging(
      db,
      'project_images',
      'remove_gallery_images',
      current,
      fields.remove_gallery_images,
    );
    const removedDocuments = await this.belonging(
      db,
      'project_documents',
      'remove_documents',
      current,
      fields.remove_documents,
    );
    for (const plan of fields.plans) {
      if (plan.id !== undefined && (!planIds.has(plan.id) || removedPlans.includes(plan.id))) {
        throw invalidInput(`plans: ${plan.id} is not a plan of this project`);
      }
    }
    if (!current) {
      if (form.files(projectFileFields.image).length === 0) throw invalidInput(listingMessages.titleImageRequired);
      const refused = PackageService.refusal(await this.packages.check(user.id, 'project_list'), 'project_list');
      if (refused) throw refused;
    }
    const [counts] = current
      ? await db.query<{ gallery: number; documents: number; plans: number }>(
          `select (select count(*) from project_images where project_id = $1)::int as gallery,
                  (select count(*) from project_documents where project_id = $1)::int as documents,
                  (select count(*) from project_plans where project_id = $1)::int as plans`,
          [current.id],
        )
      : [{ gallery: 0, documents: 0, plans: 0 }];
    const uploads = await this.prepare(form, fields, plans.indexes, {
      gallery: counts!.gallery - removedGallery.length,
      documents: counts!.documents - removedDocuments.length,
      plans: counts!.plans - removedPlans.length,
    });

    const batch = new UploadBatch(this.storage);
    let leftBehind: string[] = [];
    let id: number;
    try {
      const stored = await this.write(batch, uploads);
      if (!current) {
        id = await withSlugRetry(db, async (tx) => {
          await this.packages.consume(tx, user.id, 'project_list');
          const created = await this.insert(tx, user, fields, stored);
          await this.saveChildren(tx, created, stored);
          return created;
        });
      } else {
        id = current.id;
        leftBehind = await db.transaction(async (tx) => {
          const locked = await ownedRow<ProjectState>(tx, 'projects', current.id, user, { lock: true });
          await this.updateRow(tx, current.id, fields, stored);
          const gone: string[] = [];
          if (stored.image) gone.push(locked.image);
          if (stored.metaImage) gone.push(locked.meta_image);
          gone.push(...(await this.deleteChildren(tx, 'project_images', 'image', current.id, removedGallery)));
          gone.push(...(await this.deleteChildren(tx, 'project_documents', 'file', current.id, removedDocuments)));
          gone.push(...(await this.deleteChildren(tx, 'project_plans', 'document', current.id, removedPlans)));
          for (const plan of stored.plans.filter((change) => change.id !== undefined)) {
            const [old] = await tx.query<{ document: string }>(
              'select document from project_plans where id = $1 and project_id = $2',
              [plan.id, current.id],
            );
            await tx.query(
              'update project_plans set title = $1, document = coalesce($2, document) where id = $3 and project_id = $4',
              [plan.title, plan.document ?? null, plan.id, current.id],
            );
            if (plan.document && old) gone.push(old.document);
          }
          await this.saveChildren(tx, current.id, stored);
          return gone;
        });
      }
    } catch (error) {
      await batch.discard();
      throw error;
    }
    await removeListingFiles(this.storage, leftBehind);
    return { project: await this.load(id, user), created: !current };
  }

  /** delete_project: the project and its plans, documents and gallery, files included. */
  async remove(user: AuthUser, id: number) {
    const files = await this.deps.db.transaction(async (tx) => {
      const row = await ownedRow<ProjectState>(tx, 'projects', id, user, { lock: true });
      const children = await tx.query<{ file: string }>(
        `select image as file from project_images where project_id = $1
         union all select file from project_documents where project_id = $1
         union all select document from project_plans where project_id = $1`,
        [id],
      );
      await tx.query('delete from projects where id = $1', [id]);
      return [row.image, row.meta_image, ...children.map((child) => child.file)];
    });
    await removeListingFiles(this.storage, files);
  }

  /** change-project-status: once the admin has approved it, the owner switches it on (1) or off (0). */
  async changeStatus(user: AuthUser, body: z.output<typeof changeProjectStatusBody>): Promise<Project> {
    await this.deps.db.transaction(async (tx) => {
      const row = await ownedRow<ProjectState>(tx, 'projects', body.project_id, user, { lock: true });
      if (row.request_status !== 'approved') throw invalidInput(listingMessages.statusUpdateFailed);
      await tx.query('update projects set status = $1, updated_at = now() where id = $2', [body.status, row.id]);
    });
    return this.load(body.project_id, user);
  }

  /** get-added-projects: the user's own projects in every state, newest first. */
  async added(user: AuthUser, query: z.output<typeof getAddedProjectsQuery>) {
    const criteria = { userid: user.id, anyState: true, request_status: query.request_status };
    const [rows, total] = await Promise.all([
      this.projects.findRows(criteria, user, query),
      this.projects.count(criteria, user),
    ]);
    return { data: await this.projects.hydrate(rows, user), total };
  }

  private async insert(tx: Queryable, user: AuthUser, fields: ProjectFields, stored: StoredProjectFiles) {
    const params = new SqlParams();
    const values = [
      await uniqueSlug(tx, 'projects', fields.title, 'project'),
      user.id,
      fields.category_id,
      fields.title,
      fields.description,
      fields.type,
      stored.image ?? '',
      fields.video_link,
      fields.location,
      fields.city,
      fields.state,
      fields.country,
      fields.latitude,
      fields.longitude,
      fields.meta_title,
      fields.meta_description,
      fields.meta_keywords,
      stored.metaImage ?? '',
    ].map((value) => params.add(value));
    const [created] = await tx.query<{ id: number }>(
      `insert into projects (slug_id, user_id, category_id, title, description, type, image, video_link, location,
         city, state, country, latitude, longitude, meta_title, meta_description, meta_keywords, meta_image,
         status, request_status)
       values (${values.join(', ')}, 0, 'pending') returning id`,
      params.values,
    );
    return created!.id;
  }

  private async updateRow(tx: Queryable, id: number, fields: ProjectFields, stored: StoredProjectFiles) {
    await tx.query(
      `update projects set title = $1, description = $2, category_id = $3, type = $4, video_link = $5, location = $6,
         city = $7, state = $8, country = $9, latitude = $10, longitude = $11, meta_title = $12,
         meta_description = $13, meta_keywords = $14, image = coalesce($15, image), meta_image = coalesce($16, meta_image),
         -- a rejected project that is edited goes back to the admin
         request_status = case when request_status = 'rejected' then 'pending' else request_status end,
         updated_at = now()
       where id = $17`,
      [
        fields.title,
        fields.description,
        fields.category_id,
        fields.type,
        fields.video_link,
        fields.location,
        fields.city,
        fields.state,
        fields.country,
        fields.latitude,
        fields.longitude,
        fields.meta_title,
        fields.meta_description,
        fields.meta_keywords,
        stored.image ?? null,
        stored.metaImage ?? null,
        id,
      ],
    );
  }

  private async deleteChildren(
    tx: Queryable,
    table: 'project_images' | 'project_documents' | 'project_plans',
    column: 'image' | 'file' | 'document',
    projectId: number,
    ids: number[],
  ): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await tx.query<{ file: string }>(
      `delete from ${table} where project_id = $1 and id = any($2::int[]) returning ${column} as file`,
      [projectId, ids],
    );
    return rows.map((row) => row.file);
  }

  /** The ids of `ids` that are children of the project; any other id (or any id on a new project) is a 400. */
  private async belonging(
    db: Queryable,
    table: 'project_images' | 'project_documents' | 'project_plans',
    field: string,
    project: ProjectState | undefined,
    ids: number[],
  ): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = project
      ? await db.query<{ id: number }>(`select id from ${table} where project_id = $1 and id = any($2::int[])`, [
          project.id,
          ids,
        ])
      : [];
    const found = new Set(rows.map((row) => row.id));
    const stranger = ids.find((id) => !found.has(id));
    if (stranger !== undefined) throw invalidInput(`${field}: ${stranger} is not part of this project`);
    return ids;
  }

  private async prepare(
    form: ListingForm,
    fields: ProjectFields,
    planIndexes: number[],
    kept: { gallery: number; documents: number; plans: number },
  ): Promise<ProjectUploads> {
    const names = projectFileFields;
    const gallery = form.files(names.galleryImages);
    const documents = form.files(names.documents);
    const newPlans = fields.plans.filter((plan) => plan.id === undefined).length;
    if (kept.gallery + gallery.length > listingUploadRules.maxGalleryImages) {
      throw invalidInput(`${names.galleryImages}: at most ${listingUploadRules.maxGalleryImages} photos`);
    }
    if (kept.documents + documents.length > listingUploadRules.maxDocuments) {
      throw invalidInput(`${names.documents}: at most ${listingUploadRules.maxDocuments} documents`);
    }
    if (kept.plans + newPlans > listingUploadRules.maxPlans) {
      throw invalidInput(`plans: at most ${listingUploadRules.maxPlans} floor plans`);
    }
    const plans: PlanChange[] = [];
    for (const [position, plan] of fields.plans.entries()) {
      const index = planIndexes[position] ?? position;
      const file = form.planDocuments.get(index);
      // Every new floor needs its document before another is added (docs/SPEC.md §5).
      if (plan.id === undefined && !file) throw invalidInput(listingMessages.floorIncomplete);
      plans.push({
        id: plan.id,
        title: plan.title,
        document: file ? await preparePlanDocument(file, `plans[${index}][document]`) : undefined,
      });
    }
    const image = singleFile(form.files(names.image), names.image);
    const metaImage = singleFile(form.files(names.metaImage), names.metaImage);
    const galleryUploads: PreparedUpload[] = [];
    for (const file of gallery) galleryUploads.push(await prepareListingImage(file, names.galleryImages, 'projects'));
    return {
      image: image ? await prepareListingImage(image, names.image, 'projects') : undefined,
      metaImage: metaImage ? await prepareListingImage(metaImage, names.metaImage, 'projects') : undefined,
      gallery: galleryUploads,
      documents: documents.map((file) => prepareListingDocument(file, names.documents, 'projects')),
      plans,
    };
  }

  private async write(batch: UploadBatch, uploads: ProjectUploads): Promise<StoredProjectFiles> {
    const stored: StoredProjectFiles = {
      image: uploads.image ? await batch.write(uploads.image) : undefined,
      metaImage: uploads.metaImage ? await batch.write(uploads.metaImage) : undefined,
      gallery: [],
      documents: [],
      plans: [],
    };
    for (const upload of uploads.gallery) stored.gallery.push(await batch.write(upload));
    for (const upload of uploads.documents) stored.documents.push(await batch.write(upload));
    for (const plan of uploads.plans) {
      stored.plans.push({
        id: plan.id,
        title: plan.title,
        document: plan.document ? await batch.write(plan.document) : undefined,
      });
    }
    return stored;
  }

  /** New gallery photos, documents and plans (existing plans are updated by the caller). */
  private async saveChildren(tx: Queryable, projectId: number, stored: StoredProjectFiles) {
    await addGalleryAndDocuments(tx, 'project', projectId, stored);
    const added = stored.plans.filter((plan) => plan.id === undefined && plan.document);
    if (added.length) {
      await tx.query(
        `insert into project_plans (project_id, title, document)
         select $1, title, document from unnest($2::text[], $3::text[]) with ordinality as added(title, document, n) order by n`,
        [projectId, added.map((plan) => plan.title), added.map((plan) => plan.document)],
      );
    }
  }
}

interface StoredProjectFiles {
  image?: string;
  metaImage?: string;
  gallery: string[];
  documents: string[];
  plans: { id?: number; title: string; document?: string }[];
}
