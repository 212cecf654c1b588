import { homepageMapLimit, homepageSectionLimit, homepageSectionTypes } from '@domus/shared/contract';
import { seedAccounts } from '../../db/seed/accounts';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let memberToken: string;
/** Sees projects whole (a visitor gets their teasers). */
let adminToken: string;
beforeAll(async () => {
  t = await startTestApp();
  memberToken = await t.signIn(seedAccounts.demo.email, seedAccounts.demo.password);
  adminToken = await t.signIn(seedAccounts.admin.email, seedAccounts.admin.password);
});
afterAll(() => t.close());

type Listing = { id: number; latitude: number; longitude: number; promoted: boolean; total_view: number };
const ids = (list: { id: number }[]) => list.map((item) => item.id);

describe('homepage/sections-data', () => {
  it('lists every section in page order, titled from the web translations in the reader’s language', async () => {
    await t.db.query(`update languages set translations = translations || $1::jsonb where code = 'en'`, [
      JSON.stringify({ 'listings.home.featured': 'Featured properties' }),
    ]);
    await t.db.query(`update languages set translations = translations || $1::jsonb where code = 'ar'`, [
      JSON.stringify({ 'listings.home.featured': 'عقارات مميزة' }),
    ]);
    const english = await t.get('/api/homepage/sections-data');
    expect(english.status).toBe(200);
    expect(english.body.data.map((section: { type: string }) => section.type)).toEqual([...homepageSectionTypes]);
    const featured = english.body.data.find(
      (section: { type: string }) => section.type === 'featured_properties_section',
    );
    expect(featured).toEqual({
      type: 'featured_properties_section',
      title: 'Featured properties',
      translated_title: 'Featured properties',
    });

    const arabic = await t.app.inject({ url: '/api/homepage/sections-data', headers: { 'content-language': 'ar' } });
    const arabicFeatured = arabic
      .json()
      .data.find((section: { type: string }) => section.type === 'featured_properties_section');
    expect(arabicFeatured).toEqual({
      type: 'featured_properties_section',
      title: 'Featured properties',
      translated_title: 'عقارات مميزة',
    });
  });
});

describe('homepage/property-sections', () => {
  it('answers the homepage-data lists, each wrapped in { data }, with no point: not location based', async () => {
    const [sections, homepage] = await Promise.all([
      t.get('/api/homepage/property-sections'),
      t.get('/api/homepage-data'),
    ]);
    expect(sections.status).toBe(200);
    const data = sections.body.data;
    expect(data.location_based_data).toBe(false);
    expect(data.nearby_properties.data).toEqual([]);
    expect(ids(data.featured_properties.data)).toEqual(ids(homepage.body.data.featured_section));
    expect(ids(data.most_viewed_properties.data)).toEqual(ids(homepage.body.data.most_viewed_properties));
    expect(ids(data.most_liked_properties.data)).toEqual(ids(homepage.body.data.most_liked_properties));
    expect(data.premium_properties.data.length).toBeGreaterThan(0);
    for (const property of data.premium_properties.data) expect(property.is_premium).toBe(true);
    expect(data.featured_properties.data[0]).toMatchObject({
      added_by: expect.any(Number),
      translated_title: expect.any(String),
      low_quality_title_image: expect.stringMatching(/^http:\/\/localhost:8080\/uploads\/.+\.webp$/),
      category: { name: expect.any(String), translated_name: expect.any(String) },
    });
  });

  it('keeps to the listings around a given point, nearest first', async () => {
    const [anyListing] = await t.db.query<{ latitude: number; longitude: number }>(
      `select latitude, longitude from properties where status = 1 and request_status = 'approved' order by id limit 1`,
    );
    const { latitude, longitude } = anyListing!;
    const { status, body } = await t.get(
      `/api/homepage/property-sections?latitude=${latitude}&longitude=${longitude}&radius=5`,
    );
    expect(status).toBe(200);
    expect(body.data.location_based_data).toBe(true);
    const nearby: Listing[] = body.data.nearby_properties.data;
    expect(nearby.length).toBeGreaterThan(0);
    expect(nearby.length).toBeLessThanOrEqual(homepageSectionLimit);
    const distances = nearby.map((p) => Math.hypot(p.latitude - latitude, p.longitude - longitude));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const list of ['featured_properties', 'most_viewed_properties'] as const) {
      for (const p of body.data[list].data as Listing[]) expect(Math.abs(p.latitude - latitude)).toBeLessThan(0.05);
    }
  });

  it('falls back to everywhere when nothing is near the point, and says so', async () => {
    const { body } = await t.get('/api/homepage/property-sections?latitude=-80&longitude=0&radius=1');
    expect(body.data.location_based_data).toBe(false);
    expect(body.data.nearby_properties.data).toEqual([]);
    expect(body.data.featured_properties.data.length).toBeGreaterThan(0);
  });

  it('refuses half a point or a point off the globe, naming the field', async () => {
    const half = await t.get('/api/homepage/property-sections?latitude=10');
    expect(half.status).toBe(400);
    expect(half.body.message).toMatch(/latitude and longitude/);
    const off = await t.get('/api/homepage/property-sections?latitude=100&longitude=0');
    expect(off.status).toBe(400);
    expect(off.body.message).toMatch(/latitude/);
  });

  it('marks the signed-in reader’s favourites', async () => {
    const { body } = await t.get('/api/homepage/property-sections', memberToken);
    expect(
      body.data.most_liked_properties.data.every((p: { is_favourite: number }) => [0, 1].includes(p.is_favourite)),
    ).toBe(true);
  });
});

describe('homepage/project-sections', () => {
  it('answers the latest and the featured projects as homepage-data does', async () => {
    const [sections, homepage] = await Promise.all([
      t.get('/api/homepage/project-sections', adminToken),
      t.get('/api/homepage-data', adminToken),
    ]);
    expect(sections.status).toBe(200);
    expect(ids(sections.body.data.projects.data)).toEqual(ids(homepage.body.data.project_section));
    expect(ids(sections.body.data.featured_projects.data)).toEqual(ids(homepage.body.data.project_featured_section));
    const project = sections.body.data.projects.data[0];
    expect(project.added_by).toBe(project.customer.id);
    expect(project.translated_title).toBe(project.title);
    expect(project.gallary_images).toEqual(
      project.gallery_images.map((image: { image_url: string }) => ({ name: image.image_url })),
    );
  });
});

describe('homepage/other-sections', () => {
  it('answers the slider as these clients draw it and the other sections as homepage-data lists them', async () => {
    const [sections, homepage] = await Promise.all([
      t.get('/api/homepage/other-sections'),
      t.get('/api/homepage-data'),
    ]);
    expect(sections.status).toBe(200);
    const data = sections.body.data;
    expect(ids(data.slider.data)).toEqual(ids(homepage.body.data.slider_section));
    for (const slide of data.slider.data) {
      expect(slide.web_image).toMatch(/^http:\/\/localhost:8080\/uploads\//);
      if (slide.slider_type === '1') expect(slide.property.id).toEqual(expect.any(Number));
      else expect(slide.link).toMatch(/^http:\/\/localhost:8080\/project-details\/.+/);
    }
    expect(data.slider.data.some((slide: { slider_type: string }) => slide.slider_type === '4')).toBe(true);
    expect(ids(data.categories.data)).toEqual(ids(homepage.body.data.categories_section));
    expect(ids(data.agents.data)).toEqual(ids(homepage.body.data.agents_list));
    expect(data.agents.data[0]).toMatchObject({
      facebook_id: expect.any(String),
      instagram_id: expect.any(String),
      twitter_id: expect.any(String),
      youtube_id: expect.any(String),
    });
    expect(ids(data.articles.data)).toEqual(ids(homepage.body.data.article_section));
    expect(ids(data.faqs.data)).toEqual(ids(homepage.body.data.faq_section));
    expect(data.user_recommendations.data).toEqual([]);
  });

  it('recommends to a signed-in reader', async () => {
    const [sections, recommended] = await Promise.all([
      t.get('/api/homepage/other-sections', memberToken),
      t.get(`/api/get_user_recommendation?limit=${homepageSectionLimit}`, memberToken),
    ]);
    expect(ids(sections.body.data.user_recommendations.data)).toEqual(ids(recommended.body.data));
  });
});

describe('homepage/properties-on-map', () => {
  it('answers listings with their place one level down, newest first, at most the map’s limit', async () => {
    const { status, body } = await t.get('/api/homepage/properties-on-map');
    expect(status).toBe(200);
    const listings: Listing[] = body.data.data;
    expect(listings.length).toBeGreaterThan(0);
    expect(listings.length).toBeLessThanOrEqual(homepageMapLimit);
    for (const p of listings) expect(p).toMatchObject({ latitude: expect.any(Number), longitude: expect.any(Number) });
  });
});

describe('homepage/properties-by-city', () => {
  it('answers get-cities-data’s cities and whether every one has a picture', async () => {
    const [byCity, cities] = await Promise.all([
      t.get('/api/homepage/properties-by-city'),
      t.get(`/api/get-cities-data?limit=${homepageSectionLimit}`),
    ]);
    expect(byCity.status).toBe(200);
    expect(byCity.body.data.data).toEqual(cities.body.data);
    expect(byCity.body.data.with_image).toBe(cities.body.data.every((city: { image: string }) => city.image !== ''));
  });
});

describe('property-advance-filter-data', () => {
  it('answers the active categories’ parameters once each and the facilities', async () => {
    const { status, body } = await t.get('/api/property-advance-filter-data');
    expect(status).toBe(200);
    const parameterIds = ids(body.data.parameters);
    expect(parameterIds.length).toBeGreaterThan(0);
    expect(new Set(parameterIds).size).toBe(parameterIds.length);
    const facilities = await t.get('/api/get_facilities');
    expect(ids(body.data.nearby_facilities)).toEqual(ids(facilities.body.data));
  });
});
