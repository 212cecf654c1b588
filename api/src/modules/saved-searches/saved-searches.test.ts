import { savedSearchLimits, savedSearchMessages } from '@domus/shared/contract';
import { Outbox } from '../../adapters/messaging/outbox';
import { seedAccounts } from '../../db/seed/accounts';
import { recordPushes } from '../../../test/chat-fixtures';
import { createTestUser, type TestUser } from '../../../test/listing-fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { sendDueAlertEmails } from './emails';
import { unsubscribeTokenFor } from './unsubscribe-token';

let t: TestApp;
let admin: string;
let watcher: TestUser;
let stranger: TestUser;
let lister: TestUser;
/** Seeded listings handed to the lister and put back in review, so an approval makes them visible. */
let pending: { id: number; city: string }[] = [];

const outbox = () => new Outbox(t.config.mailCatcher!.outboxDir);
const mailsTo = async (user: TestUser) => outbox().list({ to: user.email });
const save = (user: TestUser, body: object) => t.post('/api/save-search', body, user.token);
const approve = (id: number) => t.post('/api/admin/properties/approve', { id }, admin);
const searchRow = async (id: number) =>
  (
    await t.db.query<{ name: string; frequency: string; paused_at: Date | null }>(
      'select name, frequency, paused_at from saved_searches where id = $1',
      [id],
    )
  )[0];
const matchesOf = async (searchId: number) =>
  await t.db.query<{ property_id: number; emailed_at: Date | null }>(
    'select property_id, emailed_at from saved_search_matches where saved_search_id = $1 order by property_id',
    [searchId],
  );

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn(seedAccounts.admin.email, seedAccounts.admin.password);
  watcher = await createTestUser(t);
  stranger = await createTestUser(t);
  lister = await createTestUser(t, { packageName: 'Agency' });
  pending = await t.db.query<{ id: number; city: string }>(
    `update properties set user_id = $1, request_status = 'pending'
      where id in (select id from properties where status = 1 and request_status = 'approved'
                    and city = (select city from properties where status = 1 group by city order by count(*) desc limit 1)
                    order by id limit 6)
      returning id, city`,
    [lister.id],
  );
  pending.sort((a, b) => a.id - b.id);
});
afterAll(() => t.close());

describe('saving, listing and changing saved searches', () => {
  let searchId = 0;

  it('saves a search with a trimmed name and its filters, and lists it for its owner only', async () => {
    const reply = await save(watcher, {
      name: '  Flats to rent  ',
      frequency: 'weekly',
      filters: { city: 'Lisbon', property_type: '1', min_price: 500, current_user: 3, offset: 20 },
    });
    expect(reply.status).toBe(200);
    searchId = reply.body.data.id;
    expect(reply.body.data).toMatchObject({
      name: 'Flats to rent',
      frequency: 'weekly',
      paused: 0,
      filters: { city: 'Lisbon', property_type: 'rent', min_price: '500' },
      results_path: '/properties?city=Lisbon&min_price=500&property_type=rent',
      total_matches: 0,
    });
    expect(reply.body.data.filters).not.toHaveProperty('offset');
    const mine = await t.get('/api/get-saved-searches', watcher.token);
    expect(mine.body.data.map((search: { id: number }) => search.id)).toEqual([searchId]);
    expect((await t.get('/api/get-saved-searches', stranger.token)).body).toMatchObject({ data: [], total: 0 });
  });

  it('keeps a category slug as sent, with its id beside it for the results link', async () => {
    const [house] = await t.db.query<{ id: number }>(`select id from categories where slug_id = 'house'`);
    const reply = await save(watcher, { name: 'Houses', filters: { category_slug_id: 'house' } });
    expect(reply.body.data.filters).toEqual({ category_id: String(house!.id), category_slug_id: 'house' });
    expect(reply.body.data.results_path).toBe(`/properties?category_id=${house!.id}&category_slug_id=house`);
    await t.post('/api/delete-saved-search', { saved_search_id: reply.body.data.id }, watcher.token);
  });

  it('keeps a drawn area and links to the map for it', async () => {
    const reply = await save(watcher, {
      name: 'Drawn',
      frequency: 'instant',
      filters: JSON.stringify({ polygon: '38.7,-9.2;38.8,-9.2;38.8,-9.1', property_type: 'sell' }),
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data.results_path).toMatch(
      /^\/map\?property_type=sell&polygon=38\.7%2C-9\.2%3B.*&lat=38\.75000&lng=-9\.15000&zoom=\d+$/,
    );
    await t.post('/api/delete-saved-search', { saved_search_id: reply.body.data.id }, watcher.token);
  });

  it.each([
    [{ frequency: 'daily', filters: { city: 'x' } }, 'name', savedSearchMessages.nameRequired],
    [{ name: '   ', filters: { city: 'x' } }, 'name', savedSearchMessages.nameRequired],
    [{ name: 'x'.repeat(101), filters: { city: 'x' } }, 'name', savedSearchMessages.nameTooLong],
    [{ name: 'x', frequency: 'hourly', filters: { city: 'x' } }, 'frequency', savedSearchMessages.frequencyInvalid],
    [{ name: 'x', filters: {} }, 'filters', savedSearchMessages.noFilter],
    [{ name: 'x', filters: { offset: 3 } }, 'filters', savedSearchMessages.noFilter],
    [{ name: 'x', filters: { id: 4 } }, 'filters.id', 'id cannot be saved'],
    [{ name: 'x', filters: { min_price: 9, max_price: 1 } }, 'filters.min_price', 'min_price must not be more'],
    [{ name: 'x', filters: { polygon: '1,2;3,4' } }, 'filters.polygon', 'polygon must be 3 to 100 points'],
    [{ name: 'x', filters: { min_lat: 1 } }, 'filters.min_lat', 'must be given together'],
    [{ name: 'x', filters: { property_type: 'castle' } }, 'filters.property_type', 'property_type must be one of'],
    [{ name: 'x', filters: { search: '!!!' } }, undefined, 'search must contain a word'],
    [{ name: 'x', filters: { category_slug_id: 'no-such' } }, undefined, 'category_slug_id'],
  ])('refuses %j with a 400 naming the field, storing nothing', async (body, field, message) => {
    const before = await t.db.query('select id from saved_searches');
    const reply = await save(watcher, body);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain(message);
    if (field) expect(reply.body.message).toContain(field);
    expect(await t.db.query('select id from saved_searches')).toEqual(before);
  });

  it('renames, changes the frequency, pauses and resumes its owner’s search', async () => {
    const renamed = await t.post(
      '/api/update-saved-search',
      { saved_search_id: searchId, name: ' Lisbon flats ', frequency: 'daily', paused: '1' },
      watcher.token,
    );
    expect(renamed.body.data).toMatchObject({ name: 'Lisbon flats', frequency: 'daily', paused: 1 });
    const resumed = await t.post('/api/update-saved-search', { saved_search_id: searchId, paused: 0 }, watcher.token);
    expect(resumed.body.data.paused).toBe(0);
    const nothing = await t.post('/api/update-saved-search', { saved_search_id: searchId }, watcher.token);
    expect(nothing.status).toBe(400);
  });

  it('answers another member 404 on every change and leaves the search as it was', async () => {
    const before = await searchRow(searchId);
    for (const [url, body] of [
      ['/api/update-saved-search', { saved_search_id: searchId, name: 'Mine now' }],
      ['/api/update-saved-search', { saved_search_id: searchId, paused: 1 }],
      ['/api/delete-saved-search', { saved_search_id: searchId }],
    ] as const) {
      const reply = await t.post(url, body, stranger.token);
      expect(reply.status).toBe(404);
      expect(reply.body.message).toBe(savedSearchMessages.notFound);
    }
    expect(await searchRow(searchId)).toEqual(before);
    expect((await t.post('/api/save-search', { name: 'x', filters: { city: 'x' } })).status).toBe(401);
  });

  it('keeps at most 50 searches per member, with a clear message', async () => {
    const member = await createTestUser(t);
    await t.db.query(
      `insert into saved_searches (user_id, name, frequency, filters, city_key)
       select $1, 'search ' || n, 'daily', '{"city":"x"}', 'x' from generate_series(1, $2::int) n`,
      [member.id, savedSearchLimits.perMember],
    );
    const reply = await save(member, { name: 'one more', filters: { city: 'x' } });
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe(savedSearchMessages.capReached);
    await t.post(
      '/api/delete-saved-search',
      { saved_search_id: (await t.get('/api/get-saved-searches', member.token)).body.data[0].id },
      member.token,
    );
    expect((await save(member, { name: 'one more', filters: { city: 'x' } })).status).toBe(200);
  });

  it('deletes its owner’s search', async () => {
    const extra = (await save(watcher, { name: 'gone', filters: { city: 'x' } })).body.data.id;
    expect((await t.post('/api/delete-saved-search', { saved_search_id: extra }, watcher.token)).status).toBe(200);
    expect(await searchRow(extra)).toBeUndefined();
  });
});

describe('alerts', () => {
  let instant = 0;
  let daily = 0;
  let paused = 0;
  let own = 0;

  beforeAll(async () => {
    const city = pending[0]!.city;
    instant = (await save(watcher, { name: 'Instant homes', frequency: 'instant', filters: { city } })).body.data.id;
    daily = (await save(stranger, { name: 'Daily homes', frequency: 'daily', filters: { city: city.toUpperCase() } }))
      .body.data.id;
    paused = (await save(stranger, { name: 'Paused homes', frequency: 'instant', filters: { city } })).body.data.id;
    await t.post('/api/update-saved-search', { saved_search_id: paused, paused: 1 }, stranger.token);
    own = (await save(lister, { name: 'My own', frequency: 'instant', filters: { city } })).body.data.id;
  });

  it('matches a listing when the admin approves it: one notice per search, delivered live, one instant e-mail', async () => {
    const pushes = recordPushes(t);
    expect((await approve(pending[0]!.id)).status).toBe(200);
    expect(await matchesOf(instant)).toEqual([{ property_id: pending[0]!.id, emailed_at: expect.any(Date) }]);
    expect(await matchesOf(daily)).toEqual([{ property_id: pending[0]!.id, emailed_at: null }]);
    const notices = await t.db.query<{ title: string; link: string; user_id: number }>(
      `select user_id, title, link from notifications where type = 'saved_search_match' order by id`,
    );
    expect(notices).toEqual([
      {
        user_id: watcher.id,
        title: '1 new home matches “Instant homes”',
        link: expect.stringMatching(/^\/properties\?city=/),
      },
      {
        user_id: stranger.id,
        title: '1 new home matches “Daily homes”',
        link: expect.stringMatching(/^\/properties\?city=/),
      },
    ]);
    const alerts = pushes.filter(
      (push) => push.event === 'notification' && JSON.stringify(push.payload).includes('saved_search_match'),
    );
    expect(alerts.map((push) => push.to).sort()).toEqual([watcher.id, stranger.id].sort());
    const mails = await mailsTo(watcher);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('1 new home matches “Instant homes”');
    expect(mails[0]!.text).toContain(`${t.config.publicUrl}/properties-details/`);
    expect(mails[0]!.headers).toMatchObject({
      'List-Unsubscribe': expect.stringMatching(
        /^<http.*\/api\/saved-search-unsubscribe\?token=\d+\.\d{10}\.[\w-]{43}>$/,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(await mailsTo(stranger)).toHaveLength(0);
  });

  it('never matches a member’s own listing, nor a paused search', async () => {
    expect(await matchesOf(own)).toEqual([]);
    expect(await matchesOf(paused)).toEqual([]);
  });

  it('matches when the owner switches a listing back on, counting the unread matches in one notice', async () => {
    // Approved while its owner had it switched off: not visible yet, so not matched.
    await t.db.query(`update properties set request_status = 'approved', status = 0 where id = $1`, [pending[1]!.id]);
    expect((await matchesOf(instant)).map((m) => m.property_id)).toEqual([pending[0]!.id]);
    const on = await t.post('/api/change-property-status', { property_id: pending[1]!.id, status: 1 }, lister.token);
    expect(on.status).toBe(200);
    expect((await matchesOf(instant)).map((m) => m.property_id)).toEqual([pending[0]!.id, pending[1]!.id]);
    const [notice] = await t.db.query<{ title: string }>(
      `select title from notifications where user_id = $1 and type = 'saved_search_match'`,
      [watcher.id],
    );
    expect(notice!.title).toBe('2 new homes match “Instant homes”');
  });

  it('sends each instant match by e-mail once', async () => {
    expect(await sendDueAlertEmails(t.app.deps)).toBe(0);
    expect(await mailsTo(watcher)).toHaveLength(2);
  });

  it('sends a daily digest once when it is due, even with two sweeps at the same time', async () => {
    expect(await sendDueAlertEmails(t.app.deps)).toBe(0);
    await t.db.query(`update saved_searches set created_at = now() - interval '25 hours' where id = $1`, [daily]);
    const [a, b] = await Promise.all([sendDueAlertEmails(t.app.deps), sendDueAlertEmails(t.app.deps)]);
    expect(a + b).toBe(1);
    const mails = await mailsTo(stranger);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('2 new homes match “Daily homes”');
    expect((await matchesOf(daily)).every((match) => match.emailed_at !== null)).toBe(true);
    // Its next digest waits a day from this one.
    await approve(pending[2]!.id);
    expect(await sendDueAlertEmails(t.app.deps)).toBe(0);
  });

  it('a listing approved while the matching fails stays approved and is matched by the next sweep', async () => {
    const realQuery = t.db.query.bind(t.db);
    await t.db.query('alter table saved_search_matches rename to saved_search_matches_away');
    try {
      expect((await approve(pending[3]!.id)).status).toBe(200);
    } finally {
      await t.db.query('alter table saved_search_matches_away rename to saved_search_matches');
    }
    const [listing] = await realQuery<{ request_status: string }>(
      'select request_status from properties where id = $1',
      [pending[3]!.id],
    );
    expect(listing!.request_status).toBe('approved');
    expect(await realQuery('select property_id from saved_search_pending')).toEqual([{ property_id: pending[3]!.id }]);
    const { sweepSavedSearches } = await import('./sweep');
    await sweepSavedSearches(t.app.deps);
    expect((await matchesOf(instant)).map((m) => m.property_id)).toContain(pending[3]!.id);
    expect(await realQuery('select property_id from saved_search_pending')).toEqual([]);
  });
});

describe('unsubscribing from an e-mail', () => {
  let searchId = 0;
  let otherId = 0;
  let token = '';

  beforeAll(async () => {
    searchId = (await save(watcher, { name: 'Unsubscribe me', frequency: 'instant', filters: { city: 'Nowhere' } }))
      .body.data.id;
    otherId = (await save(watcher, { name: 'Keep me', frequency: 'instant', filters: { city: 'Nowhere' } })).body.data
      .id;
    token = await unsubscribeTokenFor(t.app.deps.accounts.secrets, searchId);
  });

  it('refuses a forged, altered or another search’s token with a 400 and changes nothing', async () => {
    const otherToken = await unsubscribeTokenFor(t.app.deps.accounts.secrets, otherId);
    const [, expires, mac] = token.split('.');
    const flipped = `${mac!.slice(0, 10)}${mac![10] === 'A' ? 'B' : 'A'}${mac!.slice(11)}`;
    for (const bad of [
      `${searchId}.${expires}.${'A'.repeat(43)}`,
      `${searchId}.${expires}.${flipped}`,
      `${searchId}.${otherToken.split('.').slice(1).join('.')}`,
      `${searchId}.${Number(expires) + 86_400}.${mac}`,
      `${otherId}x.${expires}.${mac}`,
      // The format of the links e-mailed before they expired: no date, never accepted again.
      `${searchId}.${mac}`,
      '',
      'nonsense',
    ]) {
      const reply = await t.post(`/api/saved-search-unsubscribe?token=${encodeURIComponent(bad)}`, {});
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe(savedSearchMessages.tokenInvalid);
      const page = await t.app.inject({
        method: 'POST',
        url: `/api/saved-search-unsubscribe/confirm?token=${encodeURIComponent(bad)}`,
      });
      expect(page.statusCode).toBe(400);
    }
    expect((await searchRow(searchId))!.paused_at).toBeNull();
    expect((await searchRow(otherId))!.paused_at).toBeNull();
  });

  it(`refuses a link older than ${savedSearchLimits.unsubscribeLinkDays} days with a 400 that says it expired`, async () => {
    const days = savedSearchLimits.unsubscribeLinkDays;
    const sentAt = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000);
    const expired = await unsubscribeTokenFor(t.app.deps.accounts.secrets, searchId, sentAt(days + 1));
    const reply = await t.post(`/api/saved-search-unsubscribe?token=${encodeURIComponent(expired)}`, {});
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(savedSearchMessages.tokenExpired);
    expect((await searchRow(searchId))!.paused_at).toBeNull();
    const stillValid = await unsubscribeTokenFor(t.app.deps.accounts.secrets, searchId, sentAt(days - 1));
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/saved-search-unsubscribe?token=${encodeURIComponent(stillValid)}`,
    });
    expect(page.statusCode).toBe(200);
  });

  it('GET shows a page that asks and pauses nothing (link scanners follow GETs)', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/saved-search-unsubscribe?token=${encodeURIComponent(token)}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Unsubscribe me');
    expect(page.body).toContain('method="post"');
    expect((await searchRow(searchId))!.paused_at).toBeNull();
  });

  it('a one-click POST with a valid token pauses that search only, and again is harmless', async () => {
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/saved-search-unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(JSON.parse(oneClick.body).data).toEqual({ id: searchId, name: 'Unsubscribe me', paused: 1 });
    const pausedAt = (await searchRow(searchId))!.paused_at;
    expect(pausedAt).toBeInstanceOf(Date);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/saved-search-unsubscribe/confirm?token=${encodeURIComponent(token)}`,
    });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('Unsubscribed');
    expect((await searchRow(searchId))!.paused_at).toEqual(pausedAt);
    expect((await searchRow(otherId))!.paused_at).toBeNull();
  });
});
