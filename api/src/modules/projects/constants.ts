import { expressionBuilder, type ExpressionBuilder, type ExpressionWrapper, type SqlBool } from 'kysely';
import { sqlTextOf } from '../../db/kysely';
import type { Database } from '../../db/schema';
import { publicListingAs } from '../listings/public-listing';

/** A project visitors may see (listings/public-listing.ts), over projects aliased `alias`. */
export const publicProjectAs = <A extends string>(alias: A) => publicListingAs('projects', alias);

type ProjectBuilder = ExpressionBuilder<{ j: Database['projects'] }, 'j'>;
/** The public rule over projects aliased `j`. */
export const publicProject: (eb: ProjectBuilder) => ExpressionWrapper<{ j: Database['projects'] }, 'j', SqlBool> =
  publicProjectAs('j');

/** The same rule as SQL text, for hand-written statements; compiled from publicProjectAs. */
export const publicProjectSql = (project: string) => sqlTextOf(publicProjectAs(project)(expressionBuilder()));
