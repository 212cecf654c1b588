import type { Facility } from '@domus/shared/contract';
import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps';
import { kyselyOf } from '../../db/kysely';
import { containsPattern } from '../../db/sql';
import { readerLanguage } from '../../http/content-language';
import { withTranslatedName, type Translations } from '../../lib/translations';

export async function getFacilities(
  deps: AppDeps,
  query: { search?: string; limit: number; offset: number },
): Promise<{ data: Facility[]; total: number }> {
  const matching = kyselyOf(deps.db)
    .selectFrom('facilities as f')
    // Deactivated ones are not offered any more (listings keep their distances to them).
    .where('f.status', '=', sql.lit<number>(1))
    .$if(query.search !== undefined, (qb) =>
      qb.where((eb) => eb(eb.fn('lower', ['f.name']), 'like', containsPattern(query.search!))),
    );
  const counted = await matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
  const rows = await matching
    .select(['f.id', 'f.name', 'f.image', 'f.translations'])
    .$narrowType<{ translations: Translations }>()
    .orderBy('f.name')
    .orderBy('f.id')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  const language = readerLanguage();
  const data = rows.map((row) => ({ ...withTranslatedName(row, language, 'name'), image: deps.files.url(row.image) }));
  return { data, total: counted?.total ?? 0 };
}
