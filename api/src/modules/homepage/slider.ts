import { homepageSectionLimit, type SliderItem } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import { sql } from 'kysely';
import { kyselyOf, type TableRow } from '../../db/kysely';
import type { AuthUser } from '../../http/auth';
import { runningAdSql } from '../listing-rules/promotion';
import { publicPropertyAs } from '../listing-rules/visibility';
import { publicProjectAs } from '../listing-rules/visibility';
import type { Services } from '../services';
import { byId } from './by-id';

/** The services the home page's listing sections read from. */
export type ListingServices = Pick<Services, 'properties' | 'projects'>;

/** A running slider advertisement of a public property or project. */
export type SliderAd = TableRow<'advertisements', 'id' | 'property_id' | 'project_id'>;

/** The running slider advertisements, newest first, at most a section's worth. */
export function findSliderAds(deps: AppDeps): Promise<SliderAd[]> {
  // On the public-listing conditions the partial indexes match.
  return kyselyOf(deps.db)
    .selectFrom('advertisements as a')
    .leftJoin('properties as p', 'p.id', 'a.property_id')
    .leftJoin('projects as j', 'j.id', 'a.project_id')
    .select(['a.id', 'a.property_id', 'a.project_id'])
    .where('a.type', '=', sql.lit('slider'))
    .where(sql<boolean>`${sql.raw(runningAdSql('a'))}`)
    .where((eb) =>
      eb.or([
        eb.and([eb('p.id', 'is not', null), publicPropertyAs('p')(eb)]),
        eb.and([eb('j.id', 'is not', null), publicProjectAs('j')(eb)]),
      ]),
    )
    .orderBy('a.start_date', 'desc')
    .orderBy('a.id', 'desc')
    .limit(homepageSectionLimit)
    .execute();
}

export const sliderPropertyIds = (ads: SliderAd[]) =>
  ads.flatMap((ad) => (ad.property_id === null ? [] : [ad.property_id]));
export const sliderProjectIds = (ads: SliderAd[]) =>
  ads.flatMap((ad) => (ad.project_id === null ? [] : [ad.project_id]));

/** The slides of these ads, given the listings they feature (an ad whose listing is missing is left out). */
export function sliderItems(
  ads: SliderAd[],
  properties: ReadonlyMap<number, SliderItem['property'] & object>,
  projects: ReadonlyMap<number, SliderItem['project'] & object>,
): SliderItem[] {
  return ads.flatMap((ad): SliderItem[] => {
    const property = ad.property_id === null ? undefined : properties.get(ad.property_id);
    const project = ad.project_id === null ? undefined : projects.get(ad.project_id);
    if (property) return [{ id: ad.id, type: 'property', image: property.title_image, property, project: null }];
    if (project) return [{ id: ad.id, type: 'project', image: project.image, property: null, project }];
    return [];
  });
}

/** The slides of these ads with their listings loaded. */
export async function hydratedSlider(
  { properties: propertyService, projects: projectService }: ListingServices,
  ads: SliderAd[],
  reader: AuthUser | undefined,
) {
  const page = { limit: homepageSectionLimit, offset: 0 };
  const [properties, projects] = await Promise.all([
    propertyService
      .findRows({ ids: sliderPropertyIds(ads) }, 'newest', page, reader)
      .then((rows) => propertyService.hydrate(rows, reader)),
    projectService
      .findRows({ ids: sliderProjectIds(ads) }, reader, page)
      .then((rows) => projectService.view(rows, reader)),
  ]);
  return sliderItems(ads, byId(properties), byId(projects));
}
