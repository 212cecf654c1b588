import type { Queryable } from '../db';
import { isDatabaseEmpty } from '../seed';

/** The tables a backup's manifest counts, under the names operators know them by. */
const countedTables = { users: 'users', listings: 'properties', projects: 'projects' } as const;

const tableExists = async (db: Queryable, table: string) => {
  const [row] = await db.query<{ found: boolean }>('select to_regclass($1) is not null as found', [table]);
  return row?.found ?? false;
};

/** The migrations applied, in order: the schema version of a database (none before the first start). */
export async function appliedMigrations(db: Queryable): Promise<string[]> {
  if (!(await tableExists(db, 'schema_migrations'))) return [];
  const rows = await db.query<{ name: string }>('select name from schema_migrations order by name');
  return rows.map((row) => row.name);
}

export async function rowCounts(db: Queryable): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [label, table] of Object.entries(countedTables)) {
    if (!(await tableExists(db, table))) continue;
    const [row] = await db.query<{ count: number }>(`select count(*)::int as count from "${table}"`);
    counts[label] = row?.count ?? 0;
  }
  return counts;
}

/** Whether a restore would overwrite something: the same test as the first start's "empty database". */
export async function holdsData(db: Queryable): Promise<boolean> {
  if (!(await tableExists(db, 'users')) || !(await tableExists(db, 'settings'))) return false;
  return !(await isDatabaseEmpty(db));
}

export async function serverVersion(db: Queryable): Promise<{ text: string; major: number }> {
  const [row] = await db.query<{ text: string; num: string }>(
    "select current_setting('server_version') as text, current_setting('server_version_num') as num",
  );
  return { text: row!.text, major: Math.floor(Number(row!.num) / 10000) };
}

export const describeCounts = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([label, count]) => `${count.toLocaleString('en')} ${label}`)
    .join(', ') || 'no tables yet';
