/**
 * The bench's processes and leftovers: servers under test run in child processes of their own
 * (bench/server.ts), and every server, database and folder the bench makes is registered
 * here to be removed at the end, on failure and on Ctrl-C too.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { ServerMessage, ServerOptions } from './server';
import type { BenchUser } from './bench-users';

const apiDir = path.resolve(import.meta.dirname, '..');

const cleanups: { label: string; run: () => Promise<void> }[] = [];
let cleaning: Promise<void> | undefined;
/** Registers an undo step; returns it so the caller may run it early (it runs once). */
export function onCleanup(label: string, fn: () => Promise<void> | void) {
  let done = false;
  const step = {
    label,
    run: async () => {
      if (done) return;
      done = true;
      await fn();
    },
  };
  cleanups.push(step);
  return step.run;
}
export function cleanupAll(): Promise<void> {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      try {
        await step.run();
      } catch (error) {
        console.error(`cleanup (${step.label}) failed:`, error instanceof Error ? error.message : error);
      }
    }
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping servers and removing bench data...`);
    void cleanupAll().finally(() => process.exit(130));
  });
}

export interface RunningServer {
  port: number;
  pid: number | undefined;
  /** Resident memory of the server process now, in MB (Linux /proc; undefined elsewhere). */
  rssMb(): number | undefined;
  seedSeconds?: number;
  /** The members it was asked to create (ServerOptions chatUsers). */
  users?: BenchUser[];
  stop(): Promise<void>;
  /** SIGKILL, as a crash or the OOM killer would: no handler runs, nothing is closed or flushed. */
  kill(): Promise<void>;
}

/** Resident memory of a process now, in MB (Linux /proc; undefined elsewhere). */
export function rssMbOf(pid: number | undefined) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** A port nothing listens on now (127.0.0.1). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** How long a production start may take to answer (migrations, a first start's seed). */
const productionStartMs = 180_000;
/** The last lines a server printed, shown when it fails to start. */
const logLinesKept = 40;

/**
 * The API as production runs it (`pnpm serve`: serve.sh runs `node dist/main.js`, built by
 * `pnpm build`, with its heap limit and allocator settings) on `env`, and waits until it
 * answers: its memory is what a real site's server holds, without the bench's TypeScript loader.
 * It draws no demo picture (SEED_PICTURES=0: the bench reads replies, not pictures). It runs
 * in a process group of its own, stopped whole with whatever it started; a start that fails or
 * takes over productionStartMs is an error carrying the server's last lines.
 */
export async function startProductionServer(env: NodeJS.ProcessEnv, label: string): Promise<RunningServer> {
  const main = path.join(apiDir, 'dist', 'main.js');
  if (!fs.existsSync(main)) throw new Error(`${main} is missing: run \`pnpm build\` first`);
  const port = await freePort();
  // Without the bench's NODE_OPTIONS: tsx puts its TypeScript loader there for child processes.
  const { NODE_OPTIONS: _loader, ...inherited } = process.env;
  // serve.sh ends in exec: the child's pid is node's, whose memory is read.
  const child = spawn('sh', [path.join(apiDir, 'serve.sh')], {
    cwd: apiDir,
    env: { ...inherited, SEED_PICTURES: '0', ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (text: string) => {
      (stream === child.stderr ? process.stderr : process.stdout).write(text);
      lines.push(...text.split('\n').filter(Boolean));
      lines.splice(0, Math.max(0, lines.length - logLinesKept));
    });
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // the group has gone
    }
  };
  const stop = onCleanup(`${label} server (pid ${child.pid})`, async () => {
    if (!running()) return signalGroup('SIGKILL');
    signalGroup('SIGTERM');
    const timer = setTimeout(() => signalGroup('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
    // Anything it started and left behind.
    signalGroup('SIGKILL');
  });
  const failed = async (why: string) => {
    await stop();
    return new Error(`${label} server ${why}; its last lines:\n${lines.join('\n')}`);
  };
  const deadline = Date.now() + productionStartMs;
  for (;;) {
    if (!running()) throw await failed(`exited early (${child.exitCode ?? child.signalCode})`);
    if (Date.now() > deadline) throw await failed(`did not answer within ${productionStartMs / 1000} s`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const kill = async () => {
    signalGroup('SIGKILL');
    await exited;
  };
  return { port, pid: child.pid, stop, kill, rssMb: () => rssMbOf(child.pid) };
}

/** Removes a folder the bench made; a failure is printed, never thrown over the run's own error. */
export function removeBenchFolder(folder: string) {
  try {
    fs.rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
  } catch (error) {
    console.error(`could not remove ${folder}:`, error instanceof Error ? error.message : error);
  }
}

/** Forks bench/server.ts and waits for its port (seeding first, for an app). */
export function startServer(options: ServerOptions, label: string): Promise<RunningServer> {
  const child: ChildProcess = fork(path.join(apiDir, 'bench', 'server.ts'), [JSON.stringify(options)], {
    cwd: apiDir,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = onCleanup(`${label} server (pid ${child.pid})`, async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    if (child.connected) child.send({ type: 'stop' });
    else child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code, signal) => reject(new Error(`${label} server exited early (${signal ?? code})`)));
    child.once('error', reject);
    child.on('message', (message: ServerMessage) => {
      if (message.type !== 'ready') return reject(new Error(`${label} server failed: ${message.message}`));
      const kill = async () => {
        child.kill('SIGKILL');
        await exited;
      };
      resolve({
        port: message.port,
        pid: child.pid,
        seedSeconds: message.seedSeconds,
        users: message.users,
        stop,
        kill,
        rssMb: () => rssMbOf(child.pid),
      });
    });
  });
}
