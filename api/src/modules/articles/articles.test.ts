import type { Article, ArticleCategory } from '@domus/shared/contract';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const allArticles = async () => (await t.get('/api/get_articles?limit=100')).body.data as Article[];

describe('get_articles list', () => {
  it('gives the newest articles first with the total and the categories', async () => {
    const { status, body } = await t.get('/api/get_articles');
    expect(status).toBe(200);
    const [counted] = await t.db.query<{ n: number }>('select count(*)::int as n from articles');
    expect(body.total).toBe(counted!.n);
    expect(body.data).toHaveLength(Math.min(12, counted!.n));
    const dates = (body.data as Article[]).map((article) => article.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const categories = body.categories as ArticleCategory[];
    expect(categories.length).toBeGreaterThan(1);
    expect(categories.reduce((sum, category) => sum + category.articles_count, 0)).toBe(counted!.n);
    expect(body.similar_articles).toBeUndefined();
  });

  it('pages with offset and limit', async () => {
    const all = await allArticles();
    const page = (await t.get('/api/get_articles?limit=3&offset=3')).body;
    expect(page.data.map((article: Article) => article.id)).toEqual(all.slice(3, 6).map((article) => article.id));
    expect(page.total).toBe(all.length);
  });

  it('filters by category and by is_promoted', async () => {
    const { body } = await t.get('/api/get_articles?limit=1');
    const category = (body.categories as ArticleCategory[]).find((item) => item.articles_count > 0)!;
    const inCategory = (await t.get(`/api/get_articles?category_id=${category.id}&limit=100`)).body;
    expect(inCategory.total).toBe(category.articles_count);
    for (const article of inCategory.data as Article[]) expect(article.category?.id).toBe(category.id);

    const [promoted] = await t.db.query<{ n: number }>('select count(*)::int as n from articles where is_promoted');
    const promotedOnly = (await t.get('/api/get_articles?is_promoted=1&limit=100')).body;
    expect(promotedOnly.total).toBe(promoted!.n);
    expect(promotedOnly.total).toBeGreaterThan(0);
  });
});

describe('get_articles by slug_id', () => {
  it('gives the article and similar articles of its category, itself left out', async () => {
    const target = (await allArticles()).find((article) => article.category !== null)!;
    const { status, body } = await t.get(`/api/get_articles?slug_id=${target.slug_id}`);
    expect(status).toBe(200);
    expect(body.data).toEqual([target]);
    expect(body.total).toBe(1);
    const similar = body.similar_articles as Article[];
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.length).toBeLessThanOrEqual(4);
    for (const article of similar) {
      expect(article.id).not.toBe(target.id);
      expect(article.category?.id).toBe(target.category!.id);
    }
    expect(body.categories).toBeUndefined();
    expect(target.meta_title).not.toBe('');
  });

  it('answers 404 for an unknown slug', async () => {
    const { status, body } = await t.get('/api/get_articles?slug_id=no-such-article');
    expect(status).toBe(404);
    expect(body).toMatchObject({ error: true, code: 'notFound', message: 'Article not found' });
  });

  it('refuses a bad category_id with 400', async () => {
    const { status, body } = await t.get('/api/get_articles?category_id=abc');
    expect(status).toBe(400);
    expect(body.message).toMatch(/category_id/);
  });
});
