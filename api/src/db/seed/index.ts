import type { Db, Queryable } from '../db';
import { hashSeedPasswords, seedAccountLogins } from './accounts';
import { seedBanners } from './banners';
import {
  seedListingReferenceData,
  seedPackagesAndContent,
  seedSettingsAndLanguages,
  seedSiteRules,
} from './reference-data';
import { plantedGroupsIn } from './duplicates';
import { generateSeedImages } from './images';
import { seedPeople } from './people';
import { seedProjects } from './projects';
import { seedProperties } from './properties';
import { seedVirtualTour } from './tours';
import { buildIndexesConcurrently, inTurns, type DroppedIndexes } from './deferred-indexes';

export interface SeedOptions {
  properties?: number;
  projects?: number;
  agents?: number;
  members?: number;
  /** Where generated pictures go; none are drawn when absent (tests). */
  uploadsDir?: string;
  /** Where the front-end packages live, to read their locales; languages get no texts when absent. */
  repoRoot?: string;
  /** Reference moment: dates are spread back from it. */
  now?: Date;
  /** Told each phase of a long seed as it ends. */
  onProgress?: (step: string) => void;
  /**
   * false: only the reference data any site starts from (settings, languages, the categories,
   * parameters, facilities and cities, the site's rules): no people, no accounts, no listings,
   * no packages, no articles. A production start seeds this; true (the default) adds the demo.
   */
  demo?: boolean;
}

export const defaultSeedCounts = { properties: 1000, projects: 30, agents: 20, members: 10 } as const;

export async function isDatabaseEmpty(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ empty: boolean }>(
    'select not exists (select 1 from users) and not exists (select 1 from settings) as empty',
  );
  return row?.empty ?? true;
}

/** How many planted duplicates' pictures the demo data shows (duplicates.ts): drawn with the others. */
export async function plantedGroupsShown(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from properties where title_image like 'seed/planted/original-%'`,
  );
  return row?.n ?? 0;
}

/**
 * Which of the seed's pictures the data shows: none, the reference data's (the logo, categories
 * and facilities of any site's starting point) or the demo listings' too. They live in each
 * process's own uploads folder (drawn, never uploaded), so every process that serves this
 * database needs them.
 */
export async function seedPicturesShown(db: Queryable): Promise<'none' | 'reference-data' | 'listings'> {
  const [row] = await db.query<{ listings: boolean; reference_data: boolean }>(
    `select exists (select 1 from properties where title_image like 'seed/%') as listings,
            exists (select 1 from categories where image like 'seed/%') as reference_data`,
  );
  return row?.listings ? 'listings' : row?.reference_data ? 'reference-data' : 'none';
}

/** The tables of the current schema (quoted), except the migration record. */
async function ownTables(db: Queryable): Promise<string[]> {
  const tables = await db.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = current_schema() and tablename <> 'schema_migrations' order by 1`,
  );
  return tables.map((table) => `"${table.name}"`);
}

/** Empties every table of the current schema except the migration record. */
export async function resetDatabase(db: Queryable) {
  const tables = await ownTables(db);
  if (tables.length) await db.exec(`truncate table ${tables.join(', ')} restart identity cascade`);
}

/** Explicit ids were inserted: move every identity sequence past them. */
async function advanceIdentities(db: Queryable) {
  const columns = await db.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and is_identity = 'YES'`,
  );
  for (const { table_name: table, column_name: column } of columns) {
    await db.query(
      `select setval(pg_get_serial_sequence($1, $2), coalesce((select max("${column}") from "${table}"), 0) + 1, false)`,
      [`"${table}"`, column],
    );
  }
}

/** How many index builds and vacuums run at once after a bulk load on PostgreSQL (the machine's two cores). */
const BUILD_CONNECTIONS = 2;

/** Any constant shared by every API process (beside the migrations' own). */
const SEED_LOCK_KEY = 7_061_994;

/**
 * Fills an empty database with the deterministic demo dataset in one transaction: the same
 * call always produces the same rows (dates relative to `now`). From 20,000 listings the listing
 * tables' indexes and keys are built after that transaction commits, several at a time; if one
 * fails, the database is emptied again.
 */
export async function seedDemoData(db: Db, options: SeedOptions = {}) {
  return (await seed(db, options, { onlyIfEmpty: false }))!;
}

/**
 * The seed of a first start. API processes started together on a new database all find it
 * empty: the seed transaction takes a lock and looks again, so exactly one of them seeds and
 * the others go on with what it seeded, indexes and all (built in the same transaction, whatever
 * the count). Undefined when the database held data by then.
 * `demo: false` seeds the site's starting point only (a production start).
 */
export function seedOnFirstStart(db: Db, options: SeedOptions = {}) {
  return seed(db, options, { onlyIfEmpty: true });
}

async function seed(db: Db, options: SeedOptions, { onlyIfEmpty }: { onlyIfEmpty: boolean }) {
  const started = performance.now();
  const demo = options.demo ?? true;
  const counts = demo
    ? {
        properties: options.properties ?? defaultSeedCounts.properties,
        projects: options.projects ?? defaultSeedCounts.projects,
        agents: Math.max(1, options.agents ?? defaultSeedCounts.agents),
        members: options.members ?? defaultSeedCounts.members,
      }
    : { properties: 0, projects: 0, agents: 0, members: 0 };
  const now = options.now ?? new Date();
  // Drawn even when another process seeds: its pictures are in its own uploads folder. Drawn
  // while the rows load and the indexes build (sharp works on threads of its own), awaited last.
  const drawing = options.uploadsDir
    ? generateSeedImages(options.uploadsDir, { listings: demo, plantedGroups: plantedGroupsIn(counts.properties) })
    : Promise.resolve(0);
  // A failed seed throws its own error; the drawing's, if any, when the seed succeeded.
  drawing.catch(() => undefined);
  const passwords = demo ? await hashSeedPasswords() : undefined;
  const seeded = await db.transaction(async (tx) => {
    if (onlyIfEmpty) {
      await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
      if (!(await isDatabaseEmpty(tx))) return undefined;
    }
    await seedSettingsAndLanguages(tx, options.repoRoot);
    const references = await seedListingReferenceData(tx);
    await seedSiteRules(tx);
    let demoAdminId: number | undefined;
    let dropped: DroppedIndexes | undefined;
    if (passwords) {
      await seedPackagesAndContent(tx, now);
      const people = await seedPeople(tx, counts, now);
      demoAdminId = people.adminId;
      dropped = await seedProperties(
        tx,
        counts.properties,
        { references, people, now, onProgress: options.onProgress },
        { indexesAfterCommit: !onlyIfEmpty },
      );
      await seedProjects(tx, counts.projects, { references, people, now });
      await seedVirtualTour(tx);
      await seedBanners(tx, now);
    }
    await advanceIdentities(tx);
    // After the identities moved past the explicit ids: it inserts the demo member.
    if (passwords && demoAdminId) await seedAccountLogins(tx, passwords, demoAdminId);
    return { dropped };
  });
  if (!seeded) {
    await drawing;
    return undefined;
  }
  options.onProgress?.('committed');
  const connections = db.kind === 'postgres' ? BUILD_CONNECTIONS : 1;
  if (seeded.dropped) {
    // A bulk load's indexes, built after it committed, on several connections. The database was
    // empty (seedDemoData's callers check): a failure empties it again rather than leave it half built.
    try {
      await buildIndexesConcurrently(db, seeded.dropped, { connections, onProgress: options.onProgress });
    } catch (error) {
      await resetDatabase(db);
      throw error;
    }
  }
  // Fresh statistics for the planner, and a visibility map so counts can use index-only scans.
  // Only our own tables (a shared server may hold other schemas), a table per connection.
  const tables = await ownTables(db);
  await inTurns(tables, connections, (table) => db.exec(`vacuum analyze ${table}`));
  options.onProgress?.('vacuumed and analysed');
  const images = await drawing;
  return { ...counts, imagesGenerated: images, seconds: (performance.now() - started) / 1000 };
}
