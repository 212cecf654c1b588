import { seedAccounts } from '../../db/seed/accounts';
import { startTestApp, multipart, type TestApp } from '../../../test/test-app';
import { createTestUser, testPicture, type TestUser } from '../../../test/listing-fixtures';

/*
 * The console's Content screen: admins write articles, FAQs and the fixed pages per language,
 * place banners and slider entries; the site shows what they save at once; every change is in
 * the decision log; deleting asks for a fresh proof of identity; a moderator is refused.
 */
let t: TestApp;
let admin: string;
let moderator: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn(seedAccounts.admin.email, seedAccounts.admin.password);
  moderator = await createTestUser(t, { role: 'moderator' });
});
afterAll(() => t.close());

/** A public GET as a visitor reading in `language`. */
const read = (url: string, language = 'en', etag?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { 'content-language': language, ...(etag ? { 'if-none-match': etag } : {}) },
  });
const ageProof = (minutes: number) =>
  t.db.query(`update sessions set verified_at = now() - make_interval(mins => $1)`, [minutes]);
const loggedActions = async (action: string, subjectId: number | string) =>
  t.db.query<{ via: string; actor_id: number | null; before: unknown; after: unknown }>(
    `select via, actor_id, before, after from operator_actions where action = $1 and subject_id = $2 order by id`,
    [action, String(subjectId)],
  );
const count = async (table: string) =>
  (await t.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;

describe('articles', () => {
  it('are written as drafts, published, and shown on the site in the reader’s language', async () => {
    const created = await t.post(
      '/api/admin/articles/create',
      {
        texts: {
          en: { title: 'Buying your first flat', body: '<p>Start <b>early</b>.</p>' },
          ar: { title: 'شراء شقتك الأولى', body: '<p>ابدأ مبكرا</p>' },
        },
      },
      admin,
    );
    expect(created.status).toBe(200);
    const article = created.body.data;
    expect(article).toMatchObject({ published: false, slug_id: 'buying-your-first-flat' });
    expect(article.texts.ar.title).toBe('شراء شقتك الأولى');

    const bySlug = `/api/get_articles?slug_id=${article.slug_id}`;
    expect((await read(bySlug)).statusCode).toBe(404);

    const listed = await read('/api/get_articles?limit=100');
    const etag = String(listed.headers.etag);
    const published = await t.post('/api/admin/articles/publish', { id: article.id, published: '1' }, admin);
    expect(published.body.data.published).toBe(true);

    // The list's ETag changes: a cache revalidating its copy gets the new one, not a 304.
    const again = await read('/api/get_articles?limit=100', 'en', etag);
    expect(again.statusCode).toBe(200);
    expect(again.headers.etag).not.toBe(etag);
    expect(again.json().data.map((each: { id: number }) => each.id)).toContain(article.id);

    const arabic = (await read(bySlug, 'ar')).json().data[0];
    expect(arabic).toMatchObject({ title: 'Buying your first flat', translated_title: 'شراء شقتك الأولى' });
    expect(arabic.translated_description).toBe('<p>ابدأ مبكرا</p>');

    const log = await loggedActions('article.publish', article.id);
    expect(log).toEqual([
      { via: 'console', actor_id: expect.any(Number), before: { published: false }, after: { published: true } },
    ]);
  });

  it('keep no script, event handler or javascript: link in a body', async () => {
    const reply = await t.post(
      '/api/admin/articles/create',
      {
        texts: {
          en: {
            title: 'Safe',
            body: '<p onclick="steal()">Hi<script>alert(1)</script><img src="x.png" onerror="steal()"><a href="javascript:steal()">x</a><iframe src="https://evil.example"></iframe></p>',
          },
        },
      },
      admin,
    );
    expect(reply.status).toBe(200);
    const body: string = reply.body.data.texts.en.body;
    expect(body).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    expect(body).toContain('<p>Hi');

    const preview = await t.post(
      '/api/admin/content/preview',
      { html: '<b onmouseover="x()">bold</b><script>x()</script>' },
      admin,
    );
    expect(preview.body.data.html).toBe('<b>bold</b>');
  });

  it('refuse bad input with a 400 that names the field, saving nothing', async () => {
    const before = await count('articles');
    const logged = await count('operator_actions');
    for (const [body, words] of [
      [{ texts: { en: { title: '', body: '<p>x</p>' } } }, 'texts.en.title is required'],
      [{ texts: { xx: { title: 'A', body: 'b' } } }, 'no language xx'],
      [{ texts: 'not json' }, 'texts'],
      [{ texts: { en: { title: 'x'.repeat(201), body: 'b' } } }, 'title must be at most 200'],
      [{ texts: { en: { title: 'A', body: 'b' } }, category_id: 'abc' }, 'category_id'],
      [{ texts: { en: { title: 'A', body: 'b' } }, category_id: 999999 }, 'category_id'],
    ] as const) {
      const reply = await t.post('/api/admin/articles/create', body, admin);
      expect({ body, status: reply.status, message: reply.body.message }).toEqual({
        body,
        status: 400,
        message: expect.stringContaining(words),
      });
    }
    expect(await count('articles')).toBe(before);
    expect(await count('operator_actions')).toBe(logged);
  });

  it('are paged newest first by keyset and found by title', async () => {
    const first = await t.get('/api/admin/articles?limit=2', admin);
    expect(first.body.data).toHaveLength(2);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const second = await t.get(`/api/admin/articles?limit=2&cursor=${first.body.next_cursor}`, admin);
    const ids = [...first.body.data, ...second.body.data].map((each: { id: number }) => each.id);
    expect(new Set(ids).size).toBe(4);
    expect((await t.get('/api/admin/articles?cursor=nonsense', admin)).status).toBe(400);
    const found = await t.get('/api/admin/articles?search=FIRST%20FLAT', admin);
    expect(found.body.data.map((each: { slug_id: string }) => each.slug_id)).toEqual(['buying-your-first-flat']);
  });

  it('are paged without losing one written in the same millisecond as another', async () => {
    const ids: number[] = [];
    for (const n of [1, 2, 3]) {
      const texts = { en: { title: `Microsecond note ${n}`, body: '<p>x</p>' } };
      ids.push((await t.post('/api/admin/articles/create', { texts }, admin)).body.data.id);
    }
    // The database keeps microseconds; a JavaScript date would round them to the millisecond.
    await t.db.query(
      `update articles set created_at = '2020-01-01T00:00:00.1234Z'::timestamptz + make_interval(secs => id * 0.000001) where id = any($1)`,
      [ids],
    );
    const seen: number[] = [];
    let cursor = '';
    do {
      const page = await t.get(`/api/admin/articles?search=microsecond&limit=1&cursor=${cursor}`, admin);
      seen.push(...page.body.data.map((each: { id: number }) => each.id));
      cursor = page.body.next_cursor ?? '';
    } while (cursor && seen.length < 10);
    expect(seen).toEqual([...ids].reverse());
  });

  it('get a picture, and are deleted only with a fresh proof of identity', async () => {
    const { id } = (await t.post('/api/admin/articles/create', { texts: { en: { title: 'To go', body: 'x' } } }, admin))
      .body.data;
    const picture = await t.post(
      '/api/admin/articles/picture',
      multipart({
        id: String(id),
        image: { filename: 'a.png', content: await testPicture(800, 450), type: 'image/png' },
      }),
      admin,
    );
    expect(picture.status).toBe(200);
    expect(picture.body.data.image).toMatch(/articles\//);

    await ageProof(11);
    const stale = await t.post('/api/admin/articles/delete', { id }, admin);
    expect(stale.status).toBe(403);
    expect(stale.body.code).toBe('reauthenticationRequired');
    expect((await t.db.query('select id from articles where id = $1', [id])).length).toBe(1);

    await ageProof(0);
    expect((await t.post('/api/admin/articles/delete', { id }, admin)).status).toBe(200);
    expect((await t.db.query('select id from articles where id = $1', [id])).length).toBe(0);
    const [deleted] = await loggedActions('article.delete', id);
    expect(deleted!.before).toMatchObject({ texts: { en: { title: 'To go', body: '1 characters' } } });
  });
});

describe('FAQs', () => {
  it('are edited per language and the Arabic site shows the Arabic text at once', async () => {
    const created = await t.post(
      '/api/admin/faqs/create',
      { texts: { en: { question: 'Is it free?', answer: 'Yes.' } }, sequence: 1, active: '1' },
      admin,
    );
    expect(created.status).toBe(200);
    const { id } = created.body.data;
    const before = await read('/api/faqs?limit=100', 'ar');
    const updated = await t.post(
      '/api/admin/faqs/update',
      {
        id,
        texts: { en: { question: 'Is it free?', answer: 'Yes.' }, ar: { question: 'هل هو مجاني؟', answer: 'نعم.' } },
        sequence: 1,
        active: '1',
      },
      admin,
    );
    expect(updated.status).toBe(200);
    const after = await read('/api/faqs?limit=100', 'ar', String(before.headers.etag));
    expect(after.statusCode).toBe(200);
    expect(after.json().data.find((faq: { id: number }) => faq.id === id)).toMatchObject({
      question: 'Is it free?',
      translated_question: 'هل هو مجاني؟',
      translated_answer: 'نعم.',
    });
    const [log] = await loggedActions('faq.update', id);
    expect(log).toMatchObject({ via: 'console', after: { texts: { ar: { question: 'هل هو مجاني؟' } } } });

    await t.post('/api/admin/faqs/update', { id, texts: { en: { question: 'Q', answer: 'A' } }, active: '0' }, admin);
    expect((await read('/api/faqs?limit=100')).json().data.map((faq: { id: number }) => faq.id)).not.toContain(id);
    expect((await t.get('/api/admin/faqs?limit=100', admin)).body.data.map((faq: { id: number }) => faq.id)).toContain(
      id,
    );
  });

  it('are deleted with a fresh proof only', async () => {
    const { id } = (await t.post('/api/admin/faqs/create', { texts: { en: { question: 'Q?', answer: 'A.' } } }, admin))
      .body.data;
    await ageProof(11);
    expect((await t.post('/api/admin/faqs/delete', { id }, admin)).body.code).toBe('reauthenticationRequired');
    await ageProof(0);
    expect((await t.post('/api/admin/faqs/delete', { id }, admin)).status).toBe(200);
    expect(await loggedActions('faq.delete', id)).toHaveLength(1);
  });
});

describe('the about, privacy and terms pages', () => {
  it('are written per language, sanitised, and read by the site in the reader’s language', async () => {
    expect((await read('/api/privacy-policy')).json().data).toEqual({ data: '' });
    const saved = await t.post(
      '/api/admin/pages/update',
      {
        slug: 'privacy_policy',
        texts: { en: { body: '<h2>Privacy</h2><script>x()</script>' }, ar: { body: '<h2>الخصوصية</h2>' } },
      },
      admin,
    );
    expect(saved.status).toBe(200);
    expect((await read('/api/privacy-policy')).json().data.data).toBe('<h2>Privacy</h2>');
    expect((await read('/api/privacy-policy', 'ar')).json().data.data).toBe('<h2>الخصوصية</h2>');
    const pages = (await t.get('/api/admin/pages', admin)).body.data;
    expect(pages.map((page: { slug: string }) => page.slug)).toEqual([
      'about_us',
      'privacy_policy',
      'terms_conditions',
    ]);
    expect((await t.post('/api/admin/pages/update', { slug: 'cookies', texts: {} }, admin)).status).toBe(400);
    expect(await loggedActions('page.update', 'privacy_policy')).toHaveLength(1);
  });
});

describe('banners and the home slider', () => {
  it('adds and removes a banner through the banner service, logged', async () => {
    const added = await t.post(
      '/api/admin/banners/add',
      multipart({
        page: 'homepage',
        placement: 'below_slider',
        link: 'https://example.com/offer',
        image: { filename: 'b.png', content: await testPicture(640, 100), type: 'image/png' },
      }),
      admin,
    );
    expect(added.status).toBe(200);
    const { id } = added.body.data;
    expect((await t.get('/api/admin/banners', admin)).body.data.map((b: { id: number }) => b.id)).toContain(id);
    expect((await t.post('/api/admin/banners/remove', { id }, admin)).status).toBe(200);
    expect((await loggedActions('banner.add', id)).map((row) => row.via)).toEqual(['console']);
    expect(await loggedActions('banner.remove', id)).toHaveLength(1);
  });

  it('adds a public property to the slider, which homepage-data shows', async () => {
    const [property] = await t.db.query<{ id: number }>(
      `select id from properties where status = 1 and request_status = 'approved' order by id limit 1`,
    );
    const added = await t.post('/api/admin/slider/add', { property_id: property!.id }, admin);
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ type: 'property', listing_id: property!.id, showing: true });
    const home = (await read('/api/homepage-data')).json().data;
    expect(home.slider_section.map((slide: { id: number }) => slide.id)).toContain(added.body.data.id);
    expect((await t.post('/api/admin/slider/add', { property_id: 99999999 }, admin)).status).toBe(400);
    expect((await t.post('/api/admin/slider/remove', { id: added.body.data.id }, admin)).status).toBe(200);
  });
});

describe('a moderator', () => {
  it('is refused every content call', async () => {
    for (const url of [
      '/api/admin/articles',
      '/api/admin/faqs',
      '/api/admin/pages',
      '/api/admin/banners',
      '/api/admin/slider',
    ]) {
      expect((await t.get(url, moderator.token)).status).toBe(403);
    }
    const before = await count('faqs');
    const refused = await t.post(
      '/api/admin/faqs/create',
      { texts: { en: { question: 'Q', answer: 'A' } } },
      moderator.token,
    );
    expect(refused.status).toBe(403);
    expect(await count('faqs')).toBe(before);
  });
});
