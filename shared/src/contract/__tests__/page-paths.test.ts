import {
  agentPagePath,
  articlePagePath,
  conversationPath,
  detailPagePrefixes,
  editProjectPath,
  editPropertyPath,
  loginPagePath,
  mapSearchPath,
  mortgageCalculatorPath,
  ownPropertyPagePath,
  pagePaths,
  projectPagePath,
  projectSearchPath,
  propertyPagePath,
  propertySearchPath,
  tourBuilderPath,
  virtualTourPath,
} from '../page-paths';

/** A slug as an owner might type one: a slash, a query, a fragment, a space, a percent sign, Arabic. */
const awkward = 'a/b?c#d e%f-شقة';
const encoded = 'a%2Fb%3Fc%23d%20e%25f-%D8%B4%D9%82%D8%A9';

describe('page paths', () => {
  it('propertyPagePath keeps the slug one path segment', () => {
    expect(propertyPagePath('sunny-flat')).toBe('/properties-details/sunny-flat');
    expect(propertyPagePath(awkward)).toBe(`/properties-details/${encoded}`);
  });

  it('ownPropertyPagePath keeps the slug one path segment', () => {
    expect(ownPropertyPagePath('sunny-flat')).toBe('/my-property/sunny-flat');
    expect(ownPropertyPagePath(awkward)).toBe(`/my-property/${encoded}`);
  });

  it('projectPagePath keeps the slug one path segment', () => {
    expect(projectPagePath('river-towers')).toBe('/project-details/river-towers');
    expect(projectPagePath(awkward)).toBe(`/project-details/${encoded}`);
  });

  it("agentPagePath keeps the slug one path segment and marks the admin entry's page", () => {
    expect(agentPagePath('jane-doe')).toBe('/agents/jane-doe');
    expect(agentPagePath(awkward)).toBe(`/agents/${encoded}`);
    expect(agentPagePath('admin', true)).toBe('/agents/admin?admin=1');
  });

  it('articlePagePath takes a slug or, without one, the id', () => {
    expect(articlePagePath('buying-guide')).toBe('/articles/buying-guide');
    expect(articlePagePath(awkward)).toBe(`/articles/${encoded}`);
    expect(articlePagePath(7)).toBe('/articles/7');
  });

  it('editPropertyPath and editProjectPath keep the slug one path segment', () => {
    expect(editPropertyPath(awkward)).toBe(`/user/edit-property/${encoded}`);
    expect(editProjectPath(awkward)).toBe(`/user/edit-project/${encoded}`);
  });

  it('virtualTourPath and tourBuilderPath name the listing by id', () => {
    expect(virtualTourPath(12)).toBe('/virtual-tour/12');
    expect(tourBuilderPath(12)).toBe('/virtual-tour/12/edit');
  });

  it('conversationPath opens the chat on one conversation', () => {
    expect(conversationPath(5, 9)).toBe('/user/chat?user=5&property=9');
    expect(conversationPath(0, 0)).toBe('/user/chat?user=0&property=0');
  });

  it('propertySearchPath, projectSearchPath and mapSearchPath carry the filters as a query string', () => {
    expect(propertySearchPath()).toBe('/properties');
    expect(propertySearchPath({ city: 'Rio de Janeiro & co' })).toBe('/properties?city=Rio+de+Janeiro+%26+co');
    expect(propertySearchPath(new URLSearchParams({ category_id: '3' }))).toBe('/properties?category_id=3');
    expect(projectSearchPath({ search: 'a/b?c' })).toBe('/projects?search=a%2Fb%3Fc');
    expect(projectSearchPath(new URLSearchParams())).toBe('/projects');
    expect(mapSearchPath({ lat: '38.7', zoom: '12' })).toBe('/map?lat=38.7&zoom=12');
  });

  it('loginPagePath comes back to the page it was given, encoded as one value', () => {
    expect(loginPagePath()).toBe('/login');
    expect(loginPagePath('/user/chat?user=5&property=9')).toBe(
      '/login?redirect=%2Fuser%2Fchat%3Fuser%3D5%26property%3D9',
    );
  });

  it('mortgageCalculatorPath fills in the price', () => {
    expect(mortgageCalculatorPath(250000)).toBe('/mortgage-calculator?price=250000');
    expect(mortgageCalculatorPath('1 000')).toBe('/mortgage-calculator?price=1%20000');
  });

  it('every page is a route of remote-list.json', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { remotes } = require('../../../../remote-list.json') as {
      remotes: { routes?: string[]; areas?: Record<string, string[]> }[];
    };
    const prefixes = remotes.flatMap((remote) => [
      ...(remote.routes ?? []),
      ...Object.values(remote.areas ?? {}).flat(),
    ]);
    const routed = (path: string) =>
      path === '/' || prefixes.some((prefix) => prefix !== '/' && (path === prefix || path.startsWith(`${prefix}/`)));
    for (const path of [...Object.values(pagePaths), ...Object.values(detailPagePrefixes)]) {
      expect({ path, routed: routed(path) }).toEqual({ path, routed: true });
    }
  });
});
