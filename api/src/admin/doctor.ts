import type { Config } from '../config';
import type { Db } from '../db/db';
import { migrationsPending } from '../db/migrate';
import { checkLine, configChecks, databaseChecks, refusalOf, type PreflightCheck } from '../preflight';

export const doctorUsage = `  doctor                          the checks a production start makes, for this configuration and
                                  database (exit code 1 when a production start would refuse)`;

/**
 * `pnpm admin doctor`: prints every check of the start's preflight for the site this
 * environment describes, and says whether a production start would refuse it. On the embedded
 * database the running server holds the only connection: the checks of the database are then
 * left to the server's own start.
 */
export async function runDoctor(config: Config, openDb: () => Promise<Db>, print: (text: string) => void) {
  const checks: PreflightCheck[] = configChecks(config);
  let db: Db | undefined;
  try {
    db = await openDb();
  } catch (error) {
    checks.push({
      subject: 'database',
      status: 'warn',
      detail: `not checked here: ${(error as Error).message}`,
    });
  }
  if (db) {
    try {
      const pending = await migrationsPending(db);
      if (pending.length) {
        checks.push({
          subject: 'database',
          status: 'warn',
          detail: `${pending.length} migrations not applied yet (the next start applies them): not checked further`,
        });
      } else checks.push(...(await databaseChecks(config, db)));
    } finally {
      await db.close();
    }
  }
  for (const check of checks) print(checkLine(check));
  const refusal = refusalOf(checks);
  print(
    config.production
      ? refusal
        ? '\nA production start refuses this configuration.'
        : '\nA production start accepts this configuration.'
      : '\nNODE_ENV is not production: these are what a production start would check.',
  );
  return config.production && refusal !== undefined;
}
