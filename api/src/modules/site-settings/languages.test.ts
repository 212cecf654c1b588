import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedAccounts } from '../../db/seed/accounts';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createTestUser, type TestUser } from '../../../test/listing-fixtures';
import { runAdminCommand } from '../../admin/cli';

/*
 * The site's languages in the console's Settings: an admin adds one with its texts, the site
 * offers it at once (get_languages, its texts, the content screens' languages), renames it,
 * gives it more texts, removes it with a fresh proof; English and the default language stay.
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

const ageProof = (minutes: number) =>
  t.db.query(`update sessions set verified_at = now() - make_interval(mins => $1)`, [minutes]);
const loggedActions = (action: string, code: string) =>
  t.db.query<{ before: unknown; after: unknown }>(
    `select before, after from operator_actions where action = $1 and subject_id = $2 order by id`,
    [action, code],
  );
const storedLanguages = async () => JSON.stringify(await t.db.query('select * from languages order by id'));
const textsOf = async (code: string) =>
  (await t.get(`/api/get_languages?language_code=${code}&web_language_file=1`)).body.data.file_name;

describe('the site’s languages', () => {
  it('refuse visitors, members and moderators', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/languages'],
      ['POST', '/api/admin/languages/add'],
      ['POST', '/api/admin/languages/update'],
      ['POST', '/api/admin/languages/delete'],
    ] as const) {
      expect((await t.send(method, url, { code: 'fr', name: 'Français' })).status).toBe(401);
      expect((await t.send(method, url, { code: 'fr', name: 'Français' }, moderator.token)).status).toBe(403);
    }
  });

  it('list each with how many texts it has and which is the default', async () => {
    const { body } = await t.get('/api/admin/languages', admin);
    const english = Object.keys(await textsOf('en')).length;
    expect(english).toBeGreaterThan(0);
    expect(body.data).toEqual([
      { id: 1, code: 'en', name: 'English', rtl: false, texts: english, default: true },
      { id: 2, code: 'ar', name: 'العربية', rtl: true, texts: expect.any(Number), default: false },
    ]);
  });

  it('take a new language with its texts; the site offers it at once', async () => {
    const before = await t.get('/api/get_languages');
    const added = await t.post(
      '/api/admin/languages/add',
      { code: 'FR', name: ' Français ', rtl: false, translations: { 'listings.home.title': 'Trouver un logement' } },
      admin,
    );
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ code: 'fr', name: 'Français', rtl: false, texts: 1, default: false });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/get_languages',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    // The site's copy is asked again before each use: a new language changes it at once.
    expect(after.statusCode).toBe(200);
    expect(after.json().data.map((language: { code: string }) => language.code)).toEqual(['en', 'ar', 'fr']);
    expect(await textsOf('fr')).toEqual({ 'listings.home.title': 'Trouver un logement' });
    // The content screens write the new language too.
    const faq = await t.get('/api/admin/faqs?limit=1', admin);
    expect(Object.keys(faq.body.data[0].texts)).toContain('fr');
    expect(await loggedActions('language.add', 'fr')).toEqual([
      { before: null, after: { name: 'Français', rtl: false, texts: 1 } },
    ]);
  });

  it('refuse a code taken, a bad code, a key the site lacks and a text too long, changing nothing', async () => {
    const stored = await storedLanguages();
    for (const [body, message] of [
      [{ code: 'ar', name: 'Arabic' }, /already a language with code ar/],
      [{ code: 'french', name: 'Français' }, /code must be a language code/],
      [{ code: 'de', name: '' }, /name is required/],
      [
        { code: 'de', name: 'Deutsch', translations: { 'listings.nowhere': 'x' } },
        /the site has no text listings\.nowhere/,
      ],
      [{ code: 'de', name: 'Deutsch', translations: { 'listings.home.title': 'x'.repeat(2001) } }, /at most 2000/],
      [{ code: 'de', name: 'Deutsch', translations: ['Hallo'] }, /translations must be an object of texts/],
    ] as const) {
      const reply = await t.post('/api/admin/languages/add', body, admin);
      expect({ body, status: reply.status }).toEqual({ body, status: reply.status === 409 ? 409 : 400 });
      expect(reply.body.message).toMatch(message);
    }
    expect(await storedLanguages()).toBe(stored);
  });

  it('rename a language, turn its direction and take more texts: those sent replace the same keys', async () => {
    const saved = await t.post(
      '/api/admin/languages/update',
      { code: 'fr', name: 'French', translations: '{"listings.card.bedrooms":"{{count}} chambres"}' },
      admin,
    );
    expect(saved.body.data).toMatchObject({ name: 'French', rtl: false, texts: 2 });
    expect(await textsOf('fr')).toEqual({
      'listings.home.title': 'Trouver un logement',
      'listings.card.bedrooms': '{{count}} chambres',
    });
    await t.post(
      '/api/admin/languages/update',
      { code: 'fr', translations: { 'listings.home.title': 'Chercher' } },
      admin,
    );
    expect((await textsOf('fr'))['listings.home.title']).toBe('Chercher');
    expect((await t.post('/api/admin/languages/update', { code: 'xx', name: 'X' }, admin)).status).toBe(404);
    expect((await loggedActions('language.update', 'fr')).at(-1)).toEqual({
      before: { name: 'French', rtl: false, texts: 2 },
      after: { name: 'French', rtl: false, texts: 2, texts_sent: 1 },
    });
  });

  it('remove a language with a fresh proof only; never English nor the default language', async () => {
    await ageProof(11);
    expect((await t.post('/api/admin/languages/delete', { code: 'fr' }, admin)).body.code).toBe(
      'reauthenticationRequired',
    );
    await ageProof(0);
    const english = await t.post('/api/admin/languages/delete', { code: 'en' }, admin);
    expect([english.status, english.body.message]).toEqual([400, expect.stringMatching(/English stays/)]);
    await t.post('/api/admin/settings/update', { default_language: 'ar' }, admin);
    const arabic = await t.post('/api/admin/languages/delete', { code: 'ar' }, admin);
    expect([arabic.status, arabic.body.message]).toEqual([400, expect.stringMatching(/default language/)]);
    await t.post('/api/admin/settings/update', { default_language: 'en' }, admin);

    expect((await t.post('/api/admin/languages/delete', { code: 'fr' }, admin)).status).toBe(200);
    expect((await t.get('/api/get_languages')).body.data).toHaveLength(2);
    expect(await loggedActions('language.delete', 'fr')).toEqual([
      { before: { name: 'French', rtl: false, texts: 2 }, after: null },
    ]);
  });

  it('are kept by pnpm admin languages:* as well', async () => {
    const printed: string[] = [];
    const run = (...args: string[]) => runAdminCommand(args, t.app.deps, (line) => printed.push(line));
    await run('languages:add', 'pt-br', '--name', 'Português');
    await run('languages:set-texts', 'pt-br', '--file', await textsFile({ 'listings.home.title': 'Encontrar casa' }));
    await run('languages:list');
    expect(printed.join('\n')).toMatch(/pt-br\s+Português\s+ltr\s+1 of \d+ texts/);
    await run('languages:remove', 'pt-br');
    expect((await t.get('/api/get_languages')).body.data).toHaveLength(2);
    await expect(run('languages:set-texts', 'ar', '--file', '/nowhere.json')).rejects.toThrow(/Cannot read/);
  });
});

async function textsFile(texts: Record<string, string>) {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'texts-')), 'pt-br.json');
  await writeFile(file, JSON.stringify(texts));
  return file;
}
