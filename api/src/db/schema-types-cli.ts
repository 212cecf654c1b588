import fs from 'node:fs';
import path from 'node:path';
import { migrate } from './migrate';
import { openPglite } from './pglite';
import { generateSchemaTypes, regenerateCommand, schemaTypesFile } from './schema-types';

/**
 * `pnpm db:types` writes src/db/schema.ts from an in-memory database the migrations have just
 * built; `--check` only says whether the file is up to date (exit code 1 when it is not).
 */
const shown = path.relative(process.cwd(), schemaTypesFile);
const db = await openPglite();
let generated: string;
try {
  await migrate(db);
  generated = await generateSchemaTypes(db);
} finally {
  await db.close();
}
const current = fs.existsSync(schemaTypesFile) ? fs.readFileSync(schemaTypesFile, 'utf8') : undefined;
if (current === generated) {
  console.log(`${shown} is up to date`);
} else if (process.argv.includes('--check')) {
  console.error(`${shown} is out of date: run ${regenerateCommand}`);
  process.exitCode = 1;
} else {
  fs.writeFileSync(schemaTypesFile, generated);
  console.log(`${shown} written (${generated.length.toLocaleString('en')} characters)`);
}
