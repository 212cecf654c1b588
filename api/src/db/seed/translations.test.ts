import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seoWarningMessages, signInErrorMessages } from '@domus/shared/contract';
import { fixtureRepoRoot, startTestApp, type TestApp } from '../../../test/test-app';
import { readWebTranslations, syncTranslations } from './translations';

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

describe('readWebTranslations', () => {
  it("gives English the contract's texts a package declares, at their keys, and other languages none", () => {
    // fixtures/repo/mf-listings/locales/contract-texts.json: { "seo": "seoWarningMessages" }
    expect(readWebTranslations(fixtureRepoRoot, 'en')).toEqual({
      'listings.home.title': 'Find a home',
      'listings.home.search.placeholder': 'City or address',
      'listings.card.bedrooms': '{{count}} bedrooms',
      'listings.seo.metaTitleTooLong': seoWarningMessages.metaTitleTooLong,
      'listings.seo.metaDescriptionLength': seoWarningMessages.metaDescriptionLength,
      'listings.seo.tooManyKeywords': seoWarningMessages.tooManyKeywords,
      'shell.nav.home': 'Home',
    });
    expect(readWebTranslations(fixtureRepoRoot, 'ar')).toEqual({ 'listings.home.title': 'ابحث عن منزل' });
  });

  it('stops with the file that names a text the contract does not have', () => {
    const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'domus-translations-'));
    try {
      fs.mkdirSync(path.join(repo, 'mf-listings', 'locales'), { recursive: true });
      fs.writeFileSync(path.join(repo, 'mf-listings', 'locales', 'en.json'), '{}');
      const declaration = path.join(repo, 'mf-listings', 'locales', 'contract-texts.json');
      fs.writeFileSync(declaration, '{ "messages": "listingMesages" }');
      expect(() => readWebTranslations(repo, 'en')).toThrow(
        `Cannot take the contract's texts of ${declaration}: "listingMesages" is not one of the contract texts given`,
      );
    } finally {
      fs.rmSync(repo, { recursive: true, force: true });
    }
  });

  it("gives the admin an English text for every key the repository's Arabic translates", () => {
    const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..');
    const english = readWebTranslations(repoRoot, 'en');
    const arabic = readWebTranslations(repoRoot, 'ar');
    const pluralForm = /_(zero|one|two|few|many|other)$/;
    const withoutEnglish = Object.keys(arabic).filter(
      (key) => !(key in english) && !(pluralForm.test(key) && `${key.replace(pluralForm, '')}_other` in english),
    );
    expect(withoutEnglish).toEqual([]);
    // Contract texts among them, in the contract's words.
    expect(english['account.errors.signIn.wrong-password']).toBe(signInErrorMessages['wrong-password']);
    expect(arabic['account.errors.signIn.wrong-password']).toMatch(/[\u0600-\u06ff]/);
  });
});
