import { fixtureRepoRoot, startTestApp, type TestApp } from '../../../test/test-app';
import { syncTranslations } from './translations';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const stored = async () =>
  (
    (await t.db.query<{ translations: Record<string, string> }>(
      "select translations from languages where code = 'en'",
    )) as [{ translations: Record<string, string> }]
  )[0].translations;

describe('syncTranslations on start', () => {
  it("keeps the admin's edits and adds keys a release brought", async () => {
    await t.db.query(
      `update languages set translations = (translations - 'listings.card.bedrooms')
         || '{"listings.home.title": "Find your place", "listings.admin.extra": "Added by the admin"}'::jsonb
       where code = 'en'`,
    );
    await syncTranslations(t.db, fixtureRepoRoot);
    const texts = await stored();
    expect(texts['listings.home.title']).toBe('Find your place');
    expect(texts['listings.admin.extra']).toBe('Added by the admin');
    expect(texts['listings.card.bedrooms']).toBe('{{count}} bedrooms');
  });
});
