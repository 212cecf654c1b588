import fs from 'node:fs';
import path from 'node:path';
import { repoRootDir } from '../config';
import { apiShapesFile, generateApiShapes, regenerateCommand } from './api-shapes';

/**
 * `pnpm docs:api-shapes` writes docs/api-shapes.md from the API's route schemas;
 * `--check` only says whether the file is up to date (exit code 1 when it is not).
 */
const shown = path.relative(repoRootDir, apiShapesFile);
const generated = await generateApiShapes();
const current = fs.existsSync(apiShapesFile) ? fs.readFileSync(apiShapesFile, 'utf8') : undefined;
if (process.argv.includes('--check')) {
  if (current !== generated) {
    console.error(`${shown} is out of date: run ${regenerateCommand}`);
    process.exitCode = 1;
  } else {
    console.log(`${shown} is up to date`);
  }
} else if (current === generated) {
  console.log(`${shown} is up to date`);
} else {
  fs.writeFileSync(apiShapesFile, generated);
  console.log(`${shown} written (${generated.length.toLocaleString('en')} characters)`);
}
