import { setApiBase } from '../../api/config';
import { contentLanguage } from '../../api/dispatcher';
import { i18n, initI18n, loadLanguage, refreshLanguage } from '../i18n';

/** The API's reply with a language's texts (jsdom has no Response: the dispatcher reads these three). */
const languageFile = (code: string, rtl: number, title: string) => {
  const body = { error: false, message: 'ok', data: { code, name: code, rtl, file_name: { 'shell.title': title } } };
  return { ok: true, status: 200, text: () => Promise.resolve(JSON.stringify(body)) } as unknown as Response;
};

/** Answers each language's texts when the test says so, in any order. */
function slowLanguages() {
  const waiting = new Map<string, (response: Response) => void>();
  global.fetch = jest.fn(
    (url: string) =>
      new Promise<Response>((resolve) => waiting.set(new URL(url).searchParams.get('language_code')!, resolve)),
  ) as unknown as typeof fetch;
  return (code: string, rtl: number, title: string) => waiting.get(code)!(languageFile(code, rtl, title));
}

describe('loading a language', () => {
  beforeAll(async () => {
    setApiBase('http://api.test/api');
    await initI18n('en');
    expect(contentLanguage()).toBe('en');
  });

  it('keeps the later choice when an earlier language answers last', async () => {
    const answer = slowLanguages();
    const english = loadLanguage('en');
    const arabic = loadLanguage('ar');
    answer('ar', 1, 'دوموس');
    await expect(arabic).resolves.toEqual({ rtl: true, chosen: true });
    answer('en', 0, 'Domus');
    await expect(english).resolves.toEqual({ rtl: false, chosen: false });
    expect(i18n.language).toBe('ar');
    expect(contentLanguage()).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(i18n.getResource('en', 'shell', 'title')).toBe('Domus');
  });

  it('refreshes texts without choosing their language', async () => {
    const answer = slowLanguages();
    const refreshed = refreshLanguage('en');
    answer('en', 0, 'Domus homes');
    await refreshed;
    expect(i18n.language).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(i18n.getResource('en', 'shell', 'title')).toBe('Domus homes');
  });
});
