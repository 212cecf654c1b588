import type { Log } from '../lib/log';
import type { RedisClient } from '../adapters/redis';

/** Whether an allowance was taken, and when its window ends. */
export interface Taking {
  taken: boolean;
  /** Milliseconds until the window's count starts again. */
  resetInMs: number;
}

/**
 * Counts per key in fixed windows, each allowance taken in one atomic step: checked and counted
 * together, before the work it allows, so requests sent at the same instant cannot all pass a
 * check made before any of them is counted. A refused attempt counts nothing. An allowance
 * can be given back (the password was right, the message was not sent after all).
 */
export interface AllowanceStore {
  take(key: string, max: number, windowMs: number): Promise<Taking>;
  giveBack(key: string): Promise<void>;
}

/** One process's counts: the store without REDIS_URL (one process serves the site). */
export class MemoryAllowances implements AllowanceStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private takesSinceSweep = 0;

  async take(key: string, max: number, windowMs: number): Promise<Taking> {
    const now = Date.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    const taken = window.count < max;
    if (taken) window.count += 1;
    return { taken, resetInMs: window.resetAt - now };
  }

  async giveBack(key: string): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.count > 0) window.count -= 1;
  }

  /** Ended windows go now and then, so keys an attacker invents do not pile up. */
  private sweep(now: number) {
    if (++this.takesSinceSweep < 1000) return;
    this.takesSinceSweep = 0;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** INCR and PEXPIRE in one script, undone past the allowance: Redis runs a script whole. */
const takeScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
local ttl = redis.call('PTTL', KEYS[1])
if count > tonumber(ARGV[1]) then
  redis.call('DECR', KEYS[1])
  return {0, ttl}
end
return {1, ttl}`;

const giveBackScript = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

type ScriptedRedis = RedisClient & {
  allowanceTake(key: string, max: number, windowMs: number): Promise<[number, number]>;
  allowanceGiveBack(key: string): Promise<number>;
};

/**
 * Counts every API process shares (REDIS_URL). When Redis cannot answer, this process counts
 * alone until it can: a limit that protects accounts never stops holding.
 */
export class RedisAllowances implements AllowanceStore {
  private readonly redis: ScriptedRedis;
  private readonly fallback = new MemoryAllowances();

  constructor(
    client: RedisClient,
    private readonly prefix: string,
    private readonly log: Pick<Log, 'warn'>,
  ) {
    this.redis = client as ScriptedRedis;
    if (!('allowanceTake' in client)) {
      client.defineCommand('allowanceTake', { numberOfKeys: 1, lua: takeScript });
      client.defineCommand('allowanceGiveBack', { numberOfKeys: 1, lua: giveBackScript });
    }
  }

  async take(key: string, max: number, windowMs: number): Promise<Taking> {
    try {
      const [taken, ttl] = await this.redis.allowanceTake(this.prefix + key, max, windowMs);
      return { taken: taken === 1, resetInMs: Math.max(0, ttl) };
    } catch (error) {
      this.log.warn({ err: error }, 'rate limits counted in this process alone: Redis did not answer');
      return this.fallback.take(key, max, windowMs);
    }
  }

  async giveBack(key: string): Promise<void> {
    try {
      await this.redis.allowanceGiveBack(this.prefix + key);
    } catch {
      await this.fallback.giveBack(key);
    }
  }
}
