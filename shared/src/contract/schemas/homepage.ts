import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { categorySchema } from './categories';
import { fileUrl, isoDateTime } from './common';
import { projectViewSchema } from './projects';
import { propertySchema } from './properties';

/** Most items any homepage section holds. */
export const homepageSectionLimit = 12;

export const agentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  profile: fileUrl,
  slug_id: z.string(),
  property_count: z.number().int(),
  projects_count: z.number().int(),
  total_count: z.number().int(),
  is_verified: z.boolean(),
  is_admin: z.boolean(),
  /** The agent's social profiles as they entered them ('' when none). */
  facebook_id: z.string(),
  instagram_id: z.string(),
  twitter_id: z.string(),
  youtube_id: z.string(),
});

export const articleSchema = z.object({
  id: z.number().int(),
  slug_id: z.string(),
  title: z.string(),
  description: z.string(),
  /** `title` and `description` in the reader's language (Content-Language); the stored ones where not translated. */
  translated_title: z.string(),
  translated_description: z.string(),
  image: fileUrl,
  category_id: z.number().int().nullable(),
  category: z
    .object({
      id: z.number().int(),
      name: z.string(),
      /** `name` again, under the name some clients read. */
      category: z.string(),
      translated_name: z.string(),
      slug_id: z.string(),
      /** Article categories have no picture: always ''. */
      image: z.literal(''),
    })
    .nullable(),
  created_at: isoDateTime,
  meta_title: z.string(),
  meta_description: z.string(),
  meta_keywords: z.string(),
});

export const faqSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  /** `question` and `answer` in the reader's language (Content-Language); the stored ones where not translated. */
  translated_question: z.string(),
  translated_answer: z.string(),
});

/** A home slider item: the featured listing with the picture to show. */
export const sliderItemSchema = z.object({
  id: z.number().int(),
  type: z.enum(['property', 'project']),
  image: fileUrl,
  property: propertySchema.nullable(),
  project: projectViewSchema.nullable(),
});

export const homepageDataSchema = z.object({
  slider_section: z.array(sliderItemSchema),
  featured_section: z.array(propertySchema),
  most_viewed_properties: z.array(propertySchema),
  most_liked_properties: z.array(propertySchema),
  categories_section: z.array(categorySchema),
  project_section: z.array(projectViewSchema),
  project_featured_section: z.array(projectViewSchema),
  agents_list: z.array(agentSchema),
  article_section: z.array(articleSchema),
  faq_section: z.array(faqSchema),
  /** Signed-in reader only. */
  nearby_properties: z.array(propertySchema).optional(),
  user_recommendation: z.array(propertySchema).optional(),
});
export const getHomepageDataReply = successEnvelope(homepageDataSchema);

export type Agent = z.infer<typeof agentSchema>;
export type Article = z.infer<typeof articleSchema>;
export type Faq = z.infer<typeof faqSchema>;
export type SliderItem = z.infer<typeof sliderItemSchema>;
export type HomepageData = z.infer<typeof homepageDataSchema>;
