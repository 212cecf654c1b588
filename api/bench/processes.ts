/**
 * The bench's processes and leftovers: servers under test run in child processes of their own
 * (bench/server.ts), and every server, database and folder the bench makes is registered
 * here to be removed at the end, on failure and on Ctrl-C too.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { ServerMessage, ServerOptions } from './server';

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
  /** Resident memory of the server process now, in MB (Linux /proc; undefined elsewhere). */
  rssMb(): number | undefined;
  seedSeconds?: number;
  stop(): Promise<void>;
  /** SIGKILL, as a crash or the OOM killer would: no handler runs, nothing is closed or flushed. */
  kill(): Promise<void>;
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
      const rssMb = () => {
        try {
          const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
          const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
          return kb ? Number(kb) / 1024 : undefined;
        } catch {
          return undefined;
        }
      };
      resolve({ port: message.port, seedSeconds: message.seedSeconds, stop, kill, rssMb });
    });
  });
}
