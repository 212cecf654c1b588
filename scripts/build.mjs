// pnpm build [--force] [--dry-run] [--concurrency N]
// Builds every workspace package that has a build script (the API, the shell, the remotes),
// skipping those whose inputs have not changed since their last build (scripts/build-stamps.mjs);
// two at a time by default, the longest first. --force rebuilds everything; --dry-run only
// says what would be built and why.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import {
  STAMP_FILE,
  STAMP_VERSION,
  buildOrder,
  fingerprintOutput,
  hashFiles,
  hashFolder,
  planBuilds,
  readWorkspace,
  rootInputs,
} from './build-stamps.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values: flags } = parseArgs({
  options: {
    force: { type: 'boolean', default: false },
    'dry-run': { type: 'boolean', default: false },
    concurrency: { type: 'string', default: '2' },
  },
});
// Builds against another @domus/shared version go to dist-shared-<version>, for the e2e alone.
if (process.env.DOMUS_SHARED_VERSION) {
  console.error('build: DOMUS_SHARED_VERSION is for the e2e suite only (e2e/support/variant-builds.mjs): unset it');
  process.exit(1);
}
const concurrency = Number(flags.concurrency);
if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error('--concurrency must be a whole number from 1');

const stampPath = (pkg) => path.join(root, pkg.folder, STAMP_FILE);
const readOutput = (pkg) => fingerprintOutput(path.join(root, pkg.folder, 'dist'));
const readStamp = (pkg) => {
  try {
    return JSON.parse(readFileSync(stampPath(pkg), 'utf8'));
  } catch {
    return undefined;
  }
};

const started = performance.now();
const packages = readWorkspace(root).map((pkg) => {
  const { hash, bytes } = hashFolder(path.join(root, pkg.folder));
  return { ...pkg, ownHash: hash, ownBytes: bytes };
});
const plan = planBuilds(packages, {
  rootHash: hashFiles(root, rootInputs),
  readStamp,
  readOutput,
  force: flags.force,
});
const toBuild = buildOrder(plan.filter((pkg) => pkg.reason));
const upToDate = plan.filter((pkg) => !pkg.reason).map((pkg) => pkg.name);
const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);
console.log(`build: inputs hashed in ${seconds(started)} s`);
if (upToDate.length) console.log(`build: up to date, not rebuilt: ${upToDate.join(', ')}`);
for (const pkg of toBuild) console.log(`build: ${pkg.name} (${pkg.reason})`);
if (flags['dry-run']) process.exit(0);

/** pnpm itself when it runs this script (a binary or a script for node), else the wrapper that fetches it. */
const execPath = process.env.npm_execpath ?? '';
const pnpm = !path.basename(execPath).startsWith('pnpm')
  ? ['sh', path.join(root, 'scripts', 'pnpm.sh')]
  : /\.[cm]?js$/.test(execPath)
    ? [process.execPath, execPath]
    : [execPath];

/** Runs one package's build script, its output prefixed with its name; resolves with the exit code. */
function runBuild(pkg) {
  return new Promise((resolve) => {
    const child = spawn(pnpm[0], [...pnpm.slice(1), 'run', 'build'], {
      cwd: path.join(root, pkg.folder),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      let pending = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (pending + chunk).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) console.log(`${pkg.name}: ${line}`);
      });
      stream.on('end', () => pending && console.log(`${pkg.name}: ${pending}`));
    }
    child.on('error', (error) => {
      console.error(`${pkg.name}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const waiting = [...toBuild];
const building = new Set(toBuild.map((pkg) => pkg.name));
const failed = [];
const timings = [];

/** Takes the next package whose workspace dependencies being rebuilt are done. */
const nextReady = () => {
  const index = waiting.findIndex((pkg) => pkg.uses.every((used) => !building.has(used)));
  return index < 0 ? undefined : waiting.splice(index, 1)[0];
};

async function buildOne(pkg) {
  // No stamp while a build runs: an interrupted build must not look finished.
  rmSync(stampPath(pkg), { force: true });
  const since = performance.now();
  const code = await runBuild(pkg);
  building.delete(pkg.name);
  if (code !== 0) {
    failed.push(pkg.name);
    return;
  }
  const took = Number(seconds(since));
  timings.push(`${pkg.name} ${took} s`);
  writeFileSync(
    stampPath(pkg),
    `${JSON.stringify({
      version: STAMP_VERSION,
      hash: pkg.hash,
      output: readOutput(pkg),
      seconds: took,
      builtAt: new Date().toISOString(),
    })}\n`,
  );
}

const running = new Map();
for (;;) {
  // After a failure nothing new starts; the builds under way finish.
  for (let pkg; !failed.length && running.size < concurrency && (pkg = nextReady());) {
    running.set(
      pkg.name,
      buildOne(pkg).finally(() => running.delete(pkg.name)),
    );
  }
  if (!running.size) break;
  await Promise.race(running.values());
}
if (failed.length) {
  console.error(`build: failed: ${failed.join(', ')}`);
  process.exit(1);
}
if (waiting.length) {
  console.error(`build: not built (they wait for each other): ${waiting.map((pkg) => pkg.name).join(', ')}`);
  process.exit(1);
}
console.log(`build: ${timings.length ? timings.join(', ') : 'nothing to do'}; ${seconds(started)} s in all`);
