import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    env: {
      MAP_TILE_URL: 'http://localhost:9999/tiles/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '&copy; Example tiles',
    },
  });
});
afterAll(() => t.close());

describe('web-settings', () => {
  it('returns the settings fields of the spec', async () => {
    const { status, body } = await t.get('/api/web-settings');
    expect(status).toBe(200);
    expect(body.error).toBe(false);
    expect(body.data).toEqual(
      expect.objectContaining({
        currency_symbol: '$',
        number_with_suffix: '1',
        selected_currency_data: { code: 'USD', symbol: '$', name: 'US Dollar' },
        stripe_publishable_key: expect.any(String),
        paystack_public_key: expect.any(String),
        web_placeholder_logo: 'http://localhost:8080/uploads/seed/brand/placeholder.png',
        appstore_id: expect.any(String),
        verification_required_for_user: '0',
        svg_clr: expect.stringMatching(/^[01]$/),
        default_language: 'en',
        web_maintenance_mode: '0',
      }),
    );
  });

  it('lists the languages, English and right-to-left Arabic', async () => {
    const { body } = await t.get('/api/web-settings');
    expect(body.data.languages).toEqual([
      { id: 1, code: 'en', name: 'English', rtl: 0 },
      { id: 2, code: 'ar', name: 'العربية', rtl: 1 },
    ]);
  });

  it('takes the map tile URL and its credit line from the configuration', async () => {
    const { body } = await t.get('/api/web-settings');
    expect(body.data.map_tile_url).toBe('http://localhost:9999/tiles/{z}/{x}/{y}.png');
    expect(body.data.map_tile_attribution).toBe('&copy; Example tiles');
  });

  it('gives the price range of public listings', async () => {
    const { body } = await t.get('/api/web-settings');
    const [range] = await t.db.query<{ min: number; max: number }>(
      `select min(price) as min, max(price) as max from properties where status = 1 and request_status = 'approved'`,
    );
    expect(body.data.min_price).toBe(range!.min);
    expect(body.data.max_price).toBe(range!.max);
  });

  it('never sends a stored setting the contract does not list', async () => {
    await t.db.query(`insert into settings (key, value) values ('stripe_secret_key', '"sk_live_secret"')`);
    const { body } = await t.get('/api/web-settings');
    expect(JSON.stringify(body)).not.toContain('sk_live_secret');
    expect(body.data).not.toHaveProperty('stripe_secret_key');
  });

  it('reflects a changed stored setting', async () => {
    await t.db.query(`update settings set value = '"€"' where key = 'currency_symbol'`);
    const { body } = await t.get('/api/web-settings');
    expect(body.data.currency_symbol).toBe('€');
  });

  it('has no reader fields for a visitor', async () => {
    const { body } = await t.get('/api/web-settings');
    expect(body.data).not.toHaveProperty('verification_status');
    expect(body.data).not.toHaveProperty('subscription');
  });
});
