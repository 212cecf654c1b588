import type { Agent, AgentListQuery, AgentPage, AgentPropertiesQuery } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import type { Services } from '../services';
import { sql, type Kysely } from 'kysely';
import { kyselyOf, type TableRow } from '../../db/kysely';
import type { Database } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { notFound } from '../../http/api-error';
import { containsPattern } from '../../db/sql';

type AgentRow = TableRow<
  'users',
  | 'id'
  | 'name'
  | 'email'
  | 'profile'
  | 'slug_id'
  | 'verification_status'
  | 'role'
  | 'facebook_id'
  | 'instagram_id'
  | 'twiiter_id'
  | 'youtube_id'
> & { property_count: number; projects_count: number };

/** Who counts as an agent: an active user with a public listing or project; narrowed by name or slug. */
interface AgentCriteria {
  search?: string;
  slug_id?: string;
  adminOnly?: boolean;
}

/**
 * Active users with public listings or projects, with their counts as owner_listing_counts
 * keeps them (migration 048), so that the busiest come first along its index.
 */
function agents(db: Kysely<Database>, criteria: AgentCriteria) {
  return db
    .selectFrom('owner_listing_counts as oc')
    .innerJoin('users as u', 'u.id', 'oc.user_id')
    .where('u.is_active', '=', true)
    .where('oc.listings', '>', 0)
    .$if(criteria.search !== undefined, (query) =>
      query.where(sql`lower(u.name)`, 'like', containsPattern(criteria.search ?? '')),
    )
    .$if(criteria.slug_id !== undefined, (query) => query.where('u.slug_id', '=', criteria.slug_id ?? ''))
    .$if(criteria.adminOnly === true, (query) => query.where('u.role', '=', sql.lit('admin')));
}

/** One page of agents, admins or the others, the busiest first. */
function agentRows(
  db: Kysely<Database>,
  criteria: AgentCriteria,
  admins: boolean,
  page: { limit: number; offset: number },
): Promise<AgentRow[]> {
  return agents(db, criteria)
    .where('u.role', admins ? '=' : '<>', sql.lit('admin'))
    .select([
      'u.id',
      'u.name',
      'u.email',
      'u.profile',
      'u.slug_id',
      'u.verification_status',
      'u.role',
      'u.facebook_id',
      'u.instagram_id',
      'u.twiiter_id',
      'u.youtube_id',
      'oc.properties as property_count',
      'oc.projects as projects_count',
    ])
    .orderBy('oc.listings', 'desc')
    .orderBy('oc.user_id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/**
 * Agents, the admin entries first (docs/SPEC.md §7: agent-list), then the busiest (homepage,
 * agent-list). The admins are a handful, read whole; the others are walked along the counts'
 * index from where the page starts.
 */
export async function findAgents(
  deps: AppDeps,
  page: { limit: number; offset: number },
  criteria: AgentCriteria = {},
): Promise<Agent[]> {
  const db = kyselyOf(deps.db);
  const admins = await agentRows(db, criteria, true, { limit: page.offset + page.limit, offset: 0 });
  const shownAdmins = admins.slice(page.offset);
  const others =
    criteria.adminOnly || shownAdmins.length >= page.limit
      ? []
      : await agentRows(db, criteria, false, {
          limit: page.limit - shownAdmins.length,
          offset: Math.max(page.offset - admins.length, 0),
        });
  return [...shownAdmins, ...others].map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email ?? '',
    profile: deps.files.url(row.profile),
    slug_id: row.slug_id,
    property_count: row.property_count,
    projects_count: row.projects_count,
    total_count: row.property_count + row.projects_count,
    is_verified: row.verification_status === 'success',
    is_admin: row.role === 'admin',
    facebook_id: row.facebook_id,
    instagram_id: row.instagram_id,
    twitter_id: row.twiiter_id,
    youtube_id: row.youtube_id,
  }));
}

async function countAgents(deps: AppDeps, criteria: AgentCriteria): Promise<number> {
  const counted = await agents(kyselyOf(deps.db), criteria)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirst();
  return counted?.total ?? 0;
}

/** agent-list: a page of agents and how many there are. */
export async function getAgentList(deps: AppDeps, query: AgentListQuery) {
  const criteria = { search: query.search };
  const [data, total] = await Promise.all([findAgents(deps, query, criteria), countAgents(deps, criteria)]);
  return { data, total };
}

/** agent-properties: the agent and one page of their public properties or projects. */
export async function getAgentProperties(
  deps: AppDeps,
  { properties, projects }: Pick<Services, 'properties' | 'projects'>,
  query: AgentPropertiesQuery,
  reader: AuthUser | undefined,
): Promise<AgentPage & { total: number }> {
  const [customer] = await findAgents(
    deps,
    { limit: 1, offset: 0 },
    { slug_id: query.slug_id, adminOnly: query.is_admin },
  );
  if (!customer) throw notFound('Agent not found');
  const page = { limit: query.limit, offset: query.offset };
  if (!query.is_projects) {
    const { data, total } = await properties.find({ userid: customer.id }, 'newest', page, reader);
    return { customer, customer_data: customer, properties: data, projects: [], total };
  }
  const [rows, total] = await Promise.all([
    projects.findRows({ userid: customer.id }, reader, page),
    projects.count({ userid: customer.id }, reader),
  ]);
  return { customer, customer_data: customer, properties: [], projects: await projects.view(rows, reader), total };
}
