import { loadConfig, repoRootDir } from './config';
import { migrate } from './db/migrate';
import { moveDocumentsOutOfUploads } from './files/private-files';
import { openDatabase } from './db/open';
import { isDatabaseEmpty, seedDemoData } from './db/seed';
import { syncTranslations } from './db/seed/translations';
import { buildMailCatcher } from './dev/mail-catcher';
import { buildApp } from './server';

/** Start: config -> database -> migrate -> seed on first run -> listen. */
async function main() {
  const config = loadConfig();
  const db = await openDatabase(config);
  const applied = await migrate(db);
  if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
  const moved = await moveDocumentsOutOfUploads(config);
  if (moved) console.log(`Moved ${moved} verification documents out of the public uploads folder`);
  if (await isDatabaseEmpty(db)) {
    console.log('Empty database: seeding demo data (first run)...');
    const report = await seedDemoData(db, {
      uploadsDir: config.uploadsDir,
      repoRoot: repoRootDir,
      properties: config.seedProperties,
    });
    console.log(`Seeded ${report.properties} properties in ${report.seconds.toFixed(1)} s`);
  } else {
    // Front-end packages may have gained keys since the seed: refresh the stored web translations.
    await syncTranslations(db, repoRootDir);
  }

  const app = await buildApp({ config, db, site: { root: repoRootDir }, timedJobs: true });
  app.addHook('onClose', async () => db.close());
  const stop = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  const outbox = app.deps.accounts.messenger.outbox;
  const catcher = config.mailCatcher && outbox ? buildMailCatcher(outbox) : undefined;
  if (catcher) app.addHook('onClose', async () => catcher.close());
  await app.listen({ port: config.port, host: config.host });
  if (catcher && config.mailCatcher) {
    // Loopback only, whatever HOST says: the catcher shows sign-in codes.
    const url = await catcher.listen({ port: config.mailCatcher.port, host: '127.0.0.1' });
    app.log.info(`Mail catcher (development): ${url}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
