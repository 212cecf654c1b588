import type {
  GetProjectDetailQuery,
  GetProjectsQuery,
  Project,
  ProjectAccess,
  ProjectView,
} from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../http/auth';
import { notFound } from '../../http/api-error';
import { PackageService } from '../packages/service';
import { containsPattern, SqlParams } from '../../db/sql';
import { promotedProjectSql } from '../advertisements/sql';
import { contactSettingKey } from '../properties/constants';
import { readSwitch } from '../web-settings/settings-store';
import { publicProjectSql } from './constants';
import { hydrateProjects, projectColumnsSql, projectFromSql, projectTeaser, type ProjectRow } from './rows';

export interface ProjectCriteria {
  id?: number;
  ids?: number[];
  slug_id?: string;
  city?: string;
  search?: string;
  category_id?: number;
  category_slug_id?: string;
  userid?: number;
  promoted?: boolean;
  /** Every project whatever its state (an owner's own list): no visibility filter. */
  anyState?: boolean;
  request_status?: 'approved' | 'pending' | 'rejected';
}

function projectWhere(criteria: ProjectCriteria, reader: AuthUser | undefined, params: SqlParams) {
  const byIdentity = criteria.id !== undefined || criteria.slug_id !== undefined;
  const where = [
    criteria.anyState
      ? 'true'
      : byIdentity && reader
        ? `(${publicProjectSql('j')} or j.user_id = ${params.add(reader.id)})`
        : publicProjectSql('j'),
  ];
  if (criteria.request_status !== undefined) where.push(`j.request_status = ${params.add(criteria.request_status)}`);
  if (criteria.id !== undefined) where.push(`j.id = ${params.add(criteria.id)}`);
  if (criteria.ids !== undefined) where.push(`j.id = any(${params.add(criteria.ids)}::int[])`);
  if (criteria.slug_id !== undefined) where.push(`j.slug_id = ${params.add(criteria.slug_id)}`);
  if (criteria.city !== undefined) where.push(`lower(j.city) = lower(${params.add(criteria.city)})`);
  if (criteria.search !== undefined) where.push(`j.search_text like ${params.add(containsPattern(criteria.search))}`);
  if (criteria.category_id !== undefined) where.push(`j.category_id = ${params.add(criteria.category_id)}`);
  if (criteria.category_slug_id !== undefined) {
    where.push(
      `j.category_id = (select c2.id from categories c2 where c2.slug_id = ${params.add(criteria.category_slug_id)})`,
    );
  }
  if (criteria.userid !== undefined) where.push(`j.user_id = ${params.add(criteria.userid)}`);
  if (criteria.promoted) where.push(promotedProjectSql('j'));
  return where.join(' and ');
}

export class ProjectService {
  constructor(private readonly deps: AppDeps) {}

  /**
   * Rows of matching projects, newest first (homepage sections hydrate several lists at once).
   * Kept as SQL (a home section's statement), like the counts that share its projectWhere.
   */
  findRows(criteria: ProjectCriteria, reader: AuthUser | undefined, page: { limit: number; offset: number }) {
    const params = new SqlParams();
    const where = projectWhere(criteria, reader, params);
    return this.deps.db.query<ProjectRow>(
      `select ${projectColumnsSql} from ${projectFromSql} where ${where}
        order by j.created_at desc, j.id desc limit ${params.add(page.limit)} offset ${params.add(page.offset)}`,
      params.values,
    );
  }

  async hydrate(rows: ProjectRow[], reader: AuthUser | undefined): Promise<Project[]> {
    const showContact = reader !== undefined || (await readSwitch(this.deps.db, contactSettingKey, true));
    return hydrateProjects(this.deps.db, this.deps.files, rows, { showContact });
  }

  async count(criteria: ProjectCriteria, reader: AuthUser | undefined): Promise<number> {
    const params = new SqlParams();
    const [counted] = await this.deps.db.query<{ total: number }>(
      `select count(*)::int as total from projects j where ${projectWhere(criteria, reader, params)}`,
      params.values,
    );
    return counted?.total ?? 0;
  }

  async getProjects(query: GetProjectsQuery, reader: AuthUser | undefined) {
    const criteria: ProjectCriteria = {
      city: query.city,
      search: query.search,
      category_id: query.category_id,
      category_slug_id: query.category_slug_id,
      userid: query.userid,
    };
    const countParams = new SqlParams();
    const [rows, [counted]] = await Promise.all([
      this.findRows(criteria, reader, query),
      this.deps.db.query<{ total: number }>(
        `select count(*)::int as total from projects j where ${projectWhere(criteria, reader, countParams)}`,
        countParams.values,
      ),
    ]);
    return { data: await this.view(rows, reader), total: counted?.total ?? 0 };
  }

  async getProjectDetail(query: GetProjectDetailQuery, reader: AuthUser | undefined): Promise<ProjectView> {
    const rows = await this.findRows({ id: query.id, slug_id: query.slug_id }, reader, { limit: 1, offset: 0 });
    const [project] = await this.view(rows, reader);
    if (!project) throw notFound('Project not found');
    return project;
  }

  /**
   * These projects as the reader may see them (get-project-detail and every public list): whole
   * for the owner, an admin or a member whose package includes project_access; anyone else
   * gets the teaser, built from the row alone (no plans, documents or gallery are loaded).
   */
  async view(rows: ProjectRow[], reader: AuthUser | undefined): Promise<ProjectView[]> {
    const accessOf = await this.accessFor(reader, rows);
    const whole = new Map(
      (
        await this.hydrate(
          rows.filter((row) => accessOf(row.user_id) === 'full'),
          reader,
        )
      ).map((project) => [project.id, project]),
    );
    return rows.flatMap((row): ProjectView[] => {
      const access = accessOf(row.user_id);
      if (access !== 'full') return [projectTeaser(this.deps.files, row, access)];
      const project = whole.get(row.id);
      return project ? [{ ...project, access }] : [];
    });
  }

  /** Project pages need the project_access feature (docs/SPEC.md §6); owners and admins always see it all. */
  private async accessFor(
    reader: AuthUser | undefined,
    rows: ProjectRow[],
  ): Promise<(ownerId: number) => ProjectAccess> {
    if (!reader) return () => 'sign_in';
    if (reader.role === 'admin') return () => 'full';
    const othersToo = rows.some((row) => row.user_id !== reader.id);
    const packaged = othersToo
      ? (await new PackageService(this.deps).check(reader.id, 'project_access')).feature_available
      : false;
    return (ownerId) => (ownerId === reader.id || packaged ? 'full' : 'package');
  }
}
