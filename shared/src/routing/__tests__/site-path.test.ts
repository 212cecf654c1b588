import { safeSitePath } from '../site-path';

/** Every C0 control character and DEL: a browser drops some (tab, newline) and chokes on others. */
const controlCharacters = [...Array.from({ length: 0x20 }, (_, code) => code), 0x7f].map((code) =>
  String.fromCharCode(code),
);
const percentEncoded = (character: string) => `%${character.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`;

/** Where a browser would really go from this site, after its URL parser has had its way. */
const landsOn = (path: string) => new URL(path, 'https://domus.example/login').origin;

describe('safeSitePath', () => {
  it.each([
    '/',
    '/user/dashboard',
    '/properties?city=Porto&min_price=100000',
    '/map?polygon=1,2;3,4;5,6&zoom=12',
    '/properties-details/casa-%C3%A9vora-12',
    '/properties?search=a%2Fb',
    '/user/chat?user=3&property=0#latest',
  ])('follows the path of this site %p as it is', (path) => {
    expect(safeSitePath(path)).toBe(path);
  });

  it('trims the spaces around a path', () => {
    expect(safeSitePath(' /user/saved-searches ')).toBe('/user/saved-searches');
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'https://evil.example/',
    'HTTPS://evil.example/',
    'data:text/html,hi',
    'properties',
    '',
    '   ',
    undefined,
    null,
  ])('refuses %p', (candidate) => {
    expect(safeSitePath(candidate)).toBeNull();
  });

  it.each([
    ['//', '/%2F/evil.example'],
    ['//', '/%2f/evil.example'],
    ['/\\', '/%5C/evil.example'],
    ['a scheme', '/%2F%2Fevil.example'],
  ])('refuses %s written with percent escapes (%p)', (_, candidate) => {
    expect(safeSitePath(candidate)).toBeNull();
  });

  it('refuses a path with a malformed percent escape rather than guess what it means', () => {
    expect(safeSitePath('/properties?search=100%')).toBeNull();
  });

  describe('every control character, raw or percent-encoded, wherever it stands', () => {
    const places = (character: string) => [
      `/${character}/evil.example`,
      `/${character}${character}evil.example`,
      `/user/${character}dashboard`,
      `/properties?city=${character}`,
      `/${character}`,
    ];
    it.each(controlCharacters.map((character) => [percentEncoded(character), character]))(
      'refuses %s',
      (escape, character) => {
        for (const path of [...places(character), ...places(escape)]) {
          expect(safeSitePath(path)).toBeNull();
        }
      },
    );
  });

  it('never lets a browser leave the site with what it accepts (tabs, newlines and slashes mixed in)', () => {
    // Every path of up to four pieces from the characters that turn a path into another site's address.
    const pieces = ['/', '\\', '\t', '\n', '\r', '%09', '%0A', '%2F', '%5C', 'evil.example', ':', ' ', 'https:'];
    let checked = 0;
    const walk = (path: string, depth: number) => {
      const accepted = safeSitePath(path);
      if (accepted !== null) {
        expect(landsOn(accepted)).toBe('https://domus.example');
        expect(landsOn(decodeURIComponent(accepted))).toBe('https://domus.example');
      }
      checked += 1;
      if (depth < 4) for (const piece of pieces) walk(path + piece, depth + 1);
    };
    walk('', 0);
    walk('/', 1);
    expect(checked).toBeGreaterThan(30_000);
  });
});
