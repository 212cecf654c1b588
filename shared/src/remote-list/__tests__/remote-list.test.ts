import { areaForPath, checkRemoteList, listedRemotes, remoteAreas, routeMatcher } from '../remote-list.mjs';

const remoteForPath = (pathname: string) => areaForPath(pathname)?.remote;

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
    expect(remoteForPath('/admin')).toBe('mf_admin');
    expect(remoteForPath('/admin/users')).toBe('mf_admin');
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
      '/privacy-policy',
      '/terms-and-conditions',
      '/contact-us',
    ])
      expect([path, areaOf(path)]).toEqual([path, 'mf_listings/content']);
  });

  it("mounts a remote without areas through its './spa'", () => {
    expect(areaOf('/mortgage-calculator')).toBe('mf_tools/spa');
    expect(areaOf('/user/chat/12')).toBe('mf_chat/spa');
  });
});

describe('the route matcher', () => {
  const areas = [
    { name: 'home', routes: ['/'] },
    { name: 'tours', routes: ['/tour', '/user/tours'] },
    { name: 'builder', routes: ['/tour/*/edit'] },
    { name: 'first', routes: ['/same'] },
    { name: 'second', routes: ['/same'] },
  ];
  const nameOf = (pathname: string) => routeMatcher(areas)(pathname)?.name;

  it('matches `/` on the home page alone', () => {
    expect(nameOf('/')).toBe('home');
    expect(nameOf('')).toBe('home');
    expect(nameOf('/elsewhere')).toBeUndefined();
  });

  it('matches whole segments, `*` any one of them, the most specific prefix first', () => {
    expect(nameOf('/tour/3')).toBe('tours');
    expect(nameOf('/tours')).toBeUndefined();
    expect(nameOf('/tour/3/edit')).toBe('builder');
    expect(nameOf('/tour/3/edit/')).toBe('builder');
    expect(nameOf('/tour/edit')).toBe('tours');
    expect(nameOf('/user')).toBeUndefined();
    expect(nameOf('/user/tours/1')).toBe('tours');
  });

  it('gives a prefix listed twice to the first', () => {
    expect(nameOf('/same/x')).toBe('first');
  });

  it('matches no path with no areas', () => {
    expect(routeMatcher([])('/')).toBeUndefined();
  });
});

describe('the one list of remotes', () => {
  it('gives every remote its exposed modules: its areas, or ./spa for one list of routes', () => {
    for (const remote of listedRemotes) {
      const exposes = remoteAreas.filter((area) => area.folder === remote.folder);
      expect(exposes.map((area) => area.remote)).toEqual(exposes.map(() => remote.container));
      if (remote.areas) expect(exposes.map((area) => area.expose)).toEqual(Object.keys(remote.areas));
      else
        expect(exposes).toEqual([
          {
            remote: remote.container,
            folder: remote.folder,
            expose: 'spa',
            routes: remote.routes,
            audience: remote.audience ?? 'everyone',
          },
        ]);
    }
  });

  it('gives the operator console to operators only, and every other remote to everyone', () => {
    const audienceOf = (pathname: string) => areaForPath(pathname)?.audience;
    expect(audienceOf('/admin')).toBe('operators');
    expect(audienceOf('/admin/users')).toBe('operators');
    for (const path of [
      '/',
      '/properties',
      '/user/my-properties',
      '/user/profile',
      '/user/chat',
      '/mortgage-calculator',
    ])
      expect([path, audienceOf(path)]).toEqual([path, 'everyone']);
  });
});

describe('checking the list', () => {
  const remote = (fields: object) => ({ folder: 'mf-a', container: 'mf_a', devPort: 3001, routes: ['/'], ...fields });
  const problemsOf = (remotes: unknown) => {
    try {
      checkRemoteList(remotes);
      return undefined;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('takes a well-formed list as it is', () => {
    const remotes = [
      remote({}),
      remote({ folder: 'mf-b', container: 'mf_b', devPort: 3002, areas: { x: ['/x/*/y'] }, routes: undefined }),
    ];
    expect(checkRemoteList(remotes)).toBe(remotes);
    expect(checkRemoteList(listedRemotes)).toBe(listedRemotes);
  });

  it('refuses anything but a non-empty array', () => {
    for (const remotes of [undefined, {}, []])
      expect(problemsOf(remotes)).toBe('remote-list.json: `remotes` must be a non-empty array');
  });

  it("names every entry's problem", () => {
    const message = problemsOf([
      remote({ folder: 'Mf A', container: 'mf-a', devPort: '3001', route: ['/x'] }),
      remote({ folder: 'mf-b', areas: { browse: ['/b'] } }),
      remote({ folder: 'mf-c', routes: ['/c/', 'c', '/C'] }),
      remote({ folder: 'mf-d', routes: undefined, areas: { Browse: [] } }),
      remote({ folder: 'mf-e', routes: undefined, areas: {} }),
    ]);
    expect(message).toBe(
      [
        'remote-list.json is not a list of remotes:',
        '- remotes[0] (Mf A).route is not a field of a remote (folder, container, devPort, routes, areas or audience)',
        '- remotes[0] (Mf A).folder must be a folder name like mf-name',
        '- remotes[0] (Mf A).container must be a container name like mf_name (no hyphen)',
        '- remotes[0] (Mf A).devPort must be a port number',
        '- remotes[1] (mf-b) must have either routes or areas, not both',
        '- remotes[2] (mf-c).routes: "/c/" is no route prefix (like /user/edit-property or /virtual-tour/*/edit)',
        '- remotes[2] (mf-c).routes: "c" is no route prefix (like /user/edit-property or /virtual-tour/*/edit)',
        '- remotes[2] (mf-c).routes: "/C" is no route prefix (like /user/edit-property or /virtual-tour/*/edit)',
        '- remotes[3] (mf-d).areas: "Browse" is no area name (like browse)',
        '- remotes[3] (mf-d).areas.Browse must be a non-empty array of route prefixes',
        "- remotes[4] (mf-e).areas must map each area's name to its route prefixes",
      ].join('\n'),
    );
  });

  it('takes an audience of operators only, never on the home page', () => {
    const console = remote({ folder: 'mf-b', container: 'mf_b', devPort: 3002, routes: ['/b'], audience: 'operators' });
    expect(checkRemoteList([remote({}), console])).toEqual([remote({}), console]);
    expect(
      problemsOf([
        remote({ audience: 'operators' }),
        remote({ folder: 'mf-b', container: 'mf_b', devPort: 3002, routes: ['/b'], audience: 'admins' }),
      ]),
    ).toBe(
      [
        'remote-list.json is not a list of remotes:',
        '- remotes[1] (mf-b).audience must be "operators" (or left out: the remote is for everyone)',
      ].join('\n'),
    );
    expect(problemsOf([remote({ audience: 'operators' })])).toBe(
      [
        'remote-list.json is not a list of remotes:',
        '- mf-a is for operators only and cannot have the home page (the route /)',
      ].join('\n'),
    );
  });

  it('refuses a folder, container, port or route given twice, and a list without a home page', () => {
    expect(problemsOf([remote({ routes: ['/a', '/b'] }), remote({ routes: ['/b'] })])).toBe(
      [
        'remote-list.json is not a list of remotes:',
        '- folder mf-a is given to more than one remote',
        '- container mf_a is given to more than one remote',
        '- devPort 3001 is given to more than one remote',
        '- the route /b is given more than once',
        '- no remote has the home page (the route /)',
      ].join('\n'),
    );
  });
});
