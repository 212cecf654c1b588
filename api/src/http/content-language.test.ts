import { seedAccounts } from '../db/seed/accounts';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let demoToken: string;
beforeAll(async () => {
  t = await startTestApp();
  demoToken = await t.signIn(seedAccounts.demo.email, seedAccounts.demo.password);
});
afterAll(() => t.close());

/** GET in a language, as the Domus client asks (its page's language in Content-Language). */
async function getIn(language: string | undefined, url: string, token?: string) {
  const reply = await t.app.inject({
    url,
    headers: {
      ...(language === undefined ? {} : { 'content-language': language }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  return { status: reply.statusCode, body: reply.json(), headers: reply.headers };
}

describe('reference data texts in the reader language (Content-Language)', () => {
  it('adds the Arabic names of categories and their parameters, keeping the stored ones', async () => {
    const { status, body } = await getIn('ar', '/api/get_categories?limit=100');
    expect(status).toBe(200);
    const apartment = body.data.find((category: { slug_id: string }) => category.slug_id === 'apartment');
    expect(apartment).toMatchObject({ category: 'Apartment', translated_name: 'شقة' });
    const furnishing = apartment.parameter_types.find((parameter: { name: string }) => parameter.name === 'Furnishing');
    expect(furnishing).toMatchObject({
      translated_name: 'التأثيث',
      type_values: ['Furnished', 'Semi-furnished', 'Unfurnished'],
      translated_type_values: ['مفروش', 'مفروش جزئيًا', 'غير مفروش'],
    });
    expect(apartment).not.toHaveProperty('translations');
  });

  it('gives the stored text without a language, for one it has no text in, and for a header that is not a language', async () => {
    for (const language of [undefined, 'en', 'fr', 'ar;q=1', "ar' or 1=1 --", '']) {
      const { status, body } = await getIn(language, '/api/get_categories?limit=100');
      expect(status).toBe(200);
      for (const category of body.data) expect(category.translated_name).toBe(category.category);
    }
  });

  it('reads a regional tag as its language', async () => {
    const { body } = await getIn('ar-SA', '/api/get_facilities');
    expect(body.data.find((facility: { name: string }) => facility.name === 'Hospital').translated_name).toBe('مستشفى');
  });

  it("translates a listing's category, parameters and their values, and facilities", async () => {
    const { body } = await getIn('ar', '/api/get_property?limit=20');
    const withChoice = body.data.find((listing: { parameters: { value: string }[] }) =>
      listing.parameters.some((parameter) => ['Furnished', 'Yes', 'No', 'Unfurnished'].includes(parameter.value)),
    );
    expect(withChoice.category.translated_name).not.toBe(withChoice.category.category);
    const choice = withChoice.parameters.find((parameter: { type_values: string[] }) => parameter.type_values.length);
    expect(choice.translated_value).toBe(choice.translated_type_values[choice.type_values.indexOf(choice.value)]);
    expect(choice.translated_value).toMatch(/^[\u0600-\u06ff ]+$/);
    const number = withChoice.parameters.find(
      (parameter: { type_of_parameter: string }) => parameter.type_of_parameter === 'number',
    );
    expect(number.translated_value).toBe(number.value);
    const listed = body.data.flatMap((listing: { assign_facilities: object[] }) => listing.assign_facilities);
    expect(listed.length).toBeGreaterThan(0);
    for (const facility of listed)
      expect(facility.translated_name).toMatch(/^\p{Script=Arabic}[\p{Script=Arabic}\p{M} ]*$/u);
  });

  it('translates report reasons, packages, article categories, the personalise and verification forms', async () => {
    const reasons = await getIn('ar', '/api/get_report_reasons');
    expect(reasons.body.data[0]).toMatchObject({
      reason: 'The property is no longer available',
      translated_reason: 'العقار لم يعد متاحًا',
    });
    const packages = await getIn('ar', '/api/get-package');
    expect(packages.body.data.map((pack: { translated_name: string }) => pack.translated_name)).toContain('الاحترافي');
    const articles = await getIn('ar', '/api/get_articles');
    expect(articles.body.categories.map((category: { translated_name: string }) => category.translated_name)).toContain(
      'الشراء',
    );
    expect(articles.body.data[0].category.translated_name).toMatch(/^[\u0600-\u06ff]+$/);
    const filters = await getIn('ar', '/api/get-filter-data', demoToken);
    expect(filters.body.data.categories[0].translated_name).toBe('منزل');
    expect(
      filters.body.data.facilities.map((facility: { translated_name: string }) => facility.translated_name),
    ).toContain('مطار');
    const [starter] = await t.db.query<{ id: number }>(`select id from packages where name = 'Starter'`);
    expect((await t.post('/api/assign_package', { package_id: starter!.id }, demoToken)).status).toBe(200);
    const form = await getIn('ar', '/api/get-agent-verification-form-fields', demoToken);
    expect(form.body.data.find((field: { name: string }) => field.name === 'Main market')).toMatchObject({
      translated_name: 'السوق الرئيسية',
      options: ['Residential', 'Commercial', 'Land', 'Mixed'],
      translated_options: ['سكني', 'تجاري', 'أراضٍ', 'مختلط'],
    });
    const mine = await getIn('ar', '/api/get-user-packages', demoToken);
    expect(mine.body.data.length).toBeGreaterThan(0);
    for (const held of mine.body.data) expect(held.translated_name).not.toBe(held.name);
  });

  it('sees an edited translation at once, in every card', async () => {
    await t.db.query(
      `update parameters set translations = jsonb_set(translations, '{ar,name}', '"عدد غرف النوم"') where name = 'Bedrooms'`,
    );
    const { body } = await getIn('ar', '/api/get_property?limit=5');
    const bedrooms = body.data[0].parameters.find((parameter: { name: string }) => parameter.name === 'Bedrooms');
    expect(bedrooms.translated_name).toBe('عدد غرف النوم');
    await t.db.query(
      `update parameters set translations = jsonb_set(translations, '{ar,name}', '"غرف النوم"') where name = 'Bedrooms'`,
    );
  });

  it('refuses translations that are not an object', async () => {
    await expect(t.db.query(`update categories set translations = '[]' where id = 1`)).rejects.toThrow();
  });

  it('tells caches that public replies differ by language, and gives each language its own ETag', async () => {
    const english = await getIn(undefined, '/api/get_categories');
    const arabic = await getIn('ar', '/api/get_categories');
    expect(english.headers.vary).toContain('Content-Language');
    expect(arabic.headers.etag).not.toBe(english.headers.etag);
  });
});
