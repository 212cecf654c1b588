import { homepageSectionLimit } from '@domus/shared/contract';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const sections = [
  'slider_section',
  'featured_section',
  'most_viewed_properties',
  'most_liked_properties',
  'categories_section',
  'project_section',
  'project_featured_section',
  'agents_list',
  'article_section',
  'faq_section',
] as const;

describe('homepage-data', () => {
  it('fills every section with at most 12 items', async () => {
    const { status, body } = await t.get('/api/homepage-data');
    expect(status).toBe(200);
    for (const section of sections) {
      expect(body.data[section].length).toBeGreaterThan(0);
      expect(body.data[section].length).toBeLessThanOrEqual(homepageSectionLimit);
    }
  });

  it('features only promoted listings and projects, sliders with a picture', async () => {
    const { body } = await t.get('/api/homepage-data');
    expect(body.data.featured_section.every((property: { promoted: boolean }) => property.promoted)).toBe(true);
    expect(body.data.project_featured_section.every((project: { promoted: boolean }) => project.promoted)).toBe(true);
    for (const slide of body.data.slider_section) {
      expect(slide.image).toMatch(/^http:\/\/localhost:8080\/uploads\//);
      expect(slide.type === 'property' ? slide.property?.promoted : slide.project?.promoted).toBe(true);
    }
    expect(body.data.slider_section.some((slide: { type: string }) => slide.type === 'project')).toBe(true);
  });

  it('orders most viewed and most liked listings', async () => {
    const { body } = await t.get('/api/homepage-data');
    const views = body.data.most_viewed_properties.map((property: { total_view: number }) => property.total_view);
    const likes = body.data.most_liked_properties.map(
      (property: { total_favourite_users: number }) => property.total_favourite_users,
    );
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
    expect(Math.min(...likes)).toBeGreaterThan(0);
  });

  it('lists agents with their counts and the admin flagged', async () => {
    const { body } = await t.get('/api/homepage-data');
    for (const agent of body.data.agents_list)
      expect(agent.total_count).toBe(agent.property_count + agent.projects_count);
    expect(body.data.agents_list.some((agent: { is_admin: boolean }) => agent.is_admin)).toBe(true);
    expect(body.data.faq_section[0]).toEqual({
      id: expect.any(Number),
      question: expect.any(String),
      answer: expect.any(String),
      translated_question: expect.any(String),
      translated_answer: expect.any(String),
    });
  });
});
