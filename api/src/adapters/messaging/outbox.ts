import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { OutgoingMessage } from './types';

export interface OutboxEntry extends OutgoingMessage {
  id: string;
  created_at: string;
}

/**
 * Messages with no configured transport land here as JSON files (one per message), so a
 * developer or a Playwright test reads the codes without SMTP or an SMS gateway. Files, not
 * memory: every API process writes to and lists the same folder.
 */
export class Outbox {
  constructor(readonly dir: string) {}

  async write(message: OutgoingMessage): Promise<OutboxEntry> {
    const now = new Date();
    // Sortable names: time first, then randomness against collisions between processes.
    const id = `${now.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
    const entry: OutboxEntry = { id, created_at: now.toISOString(), ...message };
    await fs.mkdir(this.dir, { recursive: true });
    await fs.writeFile(path.join(this.dir, `${id}.json`), JSON.stringify(entry, null, 2), { mode: 0o600 });
    return entry;
  }

  /** The newest messages first, optionally only those sent to `to`. */
  async list(options: { to?: string; limit?: number } = {}): Promise<OutboxEntry[]> {
    const names = await fs.readdir(this.dir).catch(() => [] as string[]);
    const newestFirst = names
      .filter((name) => name.endsWith('.json'))
      .sort()
      .reverse();
    const wanted = options.to?.trim().toLowerCase();
    const entries: OutboxEntry[] = [];
    for (const name of newestFirst) {
      if (entries.length >= (options.limit ?? 200)) break;
      const entry = await fs
        .readFile(path.join(this.dir, name), 'utf8')
        .then((text) => JSON.parse(text) as OutboxEntry)
        .catch(() => undefined);
      if (entry && (!wanted || entry.to.toLowerCase() === wanted)) entries.push(entry);
    }
    return entries;
  }
}
