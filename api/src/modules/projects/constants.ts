import { sql, type ExpressionBuilder, type ExpressionWrapper, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';

/** A project visitors may see: enabled (status 1) and approved by the admin. */
export const publicProjectSql = (project: string) => `${project}.status = 1 and ${project}.request_status = 'approved'`;

type ProjectBuilder = ExpressionBuilder<{ j: Database['projects'] }, 'j'>;
/** publicProjectSql for Kysely, over projects aliased `j`; literals as there, so partial indexes still match. */
export const publicProject = (eb: ProjectBuilder): ExpressionWrapper<{ j: Database['projects'] }, 'j', SqlBool> =>
  eb.and([eb('j.status', '=', eb.lit(1)), eb('j.request_status', '=', sql.lit<string>('approved'))]);
