import type { Agent, AgentListQuery, AgentPage, AgentPropertiesQuery } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import type { Services } from '../services';
import { sql, type Kysely } from 'kysely';
import { kyselyOf, type TableRow } from '../../db/kysely';
import type { Database } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { notFound } from '../../http/api-error';
import { containsPattern } from '../../db/sql';
import { publicProperty } from '../listing-rules/visibility';
import { publicProject } from '../listing-rules/visibility';

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

/** Active users with their public listings and projects, each counted in one grouped pass. */
function agents(db: Kysely<Database>, criteria: AgentCriteria) {
  const properties = db
    .selectFrom('properties as p')
    .select(['p.user_id', sql<number>`count(*)::int`.as('n')])
    .where(publicProperty)
    .groupBy('p.user_id')
    .as('pc');
  const projects = db
    .selectFrom('projects as j')
    .select(['j.user_id', sql<number>`count(*)::int`.as('n')])
    .where(publicProject)
    .groupBy('j.user_id')
    .as('jc');
  return db
    .selectFrom('users as u')
    .leftJoin(properties, 'pc.user_id', 'u.id')
    .leftJoin(projects, 'jc.user_id', 'u.id')
    .where('u.is_active', '=', true)
    .where(sql<boolean>`coalesce(pc.n, 0) + coalesce(jc.n, 0) > 0`)
    .$if(criteria.search !== undefined, (query) =>
      query.where(sql`lower(u.name)`, 'like', containsPattern(criteria.search ?? '')),
    )
    .$if(criteria.slug_id !== undefined, (query) => query.where('u.slug_id', '=', criteria.slug_id ?? ''))
    .$if(criteria.adminOnly === true, (query) => query.where('u.role', '=', sql.lit('admin')));
}

/** Agents, the admin entry first (docs/SPEC.md §7: agent-list), then the busiest (homepage, agent-list). */
export async function findAgents(
  deps: AppDeps,
  page: { limit: number; offset: number },
  criteria: AgentCriteria = {},
): Promise<Agent[]> {
  const rows: AgentRow[] = await agents(kyselyOf(deps.db), criteria)
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
      sql<number>`coalesce(pc.n, 0)`.as('property_count'),
      sql<number>`coalesce(jc.n, 0)`.as('projects_count'),
    ])
    .orderBy(sql`u.role = 'admin'`, 'desc')
    .orderBy(sql`coalesce(pc.n, 0) + coalesce(jc.n, 0)`, 'desc')
    .orderBy('u.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((row) => ({
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
