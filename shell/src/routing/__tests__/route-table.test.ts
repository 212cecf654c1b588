import { remoteForPath } from '../route-table';

describe('route table', () => {
  it('gives the home page and browsing screens to mf-listings', () => {
    expect(remoteForPath('/')).toBe('mf_listings');
    expect(remoteForPath('/properties')).toBe('mf_listings');
    expect(remoteForPath('/properties-details/sea-view-villa-12')).toBe('mf_listings');
    expect(remoteForPath('/project-details/green-park')).toBe('mf_listings');
    expect(remoteForPath('/compare')).toBe('mf_listings');
  });

  it('maps every named route of the spec to its remote', () => {
    expect(remoteForPath('/subscription-plan')).toBe('mf_payments');
    expect(remoteForPath('/user/profile')).toBe('mf_account');
    expect(remoteForPath('/user/properties')).toBe('mf_listings');
    expect(remoteForPath('/user/add-project')).toBe('mf_listings');
    expect(remoteForPath('/user/advertisement')).toBe('mf_listings');
    expect(remoteForPath('/my-property/some-slug')).toBe('mf_listings');
    expect(remoteForPath('/user/chat')).toBe('mf_chat');
    expect(remoteForPath('/mortgage-calculator')).toBe('mf_tools');
  });

  it('matches whole path segments only', () => {
    expect(remoteForPath('/propertiesfoo')).toBeUndefined();
    expect(remoteForPath('/user')).toBeUndefined();
    expect(remoteForPath('/nowhere')).toBeUndefined();
  });
});
