import {
  savedSearchLimits,
  savedSearchMessages,
  type SavedSearch,
  type SavedSearchFrequency,
  type saveSearchBody,
  type updateSavedSearchBody,
} from '@domus/shared/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/db';
import { kyselyOf } from '../../db/kysely';
import { ApiError, invalidInput, notFound } from '../../http/api-error';
import type { AuthUser } from '../../http/auth';
import { matchColumnsOf, resultsPathOf, storedFiltersOf, type StoredFilters } from './filters';
import { searchIdOfToken } from './unsubscribe-token';

type SaveBody = z.output<typeof saveSearchBody>;
type UpdateBody = z.output<typeof updateSavedSearchBody>;

function savedSearchesOf(db: Queryable) {
  return kyselyOf(db)
    .selectFrom('saved_searches as s')
    .select((eb) => [
      's.id',
      's.name',
      's.frequency',
      's.paused_at',
      's.filters',
      's.created_at',
      eb
        .selectFrom('saved_search_matches as m')
        .whereRef('m.saved_search_id', '=', 's.id')
        .select(sql<number>`count(*)::int`.as('n'))
        .as('total_matches'),
      eb
        .selectFrom('saved_search_matches as m')
        .whereRef('m.saved_search_id', '=', 's.id')
        .select(sql<Date | null>`max(m.matched_at)`.as('t'))
        .as('last_matched_at'),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof savedSearchesOf>['execute']>>[number];

const toSavedSearch = (row: Row): SavedSearch => {
  const filters = row.filters as StoredFilters;
  return {
    id: row.id,
    name: row.name,
    frequency: row.frequency as SavedSearchFrequency,
    paused: row.paused_at ? 1 : 0,
    filters,
    results_path: resultsPathOf(filters),
    total_matches: row.total_matches ?? 0,
    last_matched_at: row.last_matched_at ? new Date(row.last_matched_at).toISOString() : null,
    created_at: row.created_at.toISOString(),
  };
};

/** A member's saved searches: every call acts on the caller's own (another member's id is a 404). */
export class SavedSearchService {
  constructor(private readonly deps: AppDeps) {}

  async list(user: AuthUser, page: { limit: number; offset: number }) {
    const k = kyselyOf(this.deps.db);
    const counted = await k
      .selectFrom('saved_searches')
      .select(sql<number>`count(*)::int`.as('total'))
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    const rows = await savedSearchesOf(this.deps.db)
      .where('s.user_id', '=', user.id)
      .orderBy('s.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    return { data: rows.map(toSavedSearch), total: counted?.total ?? 0 };
  }

  private async load(db: Queryable, user: AuthUser, id: number): Promise<SavedSearch> {
    const row = await savedSearchesOf(db).where('s.id', '=', id).where('s.user_id', '=', user.id).executeTakeFirst();
    if (!row) throw notFound(savedSearchMessages.notFound);
    return toSavedSearch(row);
  }

  /** A category by slug becomes its id: a slug no category has could never match, so it is refused. */
  private async categoryOf(body: SaveBody): Promise<number | undefined> {
    const { category_id, category_slug_id } = body.filters;
    if (category_slug_id === undefined) return category_id;
    const found = await kyselyOf(this.deps.db)
      .selectFrom('categories')
      .select('id')
      .where('slug_id', '=', category_slug_id)
      .executeTakeFirst();
    if (!found) throw invalidInput('category_slug_id: there is no category with this slug');
    if (category_id !== undefined && category_id !== found.id) {
      throw invalidInput('category_id and category_slug_id name different categories');
    }
    return found.id;
  }

  async save(user: AuthUser, body: SaveBody): Promise<SavedSearch> {
    const categoryId = await this.categoryOf(body);
    if (body.filters.search !== undefined) {
      const words = await kyselyOf(this.deps.db)
        .selectNoFrom(sql<boolean>`listing_words_query(${body.filters.search}) is not null`.as('has'))
        .executeTakeFirst();
      if (!words?.has) throw invalidInput('search must contain a word or a number');
    }
    return this.deps.db.transaction(async (tx) => {
      // One member's saves wait for each other here, so the cap holds under concurrent calls.
      await kyselyOf(tx).selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();
      const kept = await kyselyOf(tx)
        .selectFrom('saved_searches')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if ((kept?.n ?? 0) >= savedSearchLimits.perMember) {
        throw new ApiError('conflict', savedSearchMessages.capReached);
      }
      const created = await kyselyOf(tx)
        .insertInto('saved_searches')
        .values({
          user_id: user.id,
          name: body.name,
          frequency: body.frequency,
          // A slug is kept as sent, with its category's id beside it: the site's search page reads the id.
          filters: JSON.stringify(storedFiltersOf({ ...body.filters, category_id: categoryId })),
          ...matchColumnsOf(body.filters, categoryId),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return this.load(tx, user, created.id);
    });
  }

  async update(user: AuthUser, body: UpdateBody): Promise<SavedSearch> {
    return this.deps.db.transaction(async (tx) => {
      const changed = await kyselyOf(tx)
        .updateTable('saved_searches')
        .set({
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.frequency !== undefined ? { frequency: body.frequency } : {}),
          ...(body.paused === true ? { paused_at: sql<Date>`coalesce(paused_at, now())` } : {}),
          ...(body.paused === false ? { paused_at: null } : {}),
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', body.saved_search_id)
        .where('user_id', '=', user.id)
        .returning('id')
        .executeTakeFirst();
      if (!changed) throw notFound(savedSearchMessages.notFound);
      return this.load(tx, user, changed.id);
    });
  }

  async remove(user: AuthUser, id: number): Promise<{ id: number }> {
    const removed = await kyselyOf(this.deps.db)
      .deleteFrom('saved_searches')
      .where('id', '=', id)
      .where('user_id', '=', user.id)
      .returning('id')
      .executeTakeFirst();
    if (!removed) throw notFound(savedSearchMessages.notFound);
    return { id: removed.id };
  }

  /** The search a valid token names, or a 400 that changes nothing (forged, altered, expired, or its search deleted). */
  async searchOfToken(token: string | undefined) {
    const searchId = await searchIdOfToken(this.deps.accounts.secrets, token);
    const found = await kyselyOf(this.deps.db)
      .selectFrom('saved_searches')
      .select(['id', 'name', 'paused_at'])
      .where('id', '=', searchId)
      .executeTakeFirst();
    if (!found) throw invalidInput(savedSearchMessages.tokenInvalid);
    return found;
  }

  /** The one-click unsubscribe: pauses the token's search (idempotent: an already paused one keeps its time). */
  async unsubscribe(token: string | undefined): Promise<{ id: number; name: string; paused: 1 }> {
    const search = await this.searchOfToken(token);
    await kyselyOf(this.deps.db)
      .updateTable('saved_searches')
      .set({ paused_at: sql<Date>`coalesce(paused_at, now())` })
      .where('id', '=', search.id)
      .execute();
    return { id: search.id, name: search.name, paused: 1 };
  }
}
