import { calls } from '@domus/shared/contract';
import { buildWorld, type World } from '../ownership/world';
import { startCompatApp, type CompatApp, type Query } from './client';
import {
  agentReads,
  articleReads,
  faqReads,
  projectReads,
  propertyReads,
  unreadFields,
  type Fields,
} from './client-expectations';

/*
 * Calls and fields newer clients of this API add: the home page in sections, banners, the
 * advanced filter, and fields under the names these clients read.
 */

let c: CompatApp;
let w: World;

beforeAll(async () => {
  c = await startCompatApp();
  w = await buildWorld(c.t);
}, 120_000);
afterAll(() => c.close());

/** `fields` are all there, as these clients read them. */
const expectReads = (what: string, body: Record<string, unknown>, fields: Fields, at: 'data' | 'items' = 'data') =>
  expect({ [what]: unreadFields(body, { [at]: fields }) }).toEqual({ [what]: [] });

/** Fields of each item of a list one level down, `{ data: [...] }`: in `data` itself when `list` is ''. */
const eachOf = (list: string, fields: Fields): Fields => {
  const at = list ? `${list}.data` : 'data';
  return Object.fromEntries([[at, 'list'], ...Object.entries(fields).map(([path, kind]) => [`${at}[].${path}`, kind])]);
};

const categoryNames: Fields = {
  'category.image': 'url',
  'category.category': 'text',
  'category.name': 'text',
  'category.translated_name': 'text',
};

/** What a property card reads (home page sections, map pop-ups). */
const propertyCard: Fields = {
  id: 'int',
  slug_id: 'text',
  title: 'text',
  translated_title: 'text',
  description: 'text',
  price: 'number',
  property_type: ['sell', 'rent', 'sold', 'rented'],
  rentduration: 'text?',
  title_image: 'url',
  low_quality_title_image: 'url',
  city: 'text',
  state: 'text',
  country: 'text',
  is_premium: 'any',
  promoted: 'any',
  is_favourite: 'flag',
  added_by: 'int',
  ...categoryNames,
  parameters: 'list',
  'parameters[].id': 'int',
  'parameters[].name': 'text',
  'parameters[].translated_name': 'text',
  'parameters[].image': 'url',
  'parameters[].value': 'any',
};

const projectCard: Fields = {
  id: 'int',
  slug_id: 'text',
  title: 'text',
  translated_title: 'text',
  type: 'text',
  image: 'url',
  low_quality_title_image: 'url',
  'gallary_images[].name': 'url',
  city: 'text',
  state: 'text',
  country: 'text',
  added_by: 'int',
  promoted: 'any',
  ...categoryNames,
};

const socialIds: Fields = { facebook_id: 'text', instagram_id: 'text', twitter_id: 'text', youtube_id: 'text' };
const newerArticle: Fields = {
  ...articleReads,
  translated_title: 'text',
  translated_description: 'text',
  category_id: 'int?',
  'category.category': 'text',
  'category.name': 'text',
  'category.translated_name': 'text',
  'category.image': 'url',
};
const newerFaq: Fields = { ...faqReads, translated_question: 'text', translated_answer: 'text' };

/** A point in London with listings around it, as these clients send one. */
const london: Query = { latitude: 51.5074, longitude: -0.1278, radius: 1 };

describe('calls newer clients add', () => {
  it('homepage/sections-data lists the sections in page order, each { type, title, translated_title }', async () => {
    const reply = await c.get('homepage/sections-data');
    expectReads('sections-data', reply.body, { type: 'text', title: 'text', translated_title: 'text' }, 'items');
    const types = reply.body.data.map((section: { type: string }) => section.type);
    expect(new Set(types).size).toBe(types.length);
    expect(types.length).toBeGreaterThan(0);
  });

  it('homepage/property-sections wraps each list in { data } and says whether it found listings nearby', async () => {
    for (const [query, token] of [
      [{ radius: 1 }, undefined],
      [london, w.a.token],
    ] as const) {
      const reply = await c.get('homepage/property-sections', query, { token });
      expectReads(`property-sections ${JSON.stringify(query)}`, reply.body, {
        ...eachOf('featured_properties', propertyCard),
        ...eachOf('nearby_properties', propertyCard),
        ...eachOf('most_viewed_properties', propertyCard),
        ...eachOf('most_liked_properties', propertyCard),
        ...eachOf('premium_properties', propertyCard),
        location_based_data: 'boolean',
      });
    }
    const nearby = await c.get('homepage/property-sections', london);
    expect(nearby.body.data.location_based_data).toBe(true);
    expect(nearby.body.data.nearby_properties.data.length).toBeGreaterThan(0);
    const nowhere = await c.get('homepage/property-sections', { latitude: -75, longitude: 0, radius: 1 });
    expect(nowhere.body.data.location_based_data).toBe(false);
  });

  it('homepage/project-sections gives projects and featured projects as cards', async () => {
    const reply = await c.get('homepage/project-sections', { radius: 1 });
    expectReads('project-sections', reply.body, {
      ...eachOf('projects', projectCard),
      ...eachOf('featured_projects', projectCard),
    });
    expect(reply.body.data.projects.data.length).toBeGreaterThan(0);
  });

  it('homepage/other-sections gives slides, categories, agents, articles, recommendations and faqs', async () => {
    const reply = await c.get('homepage/other-sections', { radius: 1 }, { token: w.a.token });
    expectReads('other-sections', reply.body, {
      ...eachOf('slider', {
        id: 'int',
        slider_type: 'text',
        web_image: 'url',
        link: 'text',
        show_property_details: 'any',
        category: 'object?',
        property: 'object?',
      }),
      ...eachOf('categories', {
        slug_id: 'text',
        image: 'url',
        category: 'text',
        translated_name: 'text',
        properties_count: 'int',
      }),
      ...eachOf('agents', { ...agentReads, ...socialIds }),
      ...eachOf('articles', newerArticle),
      ...eachOf('user_recommendations', propertyCard),
      ...eachOf('faqs', newerFaq),
    });
    const slides = reply.body.data.slider.data as {
      slider_type: string;
      link: string;
      property: { id: number } | null;
    }[];
    expect(slides.length).toBeGreaterThan(0);
    // Each slide leads somewhere: a property, or a link (type "4"), or a category (type "2").
    for (const slide of slides)
      expect(Boolean(slide.property?.id) || ['2', '4'].includes(slide.slider_type)).toBe(true);
    expect(reply.body.data.user_recommendations.data.length).toBeGreaterThan(0);
  });

  it('homepage/properties-on-map gives markers one level down, with the card fields', async () => {
    const reply = await c.get('homepage/properties-on-map');
    expectReads('properties-on-map', reply.body, {
      ...eachOf('', { ...propertyCard, latitude: 'number', longitude: 'number' }),
    });
    expect(reply.body.data.data.length).toBeGreaterThan(0);
  });

  it('homepage/properties-by-city gives cities { City, Count, image } and with_image', async () => {
    const reply = await c.get('homepage/properties-by-city');
    expectReads('properties-by-city', reply.body, {
      ...eachOf('', { City: 'text', Count: 'int', image: 'url' }),
      with_image: 'boolean',
    });
    expect(reply.body.data.data.length).toBeGreaterThan(0);
  });

  it('ad-banners gives each page’s banners in that page’s placements, and [] when none', async () => {
    const placements = {
      homepage: ['below_slider', 'above_footer'],
      property_listing: ['below_breadcrumb', 'sidebar_below_filters', 'above_footer'],
      property_detail: ['above_breadcrumb', 'sidebar_below_mortgage_loan_calculator', 'above_footer'],
    };
    for (const [page, places] of Object.entries(placements)) {
      const reply = await c.get('ad-banners', { page, platform: 'web' });
      expectReads(
        `ad-banners ${page}`,
        reply.body,
        {
          placement: places,
          image: 'url',
          external_link_url: 'text',
          property: 'object?',
          'property.slug_id': 'text',
        },
        'items',
      );
    }
    await c.t.db.query('delete from ad_banners');
    expect((await c.get('ad-banners', { page: 'homepage', platform: 'web' })).body.data).toEqual([]);
  });

  it('property-advance-filter-data gives amenity parameters and nearby facilities', async () => {
    const reply = await c.get('property-advance-filter-data');
    expectReads('property-advance-filter-data', reply.body, {
      parameters: 'list',
      'parameters[].id': 'int',
      'parameters[].name': 'text',
      'parameters[].translated_name': 'text',
      nearby_facilities: 'list',
      'nearby_facilities[].id': 'int',
      'nearby_facilities[].name': 'text',
    });
    expect(reply.body.data.parameters.length).toBeGreaterThan(0);
  });
});

describe('fields newer clients read on objects Domus already serves', () => {
  it('a property names its owner added_by, has translated texts, a blur picture and category names', async () => {
    const reply = await c.get(calls.getProperty.path, { id: w.own.approvedPropertyId }, { language: 'ar' });
    expectReads('get_property', reply.body, { ...propertyReads, ...propertyCard }, 'items');
    const [property] = reply.body.data;
    expect(property).toMatchObject({
      added_by: property.customer_id,
      translated_title: property.title,
      translated_description: property.description,
      low_quality_title_image: expect.stringMatching(/\S/),
    });
    expect(property.category.name).toBe(property.category.category);
  });

  it('a project names its owner added_by, has a translated title, a blur picture and gallary_images', async () => {
    // Their owner sees them whole; a visitor gets teasers, which have no gallery.
    const reply = await c.get(calls.getProjects.path, { userid: w.a.id }, { token: w.a.token });
    expectReads('get-projects', reply.body, { ...projectReads, ...projectCard }, 'items');
    const [project] = reply.body.data;
    expect(project.added_by).toBe(project.customer.id);
    expect(project.gallary_images.map((image: { name: string }) => image.name)).toEqual(
      project.gallery_images.map((image: { image: string }) => image.image),
    );
  });

  it('agents carry their social ids', async () => {
    const reply = await c.get(calls.agentList.path);
    expectReads('agent-list', reply.body, { ...agentReads, ...socialIds }, 'items');
  });

  it('faqs carry translated_question and translated_answer, the stored text without a translation', async () => {
    const reply = await c.get(calls.faqs.path, {}, { language: 'ar' });
    expectReads('faqs', reply.body, newerFaq, 'items');
    const [faq] = reply.body.data;
    expect(faq.translated_question || faq.question).toBeTruthy();
  });

  it('articles carry translated texts, category_id and the category as clients read it', async () => {
    const reply = await c.get(calls.getArticles.path);
    expectReads('get_articles', reply.body, newerArticle, 'items');
  });

  it('web-settings gives distance_option and features_available', async () => {
    const reply = await c.get(calls.webSettings.path);
    expectReads('web-settings', reply.body, { distance_option: ['km', 'mi'], features_available: 'object' });
  });

  it('get-project-detail answers a visitor 200 with a teaser of a public project', async () => {
    const reply = await c.get(calls.getProjectDetail.path, { slug_id: w.own.approvedProjectSlug });
    expect(reply.status).toBe(200);
    expectReads('get-project-detail as a visitor', reply.body, {
      id: 'int',
      slug_id: 'text',
      title: 'text',
      image: 'url',
      city: 'text',
    });
  });
});
