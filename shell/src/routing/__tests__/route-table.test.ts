import { areaForPath, remoteForPath } from '../route-table';

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

describe('areas of a remote', () => {
  const areaOf = (pathname: string) => {
    const area = areaForPath(pathname);
    return area && `${area.remote}/${area.expose}`;
  };

  it("gives a visitor's reading of listings to mf-listings' browse area", () => {
    for (const path of [
      '/',
      '/properties',
      '/properties-details/sea-view-villa-12',
      '/projects',
      '/project-details/green-park',
      '/featured-properties',
      '/most-viewed-properties',
      '/most-favourite-properties',
      '/map',
      '/compare',
      '/virtual-tour/12',
      '/user/favorites-properties',
      '/user/feed',
      '/user/personalised-feed',
    ])
      expect([path, areaOf(path)]).toEqual([path, 'mf_listings/browse']);
  });

  it("gives a member's own listings to the studio area, the tour builder below a tour's viewer too", () => {
    for (const path of [
      '/user/my-properties',
      '/my-property/sea-view-villa-12',
      '/user/my-projects',
      '/user/properties',
      '/user/edit-property/sea-view-villa-12',
      '/user/add-project',
      '/user/edit-project/green-park',
      '/user/advertisement',
      '/virtual-tour/12/edit',
    ])
      expect([path, areaOf(path)]).toEqual([path, 'mf_listings/studio']);
    expect(areaOf('/virtual-tour/12/edit/more')).toBe('mf_listings/studio');
    expect(areaOf('/virtual-tour/edit')).toBe('mf_listings/browse');
  });

  it('gives the content pages to the content area', () => {
    for (const path of [
      '/agents',
      '/agents/jane',
      '/agent-details/jane',
      '/articles',
      '/article-details/buying-guide',
      '/faqs',
      '/cities',
      '/about-us',
      '/contact-us',
    ])
      expect([path, areaOf(path)]).toEqual([path, 'mf_listings/content']);
  });

  it("mounts a remote without areas through its './spa'", () => {
    expect(areaOf('/mortgage-calculator')).toBe('mf_tools/spa');
    expect(areaOf('/user/chat/12')).toBe('mf_chat/spa');
  });
});
