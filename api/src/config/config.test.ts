import path from 'node:path';
import { loadConfig, repoRootDir } from '.';

describe('loadConfig', () => {
  it('has working defaults: port 8080, data beside the packages, PGlite, no map tiles', () => {
    const config = loadConfig({});
    expect(config).toEqual(
      expect.objectContaining({
        port: 8080,
        host: '0.0.0.0',
        dataDir: path.join(repoRootDir, 'data'),
        siteDir: repoRootDir,
        pgliteDir: path.join(repoRootDir, 'data', 'db'),
        uploadsDir: path.join(repoRootDir, 'data', 'uploads'),
        databaseUrl: undefined,
        corsOrigins: [],
        mapTileUrl: '',
        logLevel: 'info',
        publicUrl: 'http://localhost:8080',
        trustProxy: false,
        mailCatcher: undefined,
      }),
    );
    expect(loadConfig({ PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
    expect(loadConfig({ SITE_DIR: '/srv/domus-site' }).siteDir).toBe('/srv/domus-site');
  });

  it('reads the production settings; what production refuses is the preflight’s (preflight.test.ts)', () => {
    const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://domus.example' });
    expect(config).toEqual(
      expect.objectContaining({ production: true, publicUrl: 'https://domus.example', publicUrlGiven: true }),
    );
    expect(loadConfig({}).publicUrlGiven).toBe(false);
  });

  it('trusts X-Forwarded-For only from the proxies TRUST_PROXY names', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('reads lists and URLs', () => {
    const config = loadConfig({
      CORS_ORIGINS: 'http://a.test, http://b.test ,',
      PUBLIC_URL: 'https://domus.example/',
      DATABASE_URL: 'postgres://user@db:5432/domus',
    });
    expect(config.corsOrigins).toEqual(['http://a.test', 'http://b.test']);
    expect(config.publicUrl).toBe('https://domus.example');
    expect(config.databaseUrl).toBe('postgres://user@db:5432/domus');
  });

  it('stops with the name of a bad setting', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL/);
  });

  it('shares Socket.IO rooms through Redis only when REDIS_URL is set, under the "domus" prefix by default', () => {
    expect(loadConfig({}).redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379' }).redis).toEqual({
      url: 'redis://cache:6379',
      keyPrefix: 'domus',
    });
    expect(loadConfig({ REDIS_URL: 'rediss://cache:6380', REDIS_KEY_PREFIX: 'staging' }).redis?.keyPrefix).toBe(
      'staging',
    );
  });

  it('sheds load past a 1 s event-loop delay or 90% of the heap limit by default; 0 turns a limit off', () => {
    expect(loadConfig({}).loadShedding).toEqual({ maxEventLoopDelayMs: 1000, maxHeapUsedPercent: 90 });
    expect(loadConfig({ MAX_EVENT_LOOP_DELAY_MS: '0', MAX_HEAP_USED_PERCENT: '0' }).loadShedding).toEqual({
      maxEventLoopDelayMs: 0,
      maxHeapUsedPercent: 0,
    });
    expect(() => loadConfig({ MAX_EVENT_LOOP_DELAY_MS: '-5' })).toThrow(/MAX_EVENT_LOOP_DELAY_MS/);
    expect(() => loadConfig({ MAX_EVENT_LOOP_DELAY_MS: 'soon' })).toThrow(/MAX_EVENT_LOOP_DELAY_MS/);
    expect(() => loadConfig({ MAX_HEAP_USED_PERCENT: '120' })).toThrow(/MAX_HEAP_USED_PERCENT/);
  });

  it('reminds stale listings after 60 days and switches them off 14 days later unless told otherwise', () => {
    expect(loadConfig({}).listingRenewal).toEqual({ staleAfterDays: 60, graceDays: 14 });
    expect(loadConfig({ LISTING_STALE_AFTER_DAYS: '90', LISTING_RENEWAL_GRACE_DAYS: '7' }).listingRenewal).toEqual({
      staleAfterDays: 90,
      graceDays: 7,
    });
    expect(() => loadConfig({ LISTING_STALE_AFTER_DAYS: '0' })).toThrow(/LISTING_STALE_AFTER_DAYS/);
    expect(() => loadConfig({ LISTING_RENEWAL_GRACE_DAYS: 'soon' })).toThrow(/LISTING_RENEWAL_GRACE_DAYS/);
    expect(() => loadConfig({ LISTING_RENEWAL_GRACE_DAYS: '1.5' })).toThrow(/LISTING_RENEWAL_GRACE_DAYS/);
  });
});
