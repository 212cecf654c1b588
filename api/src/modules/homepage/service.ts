import { homepageSectionLimit, type HomepageData } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import { kyselyOf } from '../../db/kysely';
import type { AuthUser } from '../../http/auth';
import { findAgents } from '../agents/service';
import { findArticles } from '../articles/service';
import { findFaqs } from '../faqs/service';
import type { PropertyRow } from '../properties/rows';
import type { Services } from '../services';
import type { ProjectRow } from '../projects/rows';
import { byId, pickFrom, uniqueRows } from './by-id';
import { findSliderAds, sliderItems, sliderProjectIds, sliderPropertyIds } from './slider';

/** The services the home page's sections read from. */
export type HomepageServices = Pick<Services, 'properties' | 'projects' | 'categories' | 'personalisation'>;

/**
 * homepage-data: every section of the home page in one reply, at most 12 items each.
 * Listings that appear in several sections are loaded and hydrated once.
 */
export async function getHomepageData(
  deps: AppDeps,
  services: HomepageServices,
  reader: AuthUser | undefined,
): Promise<HomepageData> {
  const { properties, projects } = services;
  const page = { limit: homepageSectionLimit, offset: 0 };

  const sliderAds = await findSliderAds(deps);

  const [sliderProperties, featured, mostViewed, mostLiked] = await Promise.all([
    properties.findRows({ ids: sliderPropertyIds(sliderAds) }, 'newest', page, reader),
    properties.findRows({ promoted: true }, 'newest', page, reader),
    properties.findRows({}, 'most_viewed', page, reader),
    properties.findRows({ liked: true }, 'most_liked', page, reader),
  ]);
  const [sliderProjects, latestProjects, featuredProjects] = await Promise.all([
    projects.findRows({ ids: sliderProjectIds(sliderAds) }, reader, page),
    projects.findRows({}, reader, page),
    projects.findRows({ promoted: true }, reader, page),
  ]);
  const [propertyObjects, projectObjects, categories, agents, articles, faqs] = await Promise.all([
    properties.hydrate(uniqueRows<PropertyRow>([sliderProperties, featured, mostViewed, mostLiked]), reader),
    projects.view(uniqueRows<ProjectRow>([sliderProjects, latestProjects, featuredProjects]), reader),
    services.categories.find({ withProperties: true }, page),
    findAgents(deps, page),
    findArticles(deps, page),
    findFaqs(deps, page),
  ]);
  const propertyById = byId(propertyObjects);
  const projectById = byId(projectObjects);

  const slider_section = sliderItems(sliderAds, propertyById, projectById);

  return {
    ...(reader ? await readerSections(deps, services, reader) : {}),
    slider_section,
    featured_section: pickFrom(featured, propertyById),
    most_viewed_properties: pickFrom(mostViewed, propertyById),
    most_liked_properties: pickFrom(mostLiked, propertyById),
    categories_section: categories.data,
    project_section: pickFrom(latestProjects, projectById),
    project_featured_section: pickFrom(featuredProjects, projectById),
    agents_list: agents,
    article_section: articles,
    faq_section: faqs,
  };
}

/**
 * A signed-in reader's own sections: listings in their city (their profile's city; none
 * without one) and the listings their feed preferences rank first.
 */
async function readerSections(deps: AppDeps, services: HomepageServices, reader: AuthUser) {
  const page = { limit: homepageSectionLimit, offset: 0 };
  const user = await kyselyOf(deps.db)
    .selectFrom('users')
    .select('city')
    .where('id', '=', reader.id)
    .executeTakeFirst();
  const city = user?.city.trim() ?? '';
  const [nearby, recommended] = await Promise.all([
    city
      ? services.properties.find({ near: { city } }, { sameCityFirst: city }, page, reader, { count: false })
      : { data: [] },
    services.personalisation.recommend(reader, page),
  ]);
  return { nearby_properties: nearby.data, user_recommendation: recommended.data };
}
