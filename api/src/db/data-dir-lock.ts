import fs from 'node:fs';
import path from 'node:path';

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite has no server process to arbitrate access: two processes writing one data folder
 * corrupt it (for example the seed command while the server runs). A pid file prevents that;
 * a lock left by a dead process is taken over.
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => void> {
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const lockFile = `${dataDir}.lock`;
  try {
    fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(fs.readFileSync(lockFile, 'utf8'));
    if (holder && holder !== process.pid && isRunning(holder)) {
      throw new Error(
        `The database in ${dataDir} is in use by process ${holder}. Stop it first (for example the running server).`,
        { cause: error },
      );
    }
    fs.writeFileSync(lockFile, String(process.pid));
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    fs.rmSync(lockFile, { force: true });
  };
}
