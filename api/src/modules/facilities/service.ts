import type { Facility } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import { containsPattern, SqlParams } from '../../db/sql';

export async function getFacilities(
  deps: AppDeps,
  query: { search?: string; limit: number; offset: number },
): Promise<{ data: Facility[]; total: number }> {
  const params = new SqlParams();
  const where = query.search === undefined ? 'true' : `lower(f.name) like ${params.add(containsPattern(query.search))}`;
  const [counted] = await deps.db.query<{ total: number }>(
    `select count(*)::int as total from facilities f where ${where}`,
    params.values,
  );
  const rows = await deps.db.query<Facility>(
    `select f.id, f.name, f.image from facilities f where ${where}
      order by f.name, f.id limit ${params.add(query.limit)} offset ${params.add(query.offset)}`,
    params.values,
  );
  return { data: rows.map((row) => ({ ...row, image: deps.files.url(row.image) })), total: counted?.total ?? 0 };
}
