import { noticeTarget } from '../lib/notice-target';

describe('where a notice leads', () => {
  it('leads where the API’s link says, if it is on this site, else nowhere', () => {
    expect(noticeTarget({ link: '/properties?city=Porto' })).toBe('/properties?city=Porto');
    expect(noticeTarget({ link: ' /user/saved-searches ' })).toBe('/user/saved-searches');
    for (const link of ['//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/\t/evil.example', '/%09/x']) {
      expect(noticeTarget({ link })).toBeNull();
    }
    expect(noticeTarget({})).toBeNull();
  });
});
