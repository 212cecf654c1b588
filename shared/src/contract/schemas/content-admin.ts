import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { countedKeysetEnvelope, isoDateTime, keysetFields, queryText, queryWholeNumber } from './common';
import { formFlag, formId, isBlankField, jsonText } from './form-fields';
import { adBannerPages, type AdBannerPage } from './homepage-sections';

/*
 * The operator console's Content screen (admins only): articles, FAQs, the about, privacy and
 * terms pages, banners and the home slider. Texts come per site language as `texts`:
 * { "<language code>": { "<field>": text } }, the default language's required, the others
 * optional (the site shows the default language's where one is empty). Bodies are HTML,
 * sanitised by the server when saved.
 */

/** How long each text may be. */
export const contentTextLimits = {
  title: 200,
  articleBody: 100_000,
  question: 500,
  answer: 5_000,
  pageBody: 200_000,
  slug: 120,
} as const;

/** The fixed pages of the site an admin writes: the about, privacy and terms pages. */
export const sitePageSlugs = ['about_us', 'privacy_policy', 'terms_conditions'] as const;
export type SitePageSlug = (typeof sitePageSlugs)[number];

const languageCode = z
  .string()
  .regex(/^[a-z]{2,3}(?:-[a-z0-9]{2,8}){0,2}$/i, { error: 'texts: a key must be a language code such as en or ar' });

const textField = (name: string, maxLength: number) =>
  z
    .string({ error: `${name} must be text` })
    .max(maxLength, { error: `${name} must be at most ${maxLength} characters` })
    .default('');

/** `texts` of a body: per language code, the fields `shape` names (JSON object or JSON text). */
const textsField = <S extends z.ZodRawShape>(shape: S) =>
  z.preprocess(
    jsonText,
    z.record(languageCode, z.object(shape, { error: 'texts: each language holds an object of texts' }), {
      error: 'texts must be an object of texts per language code, e.g. {"en":{...},"ar":{...}}',
    }),
  );

/** The texts of a reply: per language code, each field's text ('' when not written). */
const textsReply = <S extends z.ZodRawShape>(shape: S) => z.record(z.string(), z.object(shape));

/** `cursor` of the FAQs' list: the `next_cursor` of the page before (their order is their sequence). */
const cursorQuery = {
  cursor: queryText('cursor', 200),
  limit: queryWholeNumber('limit', 1, 100).transform((value) => value ?? 20),
};

const idBody = z.object({ id: formId('id') });

// ---------------------------------------------------------------------------------------
// Articles

export const articleTextsShape = {
  title: textField('title', contentTextLimits.title),
  body: textField('body', contentTextLimits.articleBody),
};
export const adminArticleSchema = z.object({
  id: z.number().int(),
  slug_id: z.string(),
  category_id: z.number().int().nullable(),
  texts: textsReply({ title: z.string(), body: z.string() }),
  image: z.string(),
  is_promoted: z.boolean(),
  published: z.boolean(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;

/** admin/articles: every article (drafts too), newest first; `search` finds a title. */
export const adminArticlesQuery = z.object({ ...keysetFields(20), search: queryText('search', 200) });
export const adminArticlesReply = countedKeysetEnvelope(adminArticleSchema);
export const adminArticleReply = successEnvelope(adminArticleSchema);

const articleFields = {
  texts: textsField(articleTextsShape),
  category_id: z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((value, ctx): number | null => {
      if (isBlankField(value)) return null;
      const number = Number(value);
      if (Number.isSafeInteger(number) && number >= 1 && number <= 2_147_483_647) return number;
      ctx.addIssue({ code: 'custom', message: 'category_id must be a whole number from 1' });
      return z.NEVER;
    }),
  is_promoted: formFlag('is_promoted'),
};
/** admin/articles/create: a draft (published later with admin/articles/publish). */
export const adminCreateArticleBody = z.object(articleFields);
/** admin/articles/update: the article's texts, category and promotion, all replaced. */
export const adminUpdateArticleBody = z.object({ id: formId('id'), ...articleFields });
/** admin/articles/publish: shown on the site (published=1) or taken back to a draft (0). */
export const adminPublishArticleBody = z.object({ id: formId('id'), published: formFlag('published') });
/** admin/articles/picture (multipart): the article's picture, in the `image` file part. */
export const adminArticlePictureBody = idBody;
/** admin/articles/delete (sensitive): the article and its picture. */
export const adminDeleteArticleBody = idBody;

/** admin/content/preview: HTML as the server would save it (scripts, handlers and unknown tags removed). */
export const adminContentPreviewBody = z.object({
  html: textField('html', contentTextLimits.pageBody),
});
export const adminContentPreviewReply = successEnvelope(z.object({ html: z.string() }));

// ---------------------------------------------------------------------------------------
// FAQs

export const faqTextsShape = {
  question: textField('question', contentTextLimits.question),
  answer: textField('answer', contentTextLimits.answer),
};
export const adminFaqSchema = z.object({
  id: z.number().int(),
  texts: textsReply({ question: z.string(), answer: z.string() }),
  sequence: z.number().int(),
  active: z.boolean(),
});
export type AdminFaq = z.infer<typeof adminFaqSchema>;
/** admin/faqs: every FAQ (inactive ones too) in their order. */
export const adminFaqsQuery = z.object(cursorQuery);
export const adminFaqsReply = countedKeysetEnvelope(adminFaqSchema);
export const adminFaqReply = successEnvelope(adminFaqSchema);
const sequenceField = z
  .union([z.string(), z.number()])
  .optional()
  .transform((value, ctx): number => {
    if (isBlankField(value)) return 0;
    const number = Number(value);
    if (Number.isSafeInteger(number) && number >= 0 && number <= 1_000_000) return number;
    ctx.addIssue({ code: 'custom', message: 'sequence must be a whole number from 0 to 1000000' });
    return z.NEVER;
  });
const faqFields = { texts: textsField(faqTextsShape), sequence: sequenceField, active: formFlag('active') };
export const adminCreateFaqBody = z.object(faqFields);
export const adminUpdateFaqBody = z.object({ id: formId('id'), ...faqFields });
export const adminDeleteFaqBody = idBody;

// ---------------------------------------------------------------------------------------
// The about, privacy and terms pages

export const sitePageTextsShape = { body: textField('body', contentTextLimits.pageBody) };
export const sitePageSchema = z.object({
  slug: z.enum(sitePageSlugs),
  texts: textsReply({ body: z.string() }),
  updated_at: isoDateTime.nullable(),
});
export type SitePage = z.infer<typeof sitePageSchema>;
export const adminSitePagesReply = successEnvelope(z.array(sitePageSchema));
export const adminUpdateSitePageBody = z.object({
  slug: z.enum(sitePageSlugs, { error: `slug must be one of: ${sitePageSlugs.join(', ')}` }),
  texts: textsField(sitePageTextsShape),
});
export const adminSitePageReply = successEnvelope(sitePageSchema);

/** about-us, privacy-policy, terms-conditions (GET, optional): the page's HTML in the reader's language at `data.data`. */
export const sitePageHtmlReply = successEnvelope(z.object({ data: z.string() }));

// ---------------------------------------------------------------------------------------
// Banners (the same service as `pnpm admin banners:*`)

export const bannerPlatformChoices = ['web', 'app', 'all'] as const;
export const adminBannerSchema = z.object({
  id: z.number().int(),
  page: z.string(),
  placement: z.string(),
  platform: z.enum(bannerPlatformChoices),
  sequence: z.number().int(),
  image_url: z.string(),
  external_link_url: z.string(),
  property_id: z.number().int().nullable(),
  property_slug: z.string().nullable(),
  property_public: z.boolean(),
  starts_at: isoDateTime,
  ends_at: isoDateTime.nullable(),
  state: z.enum(['running', 'scheduled', 'ended']),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;
export const adminBannersReply = successEnvelope(z.array(adminBannerSchema));
export const adminBannerReply = successEnvelope(adminBannerSchema);

const optionalDate = (name: string) =>
  z
    .string({ error: `${name} must be a date` })
    .optional()
    .transform((value, ctx): Date | undefined => {
      if (isBlankField(value)) return undefined;
      const date = new Date(value!.trim());
      if (/^\d{4}-\d{2}-\d{2}/.test(value!.trim()) && !Number.isNaN(date.getTime())) return date;
      ctx.addIssue({ code: 'custom', message: `${name} must be a date such as 2025-07-01 or 2025-07-01T18:00Z` });
      return z.NEVER;
    });

/** admin/banners/add (multipart): the banner's picture in the `image` file part. */
export const adminAddBannerBody = z.object({
  page: z.enum(adBannerPages as [AdBannerPage, ...AdBannerPage[]], {
    error: `page must be one of: ${adBannerPages.join(', ')}`,
  }),
  placement: z
    .string({ error: 'placement must be text' })
    .max(60, { error: 'placement must be at most 60 characters' }),
  platform: z.enum(bannerPlatformChoices, { error: 'platform must be web, app or all' }).default('all'),
  link: z
    .string({ error: 'link must be text' })
    .max(2000, { error: 'link must be at most 2000 characters' })
    .optional(),
  property: z
    .string({ error: 'property must be text' })
    .max(200, { error: 'property must be at most 200 characters' })
    .optional(),
  from: optionalDate('from'),
  until: optionalDate('until'),
  sequence: sequenceField,
});
export const adminRemoveBannerBody = idBody;

// ---------------------------------------------------------------------------------------
// The home slider: its slider advertisements, as homepage-data reads them

export const adminSlideSchema = z.object({
  id: z.number().int(),
  type: z.enum(['property', 'project']),
  listing_id: z.number().int(),
  title: z.string(),
  image: z.string(),
  status: z.string(),
  start_date: isoDateTime,
  end_date: isoDateTime.nullable(),
  /** On the home page now: approved, running, and its listing public. */
  showing: z.boolean(),
});
export type AdminSlide = z.infer<typeof adminSlideSchema>;
export const adminSliderReply = successEnvelope(z.array(adminSlideSchema));
export const adminSlideReply = successEnvelope(adminSlideSchema);
/** admin/slider/add: a property or a project (one of them), shown from `from` (now) until `until` (open-ended). */
export const adminAddSlideBody = z
  .object({
    property_id: formId('property_id').optional(),
    project_id: formId('project_id').optional(),
    from: optionalDate('from'),
    until: optionalDate('until'),
  })
  .superRefine((body, ctx) => {
    if ((body.property_id === undefined) === (body.project_id === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['property_id'], message: 'property_id or project_id is required (one)' });
    }
  });
export const adminRemoveSlideBody = idBody;
