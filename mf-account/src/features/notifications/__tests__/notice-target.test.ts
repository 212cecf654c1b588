import { noticeTarget, sitePath } from '../utils/notice-target';

describe('where a notice leads', () => {
  it('follows a path of this site only', () => {
    expect(sitePath('/map?polygon=1,2;3,4;5,6&zoom=12')).toBe('/map?polygon=1,2;3,4;5,6&zoom=12');
    expect(sitePath(' /user/saved-searches ')).toBe('/user/saved-searches');
    for (const link of [
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'https://evil.example/',
      'properties',
      '/\t/evil.example',
      '/a\nb',
      '',
      undefined,
      null,
    ]) {
      expect(sitePath(link)).toBeNull();
    }
  });

  it('leads where the API’s link says, if it is on this site, else nowhere', () => {
    expect(noticeTarget({ link: '/properties?city=Porto' })).toBe('/properties?city=Porto');
    expect(noticeTarget({ link: 'javascript:alert(1)' })).toBeNull();
    expect(noticeTarget({})).toBeNull();
  });
});
