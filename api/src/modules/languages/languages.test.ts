import { seoWarningMessages } from '@domus/shared/contract';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { flattenTranslations } from '../../db/seed/translations';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('get_languages', () => {
  it('lists every language with id, code, name and direction', async () => {
    const { status, body } = await t.get('/api/get_languages');
    expect(status).toBe(200);
    expect(body).toEqual({
      error: false,
      message: expect.any(String),
      total: 2,
      data: [
        { id: 1, code: 'en', name: 'English', rtl: 0 },
        { id: 2, code: 'ar', name: 'العربية', rtl: 1 },
      ],
    });
  });

  it('gives one language with its web translations as a flat namespaced map', async () => {
    const { body } = await t.get('/api/get_languages?language_code=en&web_language_file=1');
    expect(body.data).toEqual({
      id: 1,
      code: 'en',
      name: 'English',
      rtl: 0,
      file_name: {
        'listings.home.title': 'Find a home',
        'listings.home.search.placeholder': 'City or address',
        'listings.card.bedrooms': '{{count}} bedrooms',
        // The contract's texts fixtures/repo/mf-listings/locales/contract-texts.json names.
        'listings.seo.metaTitleTooLong': seoWarningMessages.metaTitleTooLong,
        'listings.seo.metaDescriptionLength': seoWarningMessages.metaDescriptionLength,
        'listings.seo.tooManyKeywords': seoWarningMessages.tooManyKeywords,
        'shell.nav.home': 'Home',
      },
    });
  });

  it('marks Arabic right-to-left and carries its own texts', async () => {
    const { body } = await t.get('/api/get_languages?language_code=ar&web_language_file=1');
    expect(body.data.rtl).toBe(1);
    expect(body.data.file_name).toEqual({ 'listings.home.title': 'ابحث عن منزل' });
  });

  it('gives one language without texts when web_language_file is not asked', async () => {
    const { body } = await t.get('/api/get_languages?language_code=ar');
    expect(body.data).toEqual({ id: 2, code: 'ar', name: 'العربية', rtl: 1 });
  });

  it('answers 404 for an unknown language and 400 for a file without a code', async () => {
    const unknown = await t.get('/api/get_languages?language_code=xx&web_language_file=1');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      error: true,
      message: 'There is no language with code xx',
      code: 'notFound',
      key: 'notFound',
    });
    const noCode = await t.get('/api/get_languages?web_language_file=1');
    expect(noCode.status).toBe(400);
    expect(noCode.body.message).toBe('language_code is required with web_language_file');
  });
});

describe('flattenTranslations', () => {
  it('joins nested keys with dots under the namespace', () => {
    expect(
      flattenTranslations({ home: { title: 'Find a home', hero: { cta: 'Search' } }, count: 3 }, 'listings'),
    ).toEqual({
      'listings.home.title': 'Find a home',
      'listings.home.hero.cta': 'Search',
      'listings.count': '3',
    });
  });
});
