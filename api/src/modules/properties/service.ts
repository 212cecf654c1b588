import {
  type GetNearbyPropertiesQuery,
  type GetPropertyListQuery,
  type GetPropertyQuery,
  type Property,
} from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import type { PackageService } from '../packages/service';
import type { AuthUser } from '../../http/auth';
import { readerLanguage } from '../../http/content-language';
import { invalidInput, notFound } from '../../http/api-error';
import { kyselyOf } from '../../db/kysely';
import { switchOn } from '../web-settings/settings-store';
import { similarPropertiesLimit } from './constants';
import { matchTable, pageStrategy, type MatchTable } from './criteria';
import type { PropertyCriteria, PropertyOrder } from './property-criteria';
import { hydrateProperties } from './hydrate';
import { countedByFacets } from './listing-counts';
import { premiumOpener, propertyTeaser, requirePremiumAccess } from './premium';
import {
  ownerListingsOnly,
  readCards,
  readCountUpTo,
  readFacetPage,
  readOwnerTotal,
  readPageIds,
  readSearchTarget,
  type Page,
} from './queries';
import { textSearchPage } from './text-search';
import type { PropertyRow } from './rows';

export interface PropertyPage {
  data: Property[];
  /**
   * Exact at any size for the filters listing_counts holds (category, type, city, price);
   * otherwise exact up to exactTotalUpTo, and past it that number with total_is_capped.
   */
  total: number;
  total_is_capped: boolean;
  /** `total` is estimated from a sample (a text search with thousands of matches). */
  total_is_estimate: boolean;
  /** How many of the matches can be paged through: offsets below it. */
  pageable_total: number;
}

const pastTheCapMessage = (cap: number) =>
  `offset must be below ${cap}: only the first ${cap.toLocaleString('en')} matches can be paged through; narrow the search to see the others`;

/** The filters get_property, get-property-list and the map share, copied field by field. */
export const criteriaFrom = (query: Partial<GetPropertyQuery>): PropertyCriteria => ({
  id: query.id,
  slug_id: query.slug_id,
  category_id: query.category_id,
  category_slug_id: query.category_slug_id,
  city: query.city,
  state: query.state,
  country: query.country,
  property_type: query.property_type,
  min_price: query.min_price,
  max_price: query.max_price,
  posted_since: query.posted_since,
  search: query.search,
  userid: query.userid,
  promoted: query.promoted,
  users_promoted: query.users_promoted,
});

const orderFrom = (query: { most_liked?: boolean; top_rated?: boolean }): PropertyOrder =>
  query.most_liked ? 'most_liked' : query.top_rated ? 'most_viewed' : 'newest';

export class PropertyService {
  constructor(
    private readonly deps: AppDeps,
    private readonly packages: PackageService,
  ) {}

  /**
   * One page of listings matching `criteria`, and how many match in all. The category, type,
   * city and price filters have an exact total at any size from listing_counts, asked with
   * the page's ids in one statement (facetPage). Other searches are counted first
   * (otherTotal), and the count steers the page: no page query when nothing is left to show,
   * and a few matches are collected and sorted rather than searched for along an ordered
   * index. Pages past exactTotalUpTo matches are refused.
   */
  async find(
    criteria: PropertyCriteria,
    order: PropertyOrder,
    page: Page,
    reader: AuthUser | undefined,
    options: { count?: boolean } = {},
  ): Promise<PropertyPage> {
    const now = new Date();
    if (options.count === false) {
      const data = await this.hydrate(await this.findRows(criteria, order, page, reader, now), reader, now);
      return {
        data,
        total: data.length,
        total_is_capped: false,
        total_is_estimate: false,
        pageable_total: data.length,
      };
    }
    const cap = this.deps.config.exactTotalUpTo;
    if (page.offset >= cap) throw invalidInput(pastTheCapMessage(cap));
    const counted = (total: number, capped = false, estimated = false) => ({
      total,
      total_is_capped: capped,
      total_is_estimate: estimated,
      pageable_total: Math.min(total, cap),
    });
    if (countedByFacets(criteria)) {
      const { total, ids } = await readFacetPage(this.deps.db, criteria, order, page, reader, now);
      return { data: await this.hydrate(await this.cards(ids, reader), reader, now), ...counted(total) };
    }
    if (ownerListingsOnly(criteria)) {
      const [total, rows] = await Promise.all([
        readOwnerTotal(this.deps.db, criteria.userid),
        this.findRows(criteria, order, page, reader, now),
      ]);
      return { data: await this.hydrate(rows, reader, now), ...counted(total) };
    }
    if (matchTable(criteria, order) === 'property_search') {
      const { total, estimated, ids } = await textSearchPage(this.deps.db, criteria, order, page, reader, now);
      const rows = await this.cards(ids, reader);
      return { data: await this.hydrate(rows, reader, now), ...counted(Math.min(total, cap), total > cap, estimated) };
    }
    const counts = await this.countUpTo(criteria, reader, cap + 1, now);
    const total = Math.min(counts, cap);
    if (page.offset >= total) return { data: [], ...counted(total, counts > cap) };
    const rows = await this.findRows(criteria, order, page, reader, now, pageStrategy(criteria, order, total));
    return { data: await this.hydrate(rows, reader, now), ...counted(total, counts > cap) };
  }

  /**
   * How many listings match `criteria`, counting no further than `upTo`. A count that reached
   * `upTo` is remembered for a minute (rememberedCount).
   */
  async countUpTo(criteria: PropertyCriteria, reader: AuthUser | undefined, upTo: number, now = new Date()) {
    return readCountUpTo(this.deps.db, criteria, reader, upTo, now);
  }

  /** Matching rows (children included) not yet made property objects: callers may hydrate several lists at once. */
  async findRows(
    criteria: PropertyCriteria,
    order: PropertyOrder,
    page: Page,
    reader: AuthUser | undefined,
    now = new Date(),
    options: { collect?: boolean; from?: MatchTable } = {},
  ) {
    return this.cards(await readPageIds(this.deps.db, criteria, order, page, reader, now, options), reader);
  }

  /** The rows of these listings (children included), in the order given. */
  async cards(ids: number[], reader: AuthUser | undefined) {
    return readCards(this.deps.db, ids, reader);
  }

  /**
   * Property objects for rows already fetched (homepage sections share one hydration), as the
   * reader may see them: someone else's premium listing is its teaser unless the reader may
   * open its page. Every list of listings comes through here.
   */
  async hydrate(rows: PropertyRow[], reader: AuthUser | undefined, now = new Date()): Promise<Property[]> {
    if (rows.length === 0) return [];
    const showContact = reader !== undefined || switchOn(rows[0]!.guest_contact_setting, true);
    const [definitions, opensWhole] = await Promise.all([
      this.deps.parametersAndFacilities.atLeast(rows[0]!.definitions_version),
      premiumOpener(this.packages, reader, rows),
    ]);
    const whole = hydrateProperties(this.deps.files, rows, {
      showContact,
      definitions,
      language: readerLanguage(),
      now,
    });
    return whole.map((property, index) => (opensWhole(rows[index]!) ? property : propertyTeaser(property)));
  }

  /**
   * get_property. With id or slug_id: that listing (404 when there is none), its view
   * counted, and similar listings beside it; with get_simiilar=1 the similar listings instead.
   */
  async getProperty(query: GetPropertyQuery, reader: AuthUser | undefined) {
    const criteria = criteriaFrom(query);
    const page = { limit: query.limit, offset: query.offset };
    const byIdentity = query.id !== undefined || query.slug_id !== undefined;
    if (query.get_simiilar && !byIdentity) throw invalidInput('get_simiilar needs id or slug_id');
    if (!byIdentity) return this.find(criteria, orderFrom(query), page, reader);

    const target = await this.locate(criteria, reader);
    if (query.get_simiilar) {
      return this.find(this.similarCriteria(criteria, target), this.nearestTo(target), page, reader);
    }
    await requirePremiumAccess(this.packages, target, reader);
    await kyselyOf(this.deps.db)
      .updateTable('properties')
      .set((eb) => ({ total_view: eb('total_view', '+', 1) }))
      .where('id', '=', target.id)
      .execute();
    const found = await this.find({ ...criteria, id: target.id }, 'newest', { limit: 1, offset: 0 }, reader);
    const similar = await this.find(
      this.similarCriteria({}, target),
      this.nearestTo(target),
      { limit: similarPropertiesLimit, offset: 0 },
      reader,
      { count: false },
    );
    return { ...found, similar_properties: similar.data };
  }

  /** get-property-list: the same filters plus the map viewport and a chosen order. */
  async getPropertyList(query: GetPropertyListQuery, reader: AuthUser | undefined) {
    const criteria = criteriaFrom(query);
    if (
      query.min_lat !== undefined &&
      query.max_lat !== undefined &&
      query.min_lng !== undefined &&
      query.max_lng !== undefined
    ) {
      criteria.box = { minLat: query.min_lat, maxLat: query.max_lat, minLng: query.min_lng, maxLng: query.max_lng };
    }
    const order = query.sort ?? orderFrom(query);
    return this.find(criteria, order, { limit: query.limit, offset: query.offset }, reader);
  }

  /** get_nearby_properties: listings in the city (first) or elsewhere in its state. */
  async getNearby(query: GetNearbyPropertiesQuery, reader: AuthUser | undefined) {
    const criteria: PropertyCriteria = { near: { city: query.city, state: query.state }, property_type: query.type };
    const order: PropertyOrder = query.city ? { sameCityFirst: query.city } : 'newest';
    return this.find(criteria, order, { limit: query.limit, offset: query.offset }, reader);
  }

  private async locate(criteria: PropertyCriteria, reader: AuthUser | undefined) {
    const target = await readSearchTarget(this.deps.db, criteria, reader);
    if (!target) throw notFound('Property not found');
    return target;
  }

  private similarCriteria(criteria: PropertyCriteria, target: { id: number; category_id: number }): PropertyCriteria {
    return {
      ...criteria,
      id: undefined,
      slug_id: undefined,
      similarTo: { id: target.id, categoryId: target.category_id },
    };
  }

  private nearestTo(target: { latitude: number; longitude: number }): PropertyOrder {
    return { nearest: { latitude: target.latitude, longitude: target.longitude } };
  }
}
