import { z } from 'zod';
import { fileUrl, listEnvelope, paging, pagingFields, pagingQuery, queryFlag, queryText } from './common';

export const parameterTypes = ['textbox', 'textarea', 'number', 'dropdown', 'radiobutton', 'checkbox', 'file'] as const;

/**
 * A parameter a category asks for (bedrooms, area...). The `translated_*` fields are in the
 * language the request's `Content-Language` names, or the stored text when it has none there;
 * `translated_type_values` is `type_values` in that language, in the same order (a listing's
 * value is one of `type_values`).
 */
export const parameterSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  translated_name: z.string(),
  type_of_parameter: z.enum(parameterTypes),
  type_values: z.array(z.string()),
  translated_type_values: z.array(z.string()),
  image: fileUrl,
  is_required: z.boolean(),
});

export const categorySummarySchema = z.object({
  id: z.number().int(),
  category: z.string(),
  /** `category` again, under the name some clients read. */
  name: z.string(),
  /** `category` in the request's Content-Language (the stored name when it has none there). */
  translated_name: z.string(),
  image: fileUrl,
  slug_id: z.string(),
});

export const categorySchema = categorySummarySchema.extend({
  parameter_types: z.array(parameterSchema),
  meta_title: z.string(),
  meta_description: z.string(),
  meta_keywords: z.string(),
  /** Public listings in the category; present when asked with has_property=1. */
  properties_count: z.number().int().optional(),
});

export const getCategoriesQuery = z.object({
  ...pagingQuery,
  search: queryText('search'),
  has_property: queryFlag('has_property'),
});
export const getCategoriesReply = listEnvelope(categorySchema);

export const facilitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  translated_name: z.string(),
  image: fileUrl,
});
/** Facilities are a short list shown whole, so the default page holds all of them. */
export const getFacilitiesQuery = z.object({ ...pagingFields(paging.maxLimit), search: queryText('search') });
export const getFacilitiesReply = listEnvelope(facilitySchema);

export type Parameter = z.infer<typeof parameterSchema>;
export type Category = z.infer<typeof categorySchema>;
export type CategorySummary = z.infer<typeof categorySummarySchema>;
export type Facility = z.infer<typeof facilitySchema>;
export type GetCategoriesQuery = z.output<typeof getCategoriesQuery>;
