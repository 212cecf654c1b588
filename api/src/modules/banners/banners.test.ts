import { seedBannerLinks } from '../../db/seed/banners';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const banners = async (query = '') => {
  const reply = await t.get(`/api/ad-banners${query}`);
  expect(reply.status).toBe(200);
  return reply.body.data as {
    id: number;
    page: string;
    placement: string;
    platform: string;
    image: string;
    external_link_url: string;
    property: { id: number; slug_id: string; title_image: string } | null;
  }[];
};

interface Placed {
  page?: string;
  placement?: string;
  platform?: 'web' | 'app' | 'all';
  link?: string;
  propertyId?: number | null;
  sequence?: number;
  /** Days from now. */
  from?: number;
  until?: number | null;
}

/** Adds a banner row as the admin command stores it (dates relative to now). */
async function place(banner: Placed = {}) {
  const [row] = await t.db.query<{ id: number }>(
    `insert into ad_banners (page, placement, platform, image, external_link_url, property_id, sequence, starts_at, ends_at)
     values ($1, $2, $3, 'seed/brand/logo.png', $4, $5, $6,
             now() + make_interval(days => $7), now() + make_interval(days => $8))
     returning id`,
    [
      banner.page ?? 'property_listing',
      banner.placement ?? 'above_footer',
      banner.platform ?? 'all',
      banner.link ?? '',
      banner.propertyId ?? null,
      banner.sequence ?? 0,
      banner.from ?? -1,
      banner.until === undefined ? null : banner.until,
    ],
  );
  return row!.id;
}

const publicListings = async (count: number) =>
  t.db.query<{ id: number; slug_id: string }>(
    `select id, slug_id from properties where status = 1 and request_status = 'approved' order by id desc limit $1`,
    [count],
  );

beforeEach(() => t.db.query(`delete from ad_banners where page = 'property_listing'`));

describe('ad-banners', () => {
  it("answers the home page's running banners in the order of its placements, one opening a listing and one a link", async () => {
    const [first, second] = await banners('?page=homepage');
    expect(first).toMatchObject({
      page: 'homepage',
      placement: 'below_slider',
      platform: 'web',
      external_link_url: '',
      property: { slug_id: expect.any(String) },
    });
    const [listing] = await t.db.query<{ slug_id: string; title_image: string }>(
      'select slug_id, title_image from properties where id = $1',
      [first!.property!.id],
    );
    expect(first!.property!.slug_id).toBe(listing!.slug_id);
    expect(first!.image).toBe(`${t.config.publicUrl}/uploads/${listing!.title_image}`);
    expect(second).toMatchObject({
      page: 'homepage',
      placement: 'above_footer',
      external_link_url: seedBannerLinks.homepageFooter,
      property: null,
      image: expect.stringMatching(new RegExp(`^${t.config.publicUrl}/uploads/seed/cities/.+\\.jpg$`)),
    });
    expect(await banners('?page=homepage')).toHaveLength(2);
  });

  it("answers every page's banners when no page is asked, by page and placement in the contract's order", async () => {
    await place({ page: 'property_listing', placement: 'above_footer', link: 'https://example.com/a' });
    await place({ page: 'property_listing', placement: 'below_breadcrumb', link: 'https://example.com/b' });
    expect((await banners()).map((banner) => `${banner.page}/${banner.placement}`)).toEqual([
      'homepage/below_slider',
      'homepage/above_footer',
      'property_listing/below_breadcrumb',
      'property_listing/above_footer',
      'property_detail/sidebar_below_mortgage_loan_calculator',
    ]);
  });

  it('orders the banners of a placement by sequence, then as they were added', async () => {
    const later = await place({ sequence: 2, link: 'https://example.com/later' });
    const first = await place({ sequence: 1, link: 'https://example.com/first' });
    const tie = await place({ sequence: 2, link: 'https://example.com/tie' });
    expect((await banners('?page=property_listing')).map((banner) => banner.id)).toEqual([first, later, tie]);
  });

  it('answers the web banners when no platform is asked, the app ones for platform=app, and those for both on either', async () => {
    const web = await place({ platform: 'web', link: 'https://example.com/web' });
    const app = await place({ platform: 'app', link: 'https://example.com/app' });
    const both = await place({ platform: 'all', link: 'https://example.com/both' });
    const shown = async (query: string) =>
      (await banners(`?page=property_listing${query}`)).map((banner) => [banner.id, banner.platform]);
    expect(await shown('')).toEqual([
      [web, 'web'],
      [both, 'web'],
    ]);
    expect(await shown('&platform=web')).toEqual(await shown(''));
    expect(await shown('&platform=APP')).toEqual([
      [app, 'app'],
      [both, 'app'],
    ]);
  });

  it('shows a banner only between its start and its end', async () => {
    const running = await place({ from: -3, until: 3, link: 'https://example.com/now' });
    await place({ from: 2, link: 'https://example.com/soon' });
    await place({ from: -10, until: -1, link: 'https://example.com/over' });
    expect((await banners('?page=property_listing')).map((banner) => banner.id)).toEqual([running]);
  });

  it('opens the link when its listing is no longer public, and leaves out a banner with nothing left to open', async () => {
    const [kept, hidden, gone] = await publicListings(3);
    const withLink = await place({ propertyId: kept!.id, link: 'https://example.com/fallback' });
    const withoutLink = await place({ propertyId: kept!.id, sequence: 1 });
    const deleted = await place({ propertyId: gone!.id, sequence: 2 });
    await place({ propertyId: hidden!.id, sequence: 3 });

    // While the listing is public the banner opens it, even with a link.
    expect(await banners('?page=property_listing')).toEqual([
      expect.objectContaining({ id: withLink, external_link_url: '', property: expect.objectContaining(kept) }),
      expect.objectContaining({ id: withoutLink, external_link_url: '', property: expect.objectContaining(kept) }),
      expect.objectContaining({ id: deleted, property: expect.objectContaining(gone) }),
      expect.objectContaining({ property: expect.objectContaining(hidden) }),
    ]);

    await t.db.query('update properties set status = 0 where id = $1', [kept!.id]);
    await t.db.query(`update properties set request_status = 'pending' where id = $1`, [hidden!.id]);
    await t.db.query('delete from properties where id = $1', [gone!.id]);
    expect(await banners('?page=property_listing')).toEqual([
      expect.objectContaining({ id: withLink, external_link_url: 'https://example.com/fallback', property: null }),
    ]);
    const [row] = await t.db.query<{ property_id: number | null }>('select property_id from ad_banners where id = $1', [
      deleted,
    ]);
    expect(row!.property_id).toBeNull();
    await t.db.query(`update properties set status = 1, request_status = 'approved' where id = any($1::int[])`, [
      [kept!.id, hidden!.id],
    ]);
  });

  it('answers 400 naming the field for an unknown page or platform', async () => {
    const page = await t.get('/api/ad-banners?page=checkout');
    expect(page.status).toBe(400);
    expect(page.body.message).toMatch(/page must be one of: homepage, property_listing, property_detail/);
    const platform = await t.get('/api/ad-banners?platform=tv');
    expect(platform.status).toBe(400);
    expect(platform.body.message).toMatch(/platform must be one of: web, app/);
  });
});
