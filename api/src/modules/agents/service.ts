import type { Agent, AgentListQuery, AgentPage, AgentPropertiesQuery } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import type { TableRow } from '../../db/kysely';
import type { AuthUser } from '../../http/auth';
import { notFound } from '../../http/api-error';
import { containsPattern, SqlParams } from '../../db/sql';
import { publicPropertySql } from '../properties/constants';
import { PropertyService } from '../properties/service';
import { publicProjectSql } from '../projects/constants';
import { ProjectService } from '../projects/service';

/** Kept as SQL (a homepage list ranked by grouped listing counts). */
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

/** Listings and projects per owner, each counted in one grouped pass. */
function agentsSql(criteria: AgentCriteria, params: SqlParams) {
  const where = ['u.is_active', 'coalesce(pc.n, 0) + coalesce(jc.n, 0) > 0'];
  if (criteria.search !== undefined) where.push(`lower(u.name) like ${params.add(containsPattern(criteria.search))}`);
  if (criteria.slug_id !== undefined) where.push(`u.slug_id = ${params.add(criteria.slug_id)}`);
  if (criteria.adminOnly) where.push(`u.role = 'admin'`);
  return `from users u
       left join (select p.user_id, count(*)::int as n from properties p where ${publicPropertySql('p')} group by p.user_id) pc
         on pc.user_id = u.id
       left join (select j.user_id, count(*)::int as n from projects j where ${publicProjectSql('j')} group by j.user_id) jc
         on jc.user_id = u.id
      where ${where.join(' and ')}`;
}

/** Agents, the admin entry first (docs/SPEC.md §7: agent-list), then the busiest (homepage, agent-list). */
export async function findAgents(
  deps: AppDeps,
  page: { limit: number; offset: number },
  criteria: AgentCriteria = {},
): Promise<Agent[]> {
  const params = new SqlParams();
  const from = agentsSql(criteria, params);
  const rows = await deps.db.query<AgentRow>(
    `select u.id, u.name, u.email, u.profile, u.slug_id, u.verification_status, u.role,
            u.facebook_id, u.instagram_id, u.twiiter_id, u.youtube_id,
            coalesce(pc.n, 0) as property_count, coalesce(jc.n, 0) as projects_count
       ${from}
      order by u.role = 'admin' desc, coalesce(pc.n, 0) + coalesce(jc.n, 0) desc, u.id
      limit ${params.add(page.limit)} offset ${params.add(page.offset)}`,
    params.values,
  );
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
  const params = new SqlParams();
  const [counted] = await deps.db.query<{ total: number }>(
    `select count(*)::int as total ${agentsSql(criteria, params)}`,
    params.values,
  );
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
    const { data, total } = await new PropertyService(deps).find({ userid: customer.id }, 'newest', page, reader);
    return { customer, customer_data: customer, properties: data, projects: [], total };
  }
  const projects = new ProjectService(deps);
  const [rows, total] = await Promise.all([
    projects.findRows({ userid: customer.id }, reader, page),
    projects.count({ userid: customer.id }, reader),
  ]);
  return { customer, customer_data: customer, properties: [], projects: await projects.view(rows, reader), total };
}
