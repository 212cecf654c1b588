import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { categorySchema, facilitySchema } from './categories';
import { cityDataSchema } from './cities';
import { fileUrl, queryChoice, queryDecimal } from './common';
import { agentSchema, articleSchema, faqSchema } from './homepage';
import { projectViewSchema } from './projects';
import { propertySchema } from './properties';

/*
 * The home page as newer clients of this API load it: the sections in order, then each group
 * of sections in its own call. They are built on the queries behind homepage-data and the
 * lists, so the same listings show either way.
 */

/** The sections a home page may show, in the order Domus shows them; the rest after. */
export const homepageSectionTypes = [
  'slider_section',
  'featured_properties_section',
  'most_viewed_properties_section',
  'most_liked_properties_section',
  'categories_section',
  'featured_projects_section',
  'projects_section',
  'agents_list_section',
  'articles_section',
  'faqs_section',
  'nearby_properties_section',
  'premium_properties_section',
  'user_recommendations_section',
  'properties_on_map_section',
  'properties_by_cities_section',
] as const;
export type HomepageSectionType = (typeof homepageSectionTypes)[number];

/** A section's title: the site's default language in `title`, the request's Content-Language in `translated_title`. */
export const homepageSectionSchema = z.object({
  type: z.enum(homepageSectionTypes),
  title: z.string(),
  translated_title: z.string(),
});
export const homepageSectionsReply = successEnvelope(z.array(homepageSectionSchema));

/** How far around the given point "near" reaches when no radius is sent, in kilometres. */
export const defaultNearbyRadiusKm = 10;

/** The reader's point: latitude and longitude together, radius in kilometres. */
export const homepagePointQuery = z
  .object({
    latitude: queryDecimal('latitude', -90, 90),
    longitude: queryDecimal('longitude', -180, 180),
    radius: queryDecimal('radius', 0.1, 500),
  })
  .superRefine((query, ctx) => {
    if ((query.latitude === undefined) !== (query.longitude === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'latitude and longitude must be given together' });
    }
  });
export type HomepagePointQuery = z.output<typeof homepagePointQuery>;

/** A section's list, one level down as these clients read it. */
const section = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

export const homepagePropertySectionsReply = successEnvelope(
  z.object({
    featured_properties: section(propertySchema),
    /** Around the given point, nearest first; empty without one. */
    nearby_properties: section(propertySchema),
    most_viewed_properties: section(propertySchema),
    most_liked_properties: section(propertySchema),
    premium_properties: section(propertySchema),
    /**
     * True when the lists hold listings within `radius` of the given point. False without a
     * point, or when nothing was found there: the lists then hold listings from everywhere.
     */
    location_based_data: z.boolean(),
  }),
);

export const homepageProjectSectionsReply = successEnvelope(
  z.object({ projects: section(projectViewSchema), featured_projects: section(projectViewSchema) }),
);

/**
 * The slider as these clients draw it. A property's slide is type "1" and opens `property`;
 * a project's is type "4" and `link` is the project's page on this site (opened in a new tab).
 */
export const homepageSlideSchema = z.object({
  id: z.number().int(),
  slider_type: z.enum(['1', '4']),
  web_image: fileUrl,
  link: z.string(),
  show_property_details: z.boolean(),
  category: z.null(),
  property: propertySchema.nullable(),
});

export const homepageOtherSectionsReply = successEnvelope(
  z.object({
    slider: section(homepageSlideSchema),
    categories: section(categorySchema),
    agents: section(agentSchema),
    articles: section(articleSchema),
    /** Signed-in readers only; empty for a visitor. */
    user_recommendations: section(propertySchema),
    faqs: section(faqSchema),
  }),
);

/** Most listings the home page's map shows at once (nearest first around a given point, else newest). */
export const homepageMapLimit = 100;
export const homepagePropertiesOnMapReply = successEnvelope(section(propertySchema));

export const homepagePropertiesByCityReply = successEnvelope(
  z.object({
    data: z.array(cityDataSchema),
    /** Every city listed has a picture (cards show it); otherwise clients draw name cards. */
    with_image: z.boolean(),
  }),
);

/** Pages and places of banner advertisements. */
export const adBannerPlacements = {
  homepage: ['below_slider', 'above_footer'],
  property_listing: ['below_breadcrumb', 'sidebar_below_filters', 'above_footer'],
  property_detail: ['above_breadcrumb', 'sidebar_below_mortgage_loan_calculator', 'above_footer'],
} as const;
export type AdBannerPage = keyof typeof adBannerPlacements;
export const adBannerPages = Object.keys(adBannerPlacements) as AdBannerPage[];
export const adBannerPlatforms = ['web', 'app'] as const;

export const adBannersQuery = z.object({
  page: queryChoice('page', adBannerPages),
  platform: queryChoice('platform', adBannerPlatforms),
});
export type AdBannersQuery = z.output<typeof adBannersQuery>;

export const adBannerSchema = z.object({
  id: z.number().int(),
  page: z.enum(adBannerPages as [AdBannerPage, ...AdBannerPage[]]),
  placement: z.string(),
  platform: z.enum(adBannerPlatforms),
  image: fileUrl,
  /** Opened in a new tab; '' when the banner opens `property`. */
  external_link_url: z.string(),
  property: propertySchema.nullable(),
});
export const adBannersReply = successEnvelope(z.array(adBannerSchema));

export const propertyAdvanceFilterDataReply = successEnvelope(
  z.object({
    /** Every parameter of the active categories, for filtering by amenity. */
    parameters: z.array(z.object({ id: z.number().int(), name: z.string(), translated_name: z.string() })),
    nearby_facilities: z.array(facilitySchema),
  }),
);

export type HomepageSection = z.infer<typeof homepageSectionSchema>;
export type HomepageSlide = z.infer<typeof homepageSlideSchema>;
export type AdBanner = z.infer<typeof adBannerSchema>;
