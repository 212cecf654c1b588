import { z } from 'zod';
import { searchTextMaxLength } from '../limits';
import { successEnvelope } from '../envelope';
import { categorySummarySchema } from './categories';
import { fileUrl, isoDateTime, listEnvelope, pagingQuery, queryId, queryText } from './common';
import { documentSchema, galleryImageSchema, requestStatuses } from './properties';

export const projectTypes = ['upcoming', 'under_construction'] as const;

export const projectPlanSchema = z.object({ id: z.number().int(), title: z.string(), document: fileUrl });

export const projectOwnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug_id: z.string(),
  profile: fileUrl,
  email: z.string(),
  mobile: z.string(),
  /** A verified agent (badge). */
  is_verified: z.boolean(),
});

export const projectSchema = z.object({
  id: z.number().int(),
  slug_id: z.string(),
  title: z.string(),
  /** `title` again (projects are written in one language), for clients that read it. */
  translated_title: z.string(),
  description: z.string(),
  category: categorySummarySchema,
  category_id: z.number().int(),
  type: z.enum(projectTypes),
  image: fileUrl,
  /** The cover's small picture, blurred by clients while `image` loads. */
  low_quality_title_image: fileUrl,
  video_link: z.string(),
  /** Street address of the site. */
  location: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  meta_title: z.string(),
  meta_description: z.string(),
  meta_keywords: z.string(),
  meta_image: fileUrl,
  status: z.union([z.literal(0), z.literal(1)]),
  request_status: z.enum(requestStatuses),
  promoted: z.boolean(),
  created_at: isoDateTime,
  customer: projectOwnerSchema,
  /** `customer.id` again, under the name some clients read. */
  added_by: z.number().int(),
  plans: z.array(projectPlanSchema),
  documents: z.array(documentSchema),
  gallery_images: z.array(galleryImageSchema),
  /** The gallery as some clients read it (spelt so): `name` is the picture's URL. */
  gallary_images: z.array(z.object({ name: fileUrl })),
});

export const getProjectsQuery = z.object({
  ...pagingQuery,
  city: queryText('city', 100),
  search: queryText('search', searchTextMaxLength),
  category_id: queryId('category_id'),
  category_slug_id: queryText('category_slug_id', 200),
  userid: queryId('userid'),
});

export const getProjectDetailQuery = z
  .object({ id: queryId('id'), slug_id: queryText('slug_id', 200) })
  .superRefine((query, ctx) => {
    if (query.id === undefined && query.slug_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['slug_id'], message: 'slug_id or id is required' });
    }
  });

/**
 * How much of a project its reader may see, so a client can always tell: `full`, the whole
 * project; `sign_in`, a visitor's teaser (signing in may open the rest); `package`, the teaser
 * for a member whose plan lacks project_access (docs/SPEC.md §6). Owners and admins get `full`.
 */
export const projectAccessLevels = ['full', 'sign_in', 'package'] as const;

/** The public face of a project: no description, files, street address, coordinates or contact. */
export const projectTeaserSchema = projectSchema
  .pick({
    id: true,
    slug_id: true,
    title: true,
    translated_title: true,
    image: true,
    low_quality_title_image: true,
    city: true,
    state: true,
    country: true,
    category: true,
    type: true,
    promoted: true,
    added_by: true,
  })
  .extend({
    /** The gallery is part of the whole project: always empty here (clients' cards read the list). */
    gallary_images: z.array(z.object({ name: fileUrl })).max(0),
    access: z.enum(projectAccessLevels).exclude(['full']),
  });

/** A project as its reader may see it, on its page and in every public list: whole or its teaser. */
export const projectViewSchema = z.discriminatedUnion('access', [
  projectSchema.extend({ access: z.literal('full') }),
  projectTeaserSchema,
]);
export const getProjectsReply = listEnvelope(projectViewSchema);
export const getProjectDetailReply = successEnvelope(projectViewSchema);

export type Project = z.infer<typeof projectSchema>;
export type GetProjectsQuery = z.output<typeof getProjectsQuery>;
export type GetProjectDetailQuery = z.output<typeof getProjectDetailQuery>;
export type ProjectAccess = (typeof projectAccessLevels)[number];
export type ProjectTeaser = z.infer<typeof projectTeaserSchema>;
export type ProjectView = z.infer<typeof projectViewSchema>;
