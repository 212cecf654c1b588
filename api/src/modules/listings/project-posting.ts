import {
  listingMessages,
  listingUploadRules,
  type postProjectBody,
  projectFileFields,
  type changeProjectStatusBody,
  type getAddedProjectsQuery,
  type Project,
} from '@domus/shared/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { sql } from 'kysely';
import type { Queryable } from '../../db/db';
import { kyselyOf } from '../../db/kysely';
import {
  prepareListingDocument,
  prepareListingImage,
  type PreparedUpload,
  type UploadBatch,
} from '../../files/listing-files';
import { sniffFileType } from '../../files/stored-files';
import { isUploadedFile, type UploadedFile } from '../../files/uploaded-file';
import { invalidInput, notFound } from '../../http/api-error';
import type { AuthUser } from '../../http/auth';
import type { PackageService } from '../packages/service';
import type { ProjectService } from '../projects/service';
import type { FilesOf } from '../../http/multipart-body';
import { listingFormOf, type projectFileParts } from './form-fields';
import { belonging, childCounts, deleteChildren } from './listing-children';
import { projectKind } from '../listing-rules/listing-kind';
import { ListingPosting, now, requestStatusAfterEdit } from './listing-posting';
import { ownedRow, requireCategory } from './posting-checks';
import { checkFileLimits, prepareListingFiles, writeListingFiles, type ListingUploads } from './listing-uploads';

/** post_project's body as its route read it (a plan's drawing inside its plan). */
export type PostedProject = z.output<typeof postProjectBody> & FilesOf<typeof projectFileParts>;
type ProjectImage = keyof typeof projectKind.images;

/** A plan as sent: its title, its id when it exists already, and a new document if one came. */
interface PlanChange<Document> {
  id?: number;
  title: string;
  document?: Document;
}

/** A floor plan: a PDF, or a JPEG or PNG drawing (re-encoded like photos). */
async function preparePlanDocument(file: UploadedFile, field: string): Promise<PreparedUpload> {
  const type = sniffFileType(await file.head());
  if (type === 'image/jpeg' || type === 'image/png') return prepareListingImage(file, field, 'projects');
  if (type === 'application/pdf') return prepareListingDocument(file, field, 'projects');
  throw invalidInput(`${field}: a floor plan must be a PDF, JPEG or PNG file.`);
}

/** Checks every plan and prepares the documents sent with them; a new plan needs one. */
async function preparePlans(fields: PostedProject, keptPlans: number): Promise<PlanChange<PreparedUpload>[]> {
  const newPlans = fields.plans.filter((plan) => plan.id === undefined).length;
  if (keptPlans + newPlans > listingUploadRules.maxPlans) {
    throw invalidInput(`plans: at most ${listingUploadRules.maxPlans} floor plans`);
  }
  const plans: PlanChange<PreparedUpload>[] = [];
  for (const [index, plan] of fields.plans.entries()) {
    // The contract's file part is always the multipart parser's UploadedFile.
    const file = isUploadedFile(plan.document) ? plan.document : undefined;
    // Every new floor needs its document before another is added (docs/SPEC.md §5).
    if (plan.id === undefined && !file) throw invalidInput(listingMessages.floorIncomplete);
    plans.push({
      id: plan.id,
      title: plan.title,
      document: file ? await preparePlanDocument(file, `plans[${index}][document]`) : undefined,
    });
  }
  return plans;
}

/** The project's files and its plans' documents, written through one batch. */
async function writeProjectFiles(
  batch: UploadBatch,
  uploads: ListingUploads<ProjectImage>,
  plans: PlanChange<PreparedUpload>[],
) {
  const stored = await writeListingFiles(batch, uploads);
  const storedPlans: PlanChange<string>[] = [];
  for (const plan of plans) {
    storedPlans.push({
      id: plan.id,
      title: plan.title,
      document: plan.document ? await batch.write(plan.document) : undefined,
    });
  }
  return { ...stored, plans: storedPlans };
}

/** Posting (new or edit), deleting and switching projects (docs/SPEC.md §3 Project, §4). */
export class ProjectPosting {
  private readonly posting: ListingPosting<'projects', ProjectImage>;

  constructor(
    private readonly deps: AppDeps,
    private readonly projects: ProjectService,
    packages: PackageService,
  ) {
    this.posting = new ListingPosting(deps, packages, projectKind);
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
  async post(
    user: AuthUser,
    fields: PostedProject,
  ): Promise<{ project: Project; created: boolean; sentToReview: boolean }> {
    const { db } = this.deps;
    const form = listingFormOf(fields);
    const current = fields.id === undefined ? undefined : await ownedRow(db, 'projects', fields.id, user);
    await requireCategory(db, fields.category_id);

    const existingPlans = current
      ? await kyselyOf(db).selectFrom('project_plans').select('id').where('project_id', '=', current.id).execute()
      : [];
    const planIds = new Set(existingPlans.map((plan) => plan.id));
    const removedPlans = await belonging(db, projectKind, 'plans', current?.id, fields.remove_plans);
    const removed = {
      gallery: await belonging(db, projectKind, 'gallery', current?.id, fields.remove_gallery_images),
      documents: await belonging(db, projectKind, 'documents', current?.id, fields.remove_documents),
    };
    for (const plan of fields.plans) {
      if (plan.id !== undefined && (!planIds.has(plan.id) || removedPlans.includes(plan.id))) {
        throw invalidInput(`plans: ${plan.id} is not a plan of this project`);
      }
    }
    if (!current) {
      if (form.files(projectFileFields.image).length === 0) throw invalidInput(listingMessages.titleImageRequired);
      await this.posting.requirePackage(user.id);
    }
    const counts = await childCounts(db, projectKind, current?.id);
    checkFileLimits(projectKind, form, {
      gallery: counts.gallery - removed.gallery.length,
      documents: counts.documents - removed.documents.length,
    });
    const planUploads = await preparePlans(fields, counts.plans - removedPlans.length);
    const uploads = await prepareListingFiles(projectKind, form);
    const write = (batch: UploadBatch) => writeProjectFiles(batch, uploads, planUploads);

    if (!current) {
      const id = await this.posting.create({
        userId: user.id,
        title: fields.title,
        write,
        insert: async (tx, stored, slug) => {
          const created = await kyselyOf(tx)
            .insertInto('projects')
            .values({
              slug_id: slug,
              user_id: user.id,
              ...this.columns(fields),
              image: stored.images.image ?? '',
              meta_image: stored.images.meta_image ?? '',
              status: 0,
              request_status: 'pending',
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await this.addPlans(tx, created.id, stored.plans);
          return created.id;
        },
      });
      return { project: await this.load(id, user), created: true, sentToReview: false };
    }

    const { sentToReview } = await this.posting.edit({
      user,
      id: current.id,
      removed,
      write,
      change: async (tx, _locked, stored) => {
        await kyselyOf(tx)
          .updateTable('projects')
          .set({
            ...this.columns(fields),
            ...stored.images,
            request_status: requestStatusAfterEdit,
            updated_at: now,
          })
          .where('id', '=', current.id)
          .execute();
        const gone = await deleteChildren(tx, projectKind, 'plans', current.id, removedPlans);
        gone.push(...(await this.changePlans(tx, current.id, stored.plans)));
        await this.addPlans(tx, current.id, stored.plans);
        return gone;
      },
    });
    return { project: await this.load(current.id, user), created: false, sentToReview };
  }

  /** delete_project: the project and its plans, documents and gallery, files included. */
  remove(user: AuthUser, id: number) {
    return this.posting.remove(user, id);
  }

  /** change-project-status: once the admin has approved it, the owner switches it on (1) or off (0). */
  async changeStatus(user: AuthUser, body: z.output<typeof changeProjectStatusBody>): Promise<Project> {
    await this.posting.changeStatus(user, body.project_id, body.status);
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

  /** The columns a post sets, on a new project and on an edit alike. */
  private columns(fields: PostedProject) {
    return {
      category_id: fields.category_id,
      title: fields.title,
      description: fields.description,
      type: fields.type,
      video_link: fields.video_link,
      location: fields.location,
      city: fields.city,
      state: fields.state,
      country: fields.country,
      // postProjectBody refuses an incomplete location
      latitude: fields.latitude!,
      longitude: fields.longitude!,
      meta_title: fields.meta_title,
      meta_description: fields.meta_description,
      meta_keywords: fields.meta_keywords,
    };
  }

  /** Retitles the plans sent with an id, and replaces their document when a new one came; returns the old documents. */
  private async changePlans(tx: Queryable, projectId: number, plans: PlanChange<string>[]): Promise<string[]> {
    const k = kyselyOf(tx);
    const gone: string[] = [];
    for (const plan of plans) {
      if (plan.id === undefined) continue;
      const old = await k
        .selectFrom('project_plans')
        .select('document')
        .where('id', '=', plan.id)
        .where('project_id', '=', projectId)
        .executeTakeFirst();
      await k
        .updateTable('project_plans')
        .set({ title: plan.title, document: plan.document })
        .where('id', '=', plan.id)
        .where('project_id', '=', projectId)
        .execute();
      if (plan.document && old) gone.push(old.document);
    }
    return gone;
  }

  /** New plans in the order sent, one statement whatever their number. */
  private async addPlans(tx: Queryable, projectId: number, plans: PlanChange<string>[]) {
    const added = plans.filter((plan) => plan.id === undefined && plan.document);
    if (added.length) {
      const titles = added.map((plan) => plan.title);
      const drawings = added.map((plan) => plan.document);
      await kyselyOf(tx)
        .insertInto('project_plans')
        .columns(['project_id', 'title', 'document'])
        .expression(
          sql`select ${projectId}, title, document
                from unnest(${titles}::text[], ${drawings}::text[]) with ordinality as added(title, document, n)
               order by n`,
        )
        .execute();
    }
  }
}
