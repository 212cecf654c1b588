// Bench: a fresh clone's time to a served site, as a new user gets it.
// node scripts/fresh-clone.mjs [--no-second-start] [--no-fresh-clone]
//
// Clones the committed HEAD of this checkout into a temporary folder, runs `npm start` there
// with a fresh DATA_DIR on a free port, and prints the seconds until `/` and `/api/web-settings`
// both answer, split into phases read from the output (install, each build, database, seed,
// listen). Then stops it and runs `npm start` again in the same clone: nothing changed, so no
// build runs. Packages come from this machine's pnpm store (no download). Everything started
// or created is stopped and removed, on failure and on Ctrl-C too. `--no-fresh-clone` skips
// the whole bench (`pnpm bench --no-fresh-clone`).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const TARGET_SECONDS = 120;
const DEADLINE_MS = 15 * 60_000;

const { values: flags } = parseArgs({
  options: {
    'no-fresh-clone': { type: 'boolean', default: false },
    'no-second-start': { type: 'boolean', default: false },
  },
  // `pnpm bench` hands its arguments to the last command: ignore those meant for the others.
  strict: false,
});
if (flags['no-fresh-clone']) {
  console.log('\nFresh clone to a served site: skipped (--no-fresh-clone)');
  process.exit(0);
}

const source = path.resolve(import.meta.dirname, '..');
const work = mkdtempSync(path.join(os.tmpdir(), 'domus-fresh-clone-'));
const clone = path.join(work, 'domus');
const dataDir = path.join(work, 'data');
let server;

function stopServer() {
  if (!server || server.exitCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => server.once('exit', resolve));
  process.kill(-server.pid, 'SIGTERM');
  const force = setTimeout(() => process.kill(-server.pid, 'SIGKILL'), 15_000);
  return exited.finally(() => clearTimeout(force));
}

function cleanup() {
  if (server && server.exitCode === null) {
    try {
      process.kill(-server.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  rmSync(work, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanup();
    process.exit(130);
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const answers = async (url) => {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
};

/** Where each phase ends, recognised in `npm start`'s output (first match wins). */
const milestones = [
  ['install', /^Done in [\d.]+m?s/],
  ['build', /^build: .*s in all$/],
  ['database open and migrated', /^(Applied migrations|Empty database)/],
  ['seed (first run)', /^(Seeded \d+ properties|Another API process seeded)/],
  ['server listening', /Server listening at/],
];

/**
 * Runs `npm start` in the clone until `/` and `/api/web-settings` answer. Returns the total
 * seconds, the phases that showed, and the build's own per-package line.
 */
async function timeStart(port) {
  const started = performance.now();
  const seen = new Map();
  let buildLine = '';
  let tail = [];
  server = spawn('npm', ['start'], {
    cwd: clone,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  for (const stream of [server.stdout, server.stderr]) {
    let pending = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        tail = [...tail.slice(-40), line];
        if (/^build: .*s in all$/.test(line)) buildLine = line.replace(/^build: /, '');
        for (const [name, pattern] of milestones) {
          if (!seen.has(name) && pattern.test(line)) seen.set(name, (performance.now() - started) / 1000);
        }
      }
    });
  }
  const site = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + DEADLINE_MS;
  while (!((await answers(`${site}/`)) && (await answers(`${site}/api/web-settings`)))) {
    if (server.exitCode !== null || Date.now() > deadline) {
      throw new Error(
        `npm start ${server.exitCode !== null ? `exited with ${server.exitCode}` : 'did not serve the site in time'}:\n${tail.join('\n')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const total = (performance.now() - started) / 1000;
  // Phases in the order they happened; each lasts from the end of the one before.
  const phases = [];
  let previous = 0;
  for (const [name, at] of [...seen].sort((a, b) => a[1] - b[1])) {
    phases.push([name, at - previous]);
    previous = at;
  }
  phases.push(['until / and /api/web-settings answer', total - previous]);
  return { total, phases, buildLine };
}

const seconds = (value) => `${value.toFixed(1)} s`;
function printStart(title, result) {
  console.log(`\n${title}`);
  for (const [name, value] of result.phases) console.log(`  ${name.padEnd(40)} ${seconds(value).padStart(8)}`);
  console.log(`  ${'total'.padEnd(40)} ${seconds(result.total).padStart(8)}`);
  if (result.buildLine) console.log(`  builds: ${result.buildLine}`);
}

try {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: source, encoding: 'utf8' }).stdout.trim();
  const [load1] = os.loadavg();
  console.log(
    `\nFresh clone to a served site: commit ${head}, ${os.availableParallelism()} cores, load average ${load1.toFixed(1)}`,
  );
  const cloneStarted = performance.now();
  const cloned = spawnSync('git', ['clone', '--quiet', source, clone], { encoding: 'utf8' });
  if (cloned.status !== 0) throw new Error(`git clone failed: ${cloned.stderr}`);
  const cloneSeconds = (performance.now() - cloneStarted) / 1000;

  const first = await timeStart(await freePort());
  first.phases.unshift(['git clone', cloneSeconds]);
  first.total += cloneSeconds;
  printStart('First start: git clone, then npm start (install, build, migrate, seed, listen)', first);
  console.log(
    `  target: under ${TARGET_SECONDS} s -> ${first.total < TARGET_SECONDS ? 'met' : 'NOT met'}` +
      (load1 > os.availableParallelism() ? ' (the machine was busy: compare with care)' : ''),
  );

  if (!flags['no-second-start']) {
    await stopServer();
    const second = await timeStart(await freePort());
    printStart('Second start: npm start again, nothing changed (no build runs)', second);
  }
  await stopServer();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  cleanup();
}
