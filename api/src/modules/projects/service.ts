import type {
  GetProjectDetailQuery,
  GetProjectsQuery,
  Project,
  ProjectAccess,
  ProjectView,
} from '@domus/shared/contract';
import { isOperator } from '@domus/shared/contract';
import { sql, type Kysely } from 'kysely';
import type { AppDeps } from '../../app-deps';
import { boundArray, kyselyOf } from '../../db/kysely';
import type { Database } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { notFound } from '../../http/api-error';
import { PackageService } from '../packages/service';
import { containsPattern } from '../../db/sql';
import { promotedProjectSql } from '../listing-rules/promotion';
import { contactSettingKey } from '../properties/constants';
import { readSwitch } from '../web-settings/settings-store';
import { publicProject } from '../listing-rules/visibility';
import { hydrateProjects, projectColumns, projectTeaser, type ProjectRow } from './rows';

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

/** The projects the criteria name, as this reader may list them (projects `j`). */
function chosenProjects(db: Kysely<Database>, criteria: ProjectCriteria, reader: AuthUser | undefined) {
  const byIdentity = criteria.id !== undefined || criteria.slug_id !== undefined;
  const { request_status, id, ids, slug_id, city, search, category_id, category_slug_id, userid } = criteria;
  return db
    .selectFrom('projects as j')
    .$if(!criteria.anyState, (query) =>
      query.where((eb) =>
        byIdentity && reader ? eb.or([publicProject(eb), eb('j.user_id', '=', reader.id)]) : publicProject(eb),
      ),
    )
    .$if(request_status !== undefined, (query) => query.where('j.request_status', '=', request_status!))
    .$if(id !== undefined, (query) => query.where('j.id', '=', id!))
    .$if(ids !== undefined, (query) => query.where((eb) => eb('j.id', '=', eb.fn.any(boundArray(ids!, 'int')))))
    .$if(slug_id !== undefined, (query) => query.where('j.slug_id', '=', slug_id!))
    .$if(city !== undefined, (query) => query.where(sql`lower(j.city)`, '=', sql`lower(${city})`))
    .$if(search !== undefined, (query) => query.where('j.search_text', 'like', containsPattern(search!)))
    .$if(category_id !== undefined, (query) => query.where('j.category_id', '=', category_id!))
    .$if(category_slug_id !== undefined, (query) =>
      query.where('j.category_id', '=', (eb) =>
        eb.selectFrom('categories as c2').select('c2.id').where('c2.slug_id', '=', category_slug_id!),
      ),
    )
    .$if(userid !== undefined, (query) => query.where('j.user_id', '=', userid!))
    .$if(criteria.promoted === true, (query) => query.where(sql<boolean>`${sql.raw(promotedProjectSql('j'))}`));
}

export class ProjectService {
  constructor(
    private readonly deps: AppDeps,
    private readonly packages: PackageService,
  ) {}

  /** Rows of matching projects, newest first (homepage sections hydrate several lists at once). */
  async findRows(
    criteria: ProjectCriteria,
    reader: AuthUser | undefined,
    page: { limit: number; offset: number },
  ): Promise<ProjectRow[]> {
    const rows = await chosenProjects(kyselyOf(this.deps.db), criteria, reader)
      .innerJoin('categories as c', 'c.id', 'j.category_id')
      .innerJoin('users as u', 'u.id', 'j.user_id')
      .select(projectColumns)
      .orderBy('j.created_at', 'desc')
      .orderBy('j.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    // The CHECK constraints of migration 001 hold type and request_status to the contract's words.
    return rows as ProjectRow[];
  }

  async hydrate(rows: ProjectRow[], reader: AuthUser | undefined): Promise<Project[]> {
    const showContact = reader !== undefined || (await readSwitch(this.deps.db, contactSettingKey, true));
    return hydrateProjects(this.deps.db, this.deps.files, rows, { showContact });
  }

  async count(criteria: ProjectCriteria, reader: AuthUser | undefined): Promise<number> {
    const counted = await chosenProjects(kyselyOf(this.deps.db), criteria, reader)
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirst();
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
    const [rows, total] = await Promise.all([this.findRows(criteria, reader, query), this.count(criteria, reader)]);
    return { data: await this.view(rows, reader), total };
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
    if (isOperator(reader.role)) return () => 'full';
    const othersToo = rows.some((row) => row.user_id !== reader.id);
    const packaged = othersToo ? (await this.packages.check(reader.id, 'project_access')).feature_available : false;
    return (ownerId) => (ownerId === reader.id || packaged ? 'full' : 'package');
  }
}
