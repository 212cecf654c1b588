import { parseArgs } from 'node:util';
import { loadConfig, repoRootDir } from '../../config';
import { migrate } from '../migrate';
import { openDatabase } from '../open';
import { defaultSeedCounts, isDatabaseEmpty, resetDatabase, seedDemoData } from './index';

/**
 * pnpm --filter @domus/api seed [--properties N] [--projects N] [--reset]
 * Seeds the configured database (DATA_DIR / DATABASE_URL). Refuses a database with data
 * unless --reset, which empties it first.
 */
async function main() {
  const { values } = parseArgs({
    options: {
      properties: { type: 'string', default: String(defaultSeedCounts.properties) },
      projects: { type: 'string', default: String(defaultSeedCounts.projects) },
      reset: { type: 'boolean', default: false },
    },
  });
  const count = (name: string, text: string) => {
    const number = Number(text);
    if (!Number.isInteger(number) || number < 0 || number > 2_000_000)
      throw new Error(`--${name} must be a whole number from 0 to 2000000`);
    return number;
  };
  const properties = count('properties', values.properties);
  const projects = count('projects', values.projects);

  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    await migrate(db);
    if (!(await isDatabaseEmpty(db))) {
      if (!values.reset) throw new Error('The database already has data. Run with --reset to empty it and seed again.');
      await resetDatabase(db);
    }
    const started = performance.now();
    // The pictures go to the uploads of the site this database belongs with: DATA_DIR's own
    // database, or the DATA_DIR given beside DATABASE_URL. Otherwise none are drawn here (the
    // checkout's data/ belongs to the embedded site); a server draws what its folder lacks.
    const picturesHere = !config.databaseUrl || process.env.DATA_DIR !== undefined;
    const report = await seedDemoData(db, {
      properties,
      projects,
      uploadsDir: picturesHere ? config.uploadsDir : undefined,
      repoRoot: repoRootDir,
      onProgress: (step) =>
        console.log(`  ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s  ${step}`),
    });
    console.log(
      `Seeded ${report.properties} properties, ${report.projects} projects, ${report.agents} agents ` +
        `(${report.imagesGenerated} images drawn) in ${report.seconds.toFixed(1)} s into ${config.databaseUrl ? 'PostgreSQL' : config.pgliteDir}`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
