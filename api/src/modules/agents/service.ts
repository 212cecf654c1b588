import type { Agent } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import { publicPropertySql } from '../properties/constants';
import { publicProjectSql } from '../projects/constants';

interface AgentRow {
  id: number;
  name: string;
  email: string | null;
  profile: string;
  slug_id: string;
  property_count: number;
  projects_count: number;
  verification_status: string;
  role: string;
}

/** Active users with public listings or projects, busiest first (homepage; agent-list later). */
export async function findAgents(deps: AppDeps, page: { limit: number; offset: number }): Promise<Agent[]> {
  // Listings and projects per owner, each counted in one grouped pass.
  const rows = await deps.db.query<AgentRow>(
    `select u.id, u.name, u.email, u.profile, u.slug_id, u.verification_status, u.role,
            coalesce(pc.n, 0) as property_count, coalesce(jc.n, 0) as projects_count
       from users u
       left join (select p.user_id, count(*)::int as n from properties p where ${publicPropertySql('p')} group by p.user_id) pc
         on pc.user_id = u.id
       left join (select j.user_id, count(*)::int as n from projects j where ${publicProjectSql('j')} group by j.user_id) jc
         on jc.user_id = u.id
      where u.is_active and coalesce(pc.n, 0) + coalesce(jc.n, 0) > 0
      order by coalesce(pc.n, 0) + coalesce(jc.n, 0) desc, u.id
      limit $1 offset $2`,
    [page.limit, page.offset],
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
  }));
}
