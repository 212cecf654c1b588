import { setApiBase } from '@domus/shared/api';
import { i18n, initI18n } from '@domus/shared/i18n';
import { domusStore, initialLanguage, languageAtom, visitorChoseLanguage } from '@domus/shared/store';

import { chooseLanguage, followDefaultLanguage } from '../language-switcher';

/** The API's reply with a language's texts (jsdom has no Response: the dispatcher reads these three). */
const languageFile = (code: string) => {
  const body = { error: false, message: 'ok', data: { code, name: code, rtl: code === 'ar' ? 1 : 0, file_name: {} } };
  return { ok: true, status: 200, text: () => Promise.resolve(JSON.stringify(body)) } as unknown as Response;
};

beforeAll(async () => {
  setApiBase('http://api.test/api');
  global.fetch = jest.fn(async (url: string) =>
    languageFile(new URL(url).searchParams.get('language_code') ?? 'en'),
  ) as unknown as typeof fetch;
  await initI18n('en');
});
beforeEach(() => domusStore.set(languageAtom, initialLanguage));

describe('the site’s default language', () => {
  it('is what a visitor who never chose reads, and they follow it when it changes', async () => {
    await followDefaultLanguage('ar');
    expect(domusStore.get(languageAtom)).toMatchObject({ selectedLanguage: 'ar', chosen: false });
    expect(i18n.language).toBe('ar');
    await followDefaultLanguage('en');
    expect(domusStore.get(languageAtom)).toMatchObject({ selectedLanguage: 'en', chosen: false });
  });

  it('never overrides a language the visitor chose, English included', async () => {
    await chooseLanguage('en');
    expect(followDefaultLanguage('ar')).toBeUndefined();
    expect(domusStore.get(languageAtom)).toMatchObject({ selectedLanguage: 'en', chosen: true });
  });

  it('counts a language kept before the choice was recorded as chosen, unless it is English', () => {
    expect(visitorChoseLanguage({ ...initialLanguage, selectedLanguage: 'ar' })).toBe(true);
    expect(visitorChoseLanguage({ ...initialLanguage, selectedLanguage: 'en' })).toBe(false);
  });
});
