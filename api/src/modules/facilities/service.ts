import type { Facility } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import { containsPattern, SqlParams } from '../../db/sql';
import { readerLanguage } from '../../http/content-language';
import { withTranslatedName, type Translations } from '../../lib/translations';

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
  const rows = await deps.db.query<{ id: number; name: string; image: string; translations: Translations }>(
    `select f.id, f.name, f.image, f.translations from facilities f where ${where}
      order by f.name, f.id limit ${params.add(query.limit)} offset ${params.add(query.offset)}`,
    params.values,
  );
  const language = readerLanguage();
  const data = rows.map((row) => ({ ...withTranslatedName(row, language, 'name'), image: deps.files.url(row.image) }));
  return { data, total: counted?.total ?? 0 };
}
