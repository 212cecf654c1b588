import { z } from 'zod';
import { searchTextMaxLength } from '../limits';
import { successEnvelope } from '../envelope';
import { listEnvelope, pagingFields, pagingQuery, queryFlag, queryId, queryText } from './common';
import { emailPattern } from './form-fields';
import { agentSchema, articleSchema, faqSchema } from './homepage';
import { projectViewSchema } from './projects';
import { propertySchema } from './properties';
import { contactLimits, contactMessages } from '../rules/contact';

// ---------------------------------------------------------------------------------------
// agent-list and agent-properties

/**
 * agent-list (GET, never): users with public listings or projects, the admin entry first,
 * then the busiest. `search` narrows by name.
 */
export const agentListQuery = z.object({ ...pagingQuery, search: queryText('search', searchTextMaxLength) });
export const agentListReply = listEnvelope(agentSchema);

/**
 * agent-properties (GET, optional): one agent's public properties, or with `is_projects=1`
 * their projects. `is_admin=1` says the slug is the admin entry's (an agent's slug is then 404).
 */
export const agentPropertiesQuery = z
  .object({
    ...pagingQuery,
    slug_id: queryText('slug_id', 200),
    is_projects: queryFlag('is_projects').transform((value) => value ?? false),
    is_admin: queryFlag('is_admin').transform((value) => value ?? false),
  })
  .superRefine((query, ctx) => {
    if (query.slug_id === undefined)
      ctx.addIssue({ code: 'custom', path: ['slug_id'], message: 'slug_id is required' });
  });

/** The agent and the requested list (the other one is empty); `total` counts the requested list. */
export const agentPageSchema = z.object({
  customer: agentSchema,
  /** The same agent: existing clients of this API read it here. */
  customer_data: agentSchema,
  properties: z.array(propertySchema),
  projects: z.array(projectViewSchema),
});
export const agentPropertiesReply = successEnvelope(agentPageSchema).extend({ total: z.number().int().min(0) });

// ---------------------------------------------------------------------------------------
// get_articles

/** How many similar articles a detail reply carries. */
export const similarArticlesLimit = 4;

export const articleCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  translated_name: z.string(),
  slug_id: z.string(),
  articles_count: z.number().int(),
});

/**
 * get_articles (GET, never). With `slug_id` (or `id`): that article as a list of one (404 when
 * unknown) and `similar_articles` (same category, itself left out). Otherwise a page of the
 * newest articles, optionally of one category or promoted only (`is_promoted=1`), with the article categories
 * (and how many articles each has) at the top level as `categories` for the filter chips.
 */
export const getArticlesQuery = z.object({
  ...pagingFields(12),
  id: queryId('id'),
  slug_id: queryText('slug_id', 200),
  category_id: queryId('category_id'),
  is_promoted: queryFlag('is_promoted'),
});
export const getArticlesReply = listEnvelope(articleSchema).extend({
  similar_articles: z.array(articleSchema).optional(),
  categories: z.array(articleCategorySchema).optional(),
});

// ---------------------------------------------------------------------------------------
// faqs

/** faqs (GET, never): published questions in their set order; `search` looks in questions and answers. */
export const faqsQuery = z.object({ ...pagingFields(20), search: queryText('search', searchTextMaxLength) });
export const faqsReply = listEnvelope(faqSchema);

// ---------------------------------------------------------------------------------------
// contct_us (the spelling is the catalogue's)

export { contactLimits, contactMessages } from '../rules/contact';

const requiredText = (required: string, maxLength: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(maxLength, { error: tooLong });

/** contct_us (POST, never): every field required; the e-mail must look like one. */
export const contactUsBody = z.object({
  first_name: requiredText(contactMessages.firstNameRequired, contactLimits.name, contactMessages.nameTooLong),
  last_name: requiredText(contactMessages.lastNameRequired, contactLimits.name, contactMessages.nameTooLong),
  email: z
    .string({ error: contactMessages.emailRequired })
    .trim()
    .min(1, { error: contactMessages.emailRequired })
    .max(contactLimits.email, { error: contactMessages.emailInvalid })
    .regex(emailPattern, { error: contactMessages.emailInvalid }),
  subject: requiredText(contactMessages.subjectRequired, contactLimits.subject, contactMessages.subjectTooLong),
  message: requiredText(contactMessages.messageRequired, contactLimits.message, contactMessages.messageTooLong),
});
export const contactUsReply = successEnvelope(z.object({ id: z.number().int() }));

export type AgentListQuery = z.output<typeof agentListQuery>;
export type AgentPropertiesQuery = z.output<typeof agentPropertiesQuery>;
export type AgentPage = z.infer<typeof agentPageSchema>;
export type ArticleCategory = z.infer<typeof articleCategorySchema>;
export type GetArticlesQuery = z.output<typeof getArticlesQuery>;
export type FaqsQuery = z.output<typeof faqsQuery>;
export type ContactUsBody = z.input<typeof contactUsBody>;
