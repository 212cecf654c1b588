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
  description: z.string(),
  category: categorySummarySchema,
  category_id: z.number().int(),
  type: z.enum(projectTypes),
  image: fileUrl,
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
  plans: z.array(projectPlanSchema),
  documents: z.array(documentSchema),
  gallery_images: z.array(galleryImageSchema),
});

export const getProjectsQuery = z.object({
  ...pagingQuery,
  city: queryText('city', 100),
  search: queryText('search', searchTextMaxLength),
  category_id: queryId('category_id'),
  category_slug_id: queryText('category_slug_id', 200),
  userid: queryId('userid'),
});
export const getProjectsReply = listEnvelope(projectSchema);

export const getProjectDetailQuery = z
  .object({ id: queryId('id'), slug_id: queryText('slug_id', 200) })
  .superRefine((query, ctx) => {
    if (query.id === undefined && query.slug_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['slug_id'], message: 'slug_id or id is required' });
    }
  });
export const getProjectDetailReply = successEnvelope(projectSchema);

export type Project = z.infer<typeof projectSchema>;
export type GetProjectsQuery = z.output<typeof getProjectsQuery>;
export type GetProjectDetailQuery = z.output<typeof getProjectDetailQuery>;
