import {
  defaultNearbyRadiusKm,
  homepageMapLimit,
  homepageSectionLimit,
  homepageSectionTypes,
  type HomepagePointQuery,
  type HomepageSection,
  type HomepageSectionType,
  type HomepageSlide,
  paging,
  type Property,
} from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import { sql } from 'kysely';
import { kyselyOf } from '../../db/kysely';
import type { AuthUser } from '../../http/auth';
import { readerLanguage } from '../../http/content-language';
import { findAgents } from '../agents/service';
import { findArticles } from '../articles/service';
import { getCitiesData } from '../cities/service';
import { getFacilities } from '../facilities/service';
import { defaultSettings } from '../web-settings/defaults';
import { readSettings } from '../web-settings/settings-store';
import { findFaqs } from '../faqs/service';
import type { PropertyCriteria, PropertyOrder } from '../properties/property-criteria';
import type { Services } from '../services';
import type { HomepageServices } from './service';
import { byId, pickFrom, uniqueRows } from './by-id';
import { findSliderAds, hydratedSlider } from './slider';

/*
 * The home page in the pieces newer clients of this API ask for (homepage/*-sections and
 * friends). Each list is the query homepage-data runs for it, so both show the same listings.
 */

const sectionPage = { limit: homepageSectionLimit, offset: 0 };

/** Each section's title in the web translations (listings namespace). */
const sectionTitleKeys: Record<HomepageSectionType, string> = {
  slider_section: 'listings.home.slider',
  featured_properties_section: 'listings.home.featured',
  most_viewed_properties_section: 'listings.home.mostViewed',
  most_liked_properties_section: 'listings.home.mostLiked',
  categories_section: 'listings.home.categories',
  featured_projects_section: 'listings.home.featuredProjects',
  projects_section: 'listings.home.projects',
  agents_list_section: 'listings.home.agents',
  articles_section: 'listings.home.articles',
  faqs_section: 'listings.home.faqs',
  nearby_properties_section: 'listings.home.nearby',
  premium_properties_section: 'listings.home.premium',
  user_recommendations_section: 'listings.home.recommended',
  properties_on_map_section: 'listings.home.onMap',
  properties_by_cities_section: 'listings.home.byCity',
};

/**
 * homepage/sections-data: every section in page order, titled from the web translations:
 * `title` in the site's default language, `translated_title` in the reader's (the default's
 * text where the reader's language has none).
 */
export async function getHomepageSections(deps: AppDeps): Promise<HomepageSection[]> {
  const keys = Object.values(sectionTitleKeys);
  const stored = (await readSettings(deps.db, ['default_language'])).get('default_language');
  const defaultLanguage = typeof stored === 'string' && stored !== '' ? stored : defaultSettings.default_language;
  const codes = [defaultLanguage, ...readerLanguage()].map((code) => code.toLowerCase());
  // Only the default's and the reader's languages, each one's texts (thousands, stored out of
  // line) read once and the titles' keys kept: looking each key up read the whole texts anew.
  const rows = await kyselyOf(deps.db)
    .selectFrom('languages as l')
    .innerJoinLateral(sql<{ key: string; value: string }>`jsonb_each_text(l.translations)`.as('t'), (join) =>
      join.onTrue(),
    )
    .select(['l.code', 't.key', 't.value as text'])
    .where(sql`lower(l.code)`, 'in', codes)
    .where('t.key', 'in', keys)
    .execute();
  const textsOf = (code: string | undefined) =>
    new Map(rows.filter((row) => row.code.toLowerCase() === code?.toLowerCase()).map((row) => [row.key, row.text]));
  const defaults = textsOf(defaultLanguage);
  const reader = readerLanguage()
    .map(textsOf)
    .find((texts) => texts.size > 0);
  return homepageSectionTypes.map((type) => {
    const key = sectionTitleKeys[type];
    const title = defaults.get(key) ?? type;
    return { type, title, translated_title: reader?.get(key) ?? title };
  });
}

/**
 * Where "near" is: the given point and radius as a box, nearest first. The lists keep inside
 * the box through their order (the walk outward from the point stops at its edge).
 */
function nearPoint(point: HomepagePointQuery): PropertyOrder | undefined {
  if (point.latitude === undefined || point.longitude === undefined) return undefined;
  const radiusKm = point.radius ?? defaultNearbyRadiusKm;
  const latDelta = radiusKm / 111.32;
  const lngDelta = radiusKm / (111.32 * Math.max(Math.cos((point.latitude * Math.PI) / 180), 0.01));
  const within = {
    minLat: Math.max(point.latitude - latDelta, -90),
    maxLat: Math.min(point.latitude + latDelta, 90),
    minLng: Math.max(point.longitude - lngDelta, -180),
    maxLng: Math.min(point.longitude + lngDelta, 180),
  };
  return { nearest: { latitude: point.latitude, longitude: point.longitude }, within };
}

type PropertyList = [criteria: PropertyCriteria, order: PropertyOrder];

/** Several lists of properties, each listing loaded once. */
async function propertyLists(
  { properties }: Pick<Services, 'properties'>,
  lists: PropertyList[],
  reader: AuthUser | undefined,
  page = sectionPage,
): Promise<Property[][]> {
  const rows = await Promise.all(lists.map(([criteria, order]) => properties.findRows(criteria, order, page, reader)));
  const hydrated = byId(await properties.hydrate(uniqueRows(rows), reader));
  return rows.map((list) => pickFrom(list, hydrated));
}

/**
 * homepage/property-sections. With a point, every list keeps to the listings within the
 * radius (nearest first); when none is there, the lists come from everywhere and
 * `location_based_data` is false.
 */
export async function getPropertySections(
  services: Pick<Services, 'properties'>,
  point: HomepagePointQuery,
  reader: AuthUser | undefined,
) {
  const near = nearPoint(point);
  const sections = (order?: PropertyOrder): PropertyList[] => [
    [{ promoted: true }, order ?? 'newest'],
    [{ premium: true }, order ?? 'newest'],
    [{}, order ?? 'most_viewed'],
    [{ liked: true }, order ?? 'most_liked'],
  ];
  let nearby: Property[] = [];
  let lists: Property[][] | undefined;
  if (near) {
    const local = await propertyLists(services, [[{}, near], ...sections(near)], reader);
    nearby = local[0]!;
    if (nearby.length > 0) lists = local.slice(1);
  }
  const [featured, premium, mostViewed, mostLiked] = lists ?? (await propertyLists(services, sections(), reader));
  const wrap = (data: Property[] = []) => ({ data });
  return {
    featured_properties: wrap(featured),
    nearby_properties: wrap(nearby),
    most_viewed_properties: wrap(mostViewed),
    most_liked_properties: wrap(mostLiked),
    premium_properties: wrap(premium),
    location_based_data: lists !== undefined,
  };
}

/** homepage/project-sections: the latest and the featured projects, as homepage-data lists them. */
export async function getProjectSections({ projects }: Pick<Services, 'projects'>, reader: AuthUser | undefined) {
  const [latest, featured] = await Promise.all([
    projects.findRows({}, reader, sectionPage),
    projects.findRows({ promoted: true }, reader, sectionPage),
  ]);
  const viewed = byId(await projects.view(uniqueRows([latest, featured]), reader));
  return { projects: { data: pickFrom(latest, viewed) }, featured_projects: { data: pickFrom(featured, viewed) } };
}

/** homepage/other-sections: the slider in these clients' shape, then its lists (categories, agents, articles, FAQs...). */
export async function getOtherSections(deps: AppDeps, services: HomepageServices, reader: AuthUser | undefined) {
  const [slider, categories, agents, articles, faqs, recommended] = await Promise.all([
    findSliderAds(deps).then((ads) => hydratedSlider(services, ads, reader)),
    services.categories.find({ withProperties: true }, sectionPage),
    findAgents(deps, sectionPage),
    findArticles(deps, sectionPage),
    findFaqs(deps, sectionPage),
    reader ? services.personalisation.recommend(reader, sectionPage) : { data: [] },
  ]);
  const slides = slider.flatMap((item): HomepageSlide[] => {
    const common = { id: item.id, web_image: item.image, category: null };
    if (item.property) {
      return [{ ...common, slider_type: '1', link: '', show_property_details: true, property: item.property }];
    }
    if (item.project) {
      const link = `${deps.config.publicUrl}/project-details/${encodeURIComponent(item.project.slug_id)}`;
      return [{ ...common, slider_type: '4', link, show_property_details: false, property: null }];
    }
    return [];
  });
  return {
    slider: { data: slides },
    categories: { data: categories.data },
    agents: { data: agents },
    articles: { data: articles },
    user_recommendations: { data: recommended.data },
    faqs: { data: faqs },
  };
}

/** homepage/properties-on-map: listings with their place, nearest the point first, else newest. */
export async function getPropertiesOnMap(
  services: Pick<Services, 'properties'>,
  point: HomepagePointQuery,
  reader: AuthUser | undefined,
) {
  const near = nearPoint(point);
  const [data] = await propertyLists(services, [[{}, near ?? 'newest']], reader, {
    limit: homepageMapLimit,
    offset: 0,
  });
  return { data: data! };
}

/** homepage/properties-by-city: the cities of get-cities-data, and whether every one has a picture. */
export async function getPropertiesByCity(deps: AppDeps) {
  const { data } = await getCitiesData(deps, { limit: homepageSectionLimit, offset: 0 });
  return { data, with_image: data.length > 0 && data.every((city) => city.image !== '') };
}

/** property-advance-filter-data: the parameters of the active categories and the facilities. */
export async function getAdvanceFilterData(deps: AppDeps, { categories }: Pick<Services, 'categories'>) {
  const [parameters, facilities] = await Promise.all([
    categories.activeParameters(),
    getFacilities(deps, { limit: paging.maxLimit, offset: 0 }),
  ]);
  return { parameters, nearby_facilities: facilities.data };
}
