import type { Project, ProjectTeaser } from '@domus/shared/contract';
import { sql } from 'kysely';
import type { Queryable } from '../../db/db';
import { boundArray, kyselyOf, type TableRow } from '../../db/kysely';
import type { FileUrls } from '../../files/file-urls';
import { readerLanguage } from '../../http/content-language';
import { categoryColumns, categorySummary } from '../properties/category-summary';
import { promotedProjectSql } from '../listing-rules/promotion';
import type { CategoryAndOwner, Narrowed } from '../properties/rows';

/** One project with its category and owner, as projectColumns reads it. */
export type ProjectRow = Narrowed<
  TableRow<
    'projects',
    | 'id'
    | 'slug_id'
    | 'user_id'
    | 'title'
    | 'description'
    | 'category_id'
    | 'type'
    | 'image'
    | 'video_link'
    | 'location'
    | 'city'
    | 'state'
    | 'country'
    | 'latitude'
    | 'longitude'
    | 'meta_title'
    | 'meta_description'
    | 'meta_keywords'
    | 'meta_image'
    | 'status'
    | 'request_status'
    | 'created_at'
  >,
  // The CHECK constraints of migration 001 hold these to the contract's words.
  Pick<Project, 'type' | 'request_status'>
> &
  CategoryAndOwner;

/** The columns of a ProjectRow, over projects `j` joined to their category `c` and owner `u`. */
export const projectColumns = [
  'j.id',
  'j.slug_id',
  'j.user_id',
  'j.title',
  'j.description',
  'j.category_id',
  'j.type',
  'j.image',
  'j.video_link',
  'j.location',
  'j.city',
  'j.state',
  'j.country',
  'j.latitude',
  'j.longitude',
  'j.meta_title',
  'j.meta_description',
  'j.meta_keywords',
  'j.meta_image',
  'j.status',
  'j.request_status',
  'j.created_at',
  sql<boolean>`${sql.raw(promotedProjectSql('j'))}`.as('promoted'),
  'c.category as category_name',
  'c.translations as category_translations',
  'c.image as category_image',
  'c.slug_id as category_slug_id',
  'u.name as owner_name',
  'u.slug_id as owner_slug_id',
  'u.profile as owner_profile',
  'u.email as owner_email',
  'u.mobile as owner_mobile',
  sql<boolean>`u.verification_status = 'success'`.as('owner_is_verified'),
] as const;

interface ChildRow {
  id: number;
  project_id: number;
}

const groupBy = <T extends ChildRow>(rows: T[]) => {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(row.project_id, [...(groups.get(row.project_id) ?? []), row]);
  return groups;
};

/** Project objects with plans, documents and gallery, one query per kind for the whole page. */
export async function hydrateProjects(
  db: Queryable,
  files: FileUrls,
  rows: ProjectRow[],
  options: { showContact: boolean },
): Promise<Project[]> {
  if (rows.length === 0) return [];
  const k = kyselyOf(db);
  const ids = rows.map((row) => row.id);
  const [plans, documents, images] = await Promise.all([
    k
      .selectFrom('project_plans')
      .select(['id', 'project_id', 'title', 'document'])
      .where((eb) => eb('project_id', '=', eb.fn.any(boundArray(ids, 'int'))))
      .orderBy('project_id')
      .orderBy('id')
      .execute(),
    k
      .selectFrom('project_documents')
      .select(['id', 'project_id', 'file_name', 'file'])
      .where((eb) => eb('project_id', '=', eb.fn.any(boundArray(ids, 'int'))))
      .orderBy('project_id')
      .orderBy('id')
      .execute(),
    k
      .selectFrom('project_images')
      .select(['id', 'project_id', 'image'])
      .where((eb) => eb('project_id', '=', eb.fn.any(boundArray(ids, 'int'))))
      .orderBy('project_id')
      .orderBy('sequence')
      .orderBy('id')
      .execute(),
  ]);
  const plansOf = groupBy(plans);
  const documentsOf = groupBy(documents);
  const imagesOf = groupBy(images);
  const language = readerLanguage();

  return rows.map((row) => ({
    id: row.id,
    slug_id: row.slug_id,
    title: row.title,
    translated_title: row.title,
    description: row.description,
    category: categorySummary(files, categoryColumns(row), language),
    category_id: row.category_id,
    type: row.type,
    image: files.url(row.image),
    low_quality_title_image: files.thumbUrl(row.image),
    video_link: row.video_link,
    location: row.location,
    city: row.city,
    state: row.state,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    meta_keywords: row.meta_keywords,
    meta_image: files.url(row.meta_image),
    status: row.status === 1 ? 1 : 0,
    request_status: row.request_status,
    promoted: row.promoted,
    created_at: row.created_at.toISOString(),
    customer: {
      id: row.user_id,
      name: row.owner_name,
      slug_id: row.owner_slug_id,
      profile: files.url(row.owner_profile),
      email: options.showContact ? (row.owner_email ?? '') : '',
      mobile: options.showContact ? row.owner_mobile : '',
      is_verified: row.owner_is_verified,
    },
    added_by: row.user_id,
    plans: (plansOf.get(row.id) ?? []).map((plan) => ({
      id: plan.id,
      title: plan.title,
      document: files.url(plan.document),
    })),
    documents: (documentsOf.get(row.id) ?? []).map((document) => files.document(document)),
    gallery_images: (imagesOf.get(row.id) ?? []).map((image) => ({
      id: image.id,
      image: files.url(image.image),
      image_url: files.url(image.image),
      thumb_url: files.thumbUrl(image.image),
    })),
    gallary_images: (imagesOf.get(row.id) ?? []).map((image) => ({ name: files.url(image.image) })),
  }));
}

/** What anyone may see of a public project: enough to recognise it and know what opens the rest. */
export function projectTeaser(files: FileUrls, row: ProjectRow, access: ProjectTeaser['access']): ProjectTeaser {
  return {
    id: row.id,
    slug_id: row.slug_id,
    title: row.title,
    translated_title: row.title,
    image: files.url(row.image),
    low_quality_title_image: files.thumbUrl(row.image),
    city: row.city,
    state: row.state,
    country: row.country,
    category: categorySummary(files, categoryColumns(row), readerLanguage()),
    type: row.type,
    promoted: row.promoted,
    added_by: row.user_id,
    gallary_images: [],
    access,
  };
}
