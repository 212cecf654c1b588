import { z } from 'zod';
import { fileUrl, listEnvelope, paging, pagingFields, pagingQuery, queryFlag, queryText } from './common';

export const parameterTypes = ['textbox', 'textarea', 'number', 'dropdown', 'radiobutton', 'checkbox', 'file'] as const;

/** A parameter a category asks for (bedrooms, area...). */
export const parameterSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type_of_parameter: z.enum(parameterTypes),
  type_values: z.array(z.string()),
  image: fileUrl,
  is_required: z.boolean(),
});

export const categorySummarySchema = z.object({
  id: z.number().int(),
  category: z.string(),
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
