// Finds blocks of code repeated across the front-end packages (jscpd): the shell, shared and
// every remote of remote-list.json. Repeats inside one package are that package's own business
// (--skipLocal); a block two packages share belongs in @domus/shared. Exits 1 when one is found.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { remoteFolders } from '../shared/src/remote-list/remote-list.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const packages = ['shell', 'shared', ...remoteFolders].map((folder) => `${folder}/src`);

const result = spawnSync(
  'jscpd',
  [
    '--skipLocal',
    '--min-tokens',
    '50',
    '--format',
    'typescript,tsx,css',
    '--ignore',
    '**/__tests__/**,**/*.test.*',
    '--reporters',
    'console',
    '--exitCode',
    '1',
    ...packages,
  ],
  { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' },
);
process.exit(result.status ?? 1);
