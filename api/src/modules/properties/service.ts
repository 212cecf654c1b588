import {
  accountMessages,
  type GetNearbyPropertiesQuery,
  type GetPropertyListQuery,
  type GetPropertyQuery,
  type Property,
} from '@domus/shared/contract';
import { LRUCache } from 'lru-cache';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/db';
import type { AuthUser } from '../../http/auth';
import { ApiError, invalidInput, notFound } from '../../http/api-error';
import { PackageService } from '../packages/service';
import { SqlParams } from '../../db/sql';
import { readSwitch } from '../web-settings/settings-store';
import { contactSettingKey, similarPropertiesLimit } from './constants';
import {
  pageStrategy,
  propertyCountSql,
  propertyOrderBy,
  propertyWhere,
  type MatchTable,
  type PropertyCriteria,
  type PropertyOrder,
} from './criteria';
import { hydrateProperties } from './hydrate';
import { propertyRowsSql, type PropertyRow } from './rows';

export interface Page {
  limit: number;
  offset: number;
}

export interface PropertyPage {
  data: Property[];
  /** Exact up to exactTotalUpTo; past it that number, and total_is_capped is true. */
  total: number;
  total_is_capped: boolean;
}

/**
 * Counts that reached their cap, by statement and parameters, per database: "10,000+" is still
 * true a minute later whatever a few new or removed listings do, so a broad search (a common
 * word: 30-200 ms to count at a million listings) is counted once a minute, not at every page.
 * Counts under the cap are not kept: they stay exact, and steer the page query.
 */
const cappedCounts = new WeakMap<Db, LRUCache<string, true>>();
const cappedCountTtlMs = 60_000;

function cappedCountsOf(db: Db) {
  let cache = cappedCounts.get(db);
  if (!cache) {
    cache = new LRUCache<string, true>({ max: 5_000, ttl: cappedCountTtlMs });
    cappedCounts.set(db, cache);
  }
  return cache;
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
  constructor(private readonly deps: AppDeps) {}

  /**
   * One page of listings matching `criteria`, and how many match in all: counted exactly up
   * to exactTotalUpTo (the count stops there, so a broad search never counts a million rows),
   * past it `total_is_capped`. The count comes first (index-only scans for the usual filters,
   * the narrow property_search table for a text search; see migration 003) and steers the
   * page: no page query when nothing is left to show, and a few matches are collected and
   * sorted rather than searched for along an ordered index. Pages past the cap are refused.
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
      return { data, total: data.length, total_is_capped: false };
    }
    const cap = this.deps.config.exactTotalUpTo;
    if (page.offset >= cap) throw invalidInput(pastTheCapMessage(cap));
    const counted = await this.countUpTo(criteria, reader, cap + 1, now);
    const total = { total: Math.min(counted, cap), total_is_capped: counted > cap };
    if (page.offset >= counted) return { data: [], ...total };
    const rows = await this.findRows(criteria, order, page, reader, now, pageStrategy(criteria, order, counted));
    return { data: await this.hydrate(rows, reader, now), ...total };
  }

  /**
   * How many listings match `criteria`, counting no further than `upTo`. A count that reached
   * `upTo` is remembered for a minute (cappedCounts).
   */
  async countUpTo(criteria: PropertyCriteria, reader: AuthUser | undefined, upTo: number, now = new Date()) {
    const params = new SqlParams();
    const sql = propertyCountSql(criteria, reader, params, now, upTo);
    const capped = cappedCountsOf(this.deps.db);
    const key = `${sql}\n${JSON.stringify(params.values)}`;
    if (capped.has(key)) return upTo;
    const [counted] = await this.deps.db.query<{ total: number }>(sql, params.values);
    const total = counted?.total ?? 0;
    if (total >= upTo) capped.set(key, true);
    return total;
  }

  /** Matching rows (children included) not yet made property objects: callers may hydrate several lists at once. */
  findRows(
    criteria: PropertyCriteria,
    order: PropertyOrder,
    page: Page,
    reader: AuthUser | undefined,
    now = new Date(),
    options: { collect?: boolean; from?: MatchTable } = {},
  ) {
    const params = new SqlParams();
    const found = options.collect && options.from === 'property_search';
    const where = propertyWhere(criteria, reader, params, now, found ? 'found' : 'filtered');
    const sql = propertyRowsSql(where, propertyOrderBy(order, params), reader, params, page, options);
    return this.deps.db.query<PropertyRow>(sql, params.values);
  }

  /** Property objects for rows already fetched (homepage sections share one hydration). */
  async hydrate(rows: PropertyRow[], reader: AuthUser | undefined, now = new Date()): Promise<Property[]> {
    if (rows.length === 0) return [];
    const showContact = reader !== undefined || (await readSwitch(this.deps.db, contactSettingKey, true));
    return hydrateProperties(this.deps.files, rows, { showContact, now });
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
    await this.requirePremiumAccess(target, reader);
    await this.deps.db.query('update properties set total_view = total_view + 1 where id = $1', [target.id]);
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
    const params = new SqlParams();
    const where = propertyWhere(criteria, reader, params, new Date());
    const [target] = await this.deps.db.query<{
      id: number;
      user_id: number;
      category_id: number;
      latitude: number;
      longitude: number;
      is_premium: boolean;
    }>(
      `select p.id, p.user_id, p.category_id, p.latitude, p.longitude, p.is_premium from properties p where ${where} limit 1`,
      params.values,
    );
    if (!target) throw notFound('Property not found');
    return target;
  }

  /**
   * A listing flagged is_premium opens only for readers with the premium_properties feature
   * (docs/SPEC.md §6), its owner and admins; visitors are asked to sign in. Lists are not affected.
   */
  private async requirePremiumAccess(target: { user_id: number; is_premium: boolean }, reader: AuthUser | undefined) {
    if (!target.is_premium) return;
    if (!reader) throw new ApiError('unauthorized', accountMessages.notSignedIn);
    if (reader.id === target.user_id || reader.role === 'admin') return;
    await new PackageService(this.deps).require(reader.id, 'premium_properties');
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
