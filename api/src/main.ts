import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { loadConfig, repoRootDir } from './config';
import { migrate } from './db/migrate';
import { moveChatFilesOutOfUploads, moveDocumentsOutOfUploads } from './files/private-files';
import { openDatabase } from './db/open';
import { isDatabaseEmpty, plantedGroupsShown, seedOnFirstStart, seedPicturesShown } from './db/seed';
import { syncTranslations } from './db/seed/translations';
import { buildMailCatcher } from './dev/mail-catcher';
import { checkLine, configChecks, databaseChecks, refusalOf, type PreflightCheck } from './preflight';
import { buildApp } from './server';

/** A stop that takes longer (a client that never finishes its upload) ends the process anyway, with code 1. */
const shutdownGraceMs = 10_000;

/**
 * Draws the seed's pictures this process's uploads folder lacks, in a process of its own
 * (draw-seed-pictures.ts, beside this module in the source and in dist), which exits when done.
 */
function drawSeedPicturesApart(uploadsDir: string, which: 'reference-data' | number): Promise<void> {
  const here = fileURLToPath(import.meta.url);
  const drawer = path.join(path.dirname(here), `draw-seed-pictures${path.extname(here)}`);
  return new Promise((resolve, reject) => {
    const child = fork(drawer, [uploadsDir, String(which)], { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`drawing the demo pictures failed (exit code ${code})`)),
    );
  });
}

/** Stops a production start that a check refuses, naming each setting; prints the warnings. */
function enforce(checks: PreflightCheck[], production: boolean) {
  const refusal = production ? refusalOf(checks) : undefined;
  if (refusal) throw new Error(refusal);
  if (production) for (const check of checks.filter((c) => c.status === 'warn')) console.warn(checkLine(check));
}

/** Start: config -> preflight -> database -> migrate -> seed on first run -> preflight -> listen. */
async function main() {
  const config = loadConfig();
  enforce(configChecks(config), config.production);
  const db = await openDatabase(config);
  const applied = await migrate(db);
  if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
  const moved = await moveDocumentsOutOfUploads(config);
  if (moved) console.log(`Moved ${moved} verification documents out of the public uploads folder`);
  const movedChat = await moveChatFilesOutOfUploads(config);
  if (movedChat) console.log(`Moved ${movedChat} chat files out of the public uploads`);
  let seeded = false;
  if (await isDatabaseEmpty(db)) {
    // Production starts from the reference data alone: no account with a known password, no demo listing.
    const demo = config.demoData;
    console.log(`Empty database: seeding ${demo ? 'demo data' : 'the site’s reference data'} (first run)...`);
    const report = await seedOnFirstStart(db, { repoRoot: repoRootDir, properties: config.seedProperties, demo });
    if (report && demo) console.log(`Seeded ${report.properties} properties in ${report.seconds.toFixed(1)} s`);
    else if (report) console.log(`Seeded the reference data in ${report.seconds.toFixed(1)} s`);
    else console.log('Another API process seeded it meanwhile');
    seeded = report !== undefined;
  }
  // Front-end packages may have gained keys since the seed: refresh the stored web translations.
  if (!seeded) await syncTranslations(db, repoRootDir);
  // Each process draws the seed's pictures into its own DATA_DIR: those this one lacks.
  const pictures = config.drawSeedPictures ? await seedPicturesShown(db) : 'none';
  if (pictures !== 'none') {
    await drawSeedPicturesApart(
      config.uploadsDir,
      pictures === 'reference-data' ? 'reference-data' : await plantedGroupsShown(db),
    );
  }
  enforce(await databaseChecks(config, db), config.production);

  const app = await buildApp({ config, db, site: { root: config.siteDir }, timedJobs: true });
  app.addHook('onClose', async () => db.close());
  // SIGTERM or SIGINT: stop listening, let requests in flight finish, close the sockets, Redis
  // and the database (which frees db.lock), exit 0; an uncaught error closes the same way, then
  // exits 1. A second signal, or the grace period running out, exits at once with 1.
  const logger = {
    error: (problem: unknown) =>
      problem instanceof Error ? app.log.error({ err: problem }, 'shutdown failed') : app.log.error(String(problem)),
  };
  const outbox = app.deps.accounts.messenger.outbox;
  const catcher = config.mailCatcher && outbox ? buildMailCatcher(outbox) : undefined;
  if (catcher) app.addHook('onClose', async () => catcher.close());
  closeWithGrace({ delay: shutdownGraceMs, logger }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an uncaught error');
    else app.log.info(`${signal ?? 'exit'}: shutting down`);
    await app.close();
  });
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
