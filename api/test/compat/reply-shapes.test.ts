import { calls, type CallName } from '@domus/shared/contract';
import { seedAccounts } from '../../src/db/seed/accounts';
import { callTable } from '../ownership/call-table';
import type { CallRequest } from '../ownership/requests';
import { buildWorld, type World } from '../ownership/world';
import { publicUrl, startCompatApp, type CompatApp } from './client';
import { startPaymentProviders, type PaymentProviders } from '../fake-payment-provider';
import {
  clientReads,
  homepageSections,
  languageReads,
  signedInSettingsReads,
  unreadFields,
  type Reads,
} from './client-expectations';

/*
 * Every GET call of the catalogue, called as existing clients call it, answers in the shapes
 * they read: the envelope, absolute file URLs and the route's own reply schema for every reply
 * (client.ts), and the fields each call's readers read (client-expectations.ts). Then the
 * fields such clients read under names of their own.
 */

let c: CompatApp;
let w: World;
let admin: string;
let providers: PaymentProviders;

beforeAll(async () => {
  providers = await startPaymentProviders();
  c = await startCompatApp({ env: providers.env });
  w = await buildWorld(c.t);
  admin = await c.t.signIn(seedAccounts.admin.email, seedAccounts.admin.password);
}, 120_000);
afterAll(async () => {
  await c.close();
  await providers.close();
});

/** The fields of `reads` that the reply lacks, named by the request. */
const expectReads = (what: string, body: Record<string, unknown>, reads: Reads) =>
  expect({ [what]: unreadFields(body, reads) }).toEqual({ [what]: [] });

interface Example {
  request: CallRequest;
  token?: string;
  status: number;
}

const byA = (request: CallRequest): Example => ({ request, token: w.a.token, status: request.status ?? 200 });
const byB = (request: CallRequest): Example => ({ request, token: w.b.token, status: request.status ?? 200 });
const byVisitor = (request: CallRequest): Example => ({ request, status: 200 });

/**
 * The ownership table's example requests of a call, with the token a client holds for them:
 * calls on the caller by B (as the table means them), calls on an object by A (its owner),
 * public calls as a visitor and, where a token is optional, by A too, admin calls by the admin.
 */
function tableExamples(name: CallName): Example[] {
  const { ownership } = callTable[name];
  const auth = calls[name].auth;
  switch (ownership.kind) {
    case 'public':
      return ownership
        .requests(w)
        .flatMap((request) =>
          auth === 'never'
            ? [byVisitor(request)]
            : auth === 'always'
              ? [byA(request)]
              : [byVisitor(request), byA(request)],
        );
    case 'caller':
      return ownership.requests(w, w.b).map(byB);
    case 'owned':
      return ownership.requests(w, w.own).map(byA);
    case 'admin':
      return [{ request: {}, token: admin, status: 200 }];
  }
}

/** A's own lists, fuller than B's: the calls on the caller again, by A. */
const requestsOfA = (): Partial<Record<CallName, CallRequest[]>> => ({
  getFavouriteProperty: [{}],
  getAddedProperties: [{}],
  getAddedProjects: [{}],
  getFeaturedData: [{}],
  getUserRecommendation: [{}],
  getUserPackages: [{}],
  getPaymentDetails: [{}],
  getChats: [{}],
  getMessages: [{ query: { user_id: w.c.id, property_id: w.own.approvedPropertyId } }],
  getNotificationList: [{}],
});

const examplesOf = (name: CallName) => [...tableExamples(name), ...(requestsOfA()[name] ?? []).map(byA)];

const getCalls = (Object.keys(calls) as CallName[]).filter((name) => calls[name].method === 'GET');

describe('every GET call of the catalogue, called as clients call it', () => {
  it.each(getCalls)('%s', async (name) => {
    const examples = examplesOf(name);
    expect(examples.length).toBeGreaterThan(0);
    const reads = clientReads[name];
    let items = 0;
    for (const { request, token, status } of examples) {
      const what = `${calls[name].path} ${JSON.stringify(request.query ?? {})}${token ? ' signed in' : ''}`;
      const reply = await c.get(calls[name].path, request.query, { token });
      expect({ [what]: reply.status }).toEqual({ [what]: status });
      if (reads && reply.status === 200) expectReads(what, reply.body, reads);
      if (Array.isArray(reply.body?.data)) items += reply.body.data.length;
    }
    // A list's fields are checked on its items: at least one example lists some.
    if (reads?.items) expect({ [name]: items > 0 }).toEqual({ [name]: true });
  });

  it('the table of what clients read names calls of the catalogue only', () => {
    expect(Object.keys(clientReads).filter((name) => !Object.hasOwn(calls, name))).toEqual([]);
  });
});

describe('what clients read beyond the examples', () => {
  it('web-settings with a token adds the reader’s verification state, activity, premium and subscription', async () => {
    const reply = await c.get(calls.webSettings.path, {}, { token: w.a.token });
    expectReads('web-settings signed in', reply.body, { data: signedInSettingsReads });
    expect(reply.body.data.subscription).toMatchObject({ start_date: expect.any(String) });
  });

  it('get_languages gives rtl as 1/0, and one language with its web texts as file_name', async () => {
    const list = await c.get(calls.getLanguages.path);
    expect(list.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'en', rtl: 0 }),
        expect.objectContaining({ code: 'ar', rtl: 1 }),
      ]),
    );
    const one = await c.get(calls.getLanguages.path, { language_code: 'ar', web_language_file: 1 });
    const { id: _id, ...withoutId } = languageReads;
    expectReads('get_languages ar with its file', one.body, { data: { ...withoutId, file_name: 'object' } });
    expect(one.body.data).toMatchObject({ code: 'ar', rtl: 1 });
    expect(Object.keys(one.body.data.file_name).length).toBeGreaterThan(0);
  });

  it('is_favourite and is_interested are 1 on a listing the reader marked, 0 for a visitor', async () => {
    const query = { id: w.strangersListingId };
    const reader = await c.get(calls.getProperty.path, query, { token: w.a.token });
    expect(reader.body.data[0]).toMatchObject({ is_favourite: 1, is_interested: 1 });
    const visitor = await c.get(calls.getProperty.path, query);
    expect(visitor.body.data[0]).toMatchObject({ is_favourite: 0, is_interested: 0 });
    const favourites = await c.get(calls.getFavouriteProperty.path, {}, { token: w.a.token });
    expect(favourites.body.data.map((property: { is_favourite: unknown }) => property.is_favourite)).toEqual([1]);
  });

  it('a property with documents lists each as { id, file_name, file, name, type }', async () => {
    const reply = await c.get(calls.getProperty.path, { slug_id: w.own.approvedPropertySlug });
    const [document] = reply.body.data[0].documents;
    expect(document).toEqual({
      id: expect.any(Number),
      file_name: expect.stringMatching(/\.pdf$/),
      file: expect.stringMatching(new RegExp(`^${publicUrl}/uploads/.+\\.pdf$`)),
      name: document.file_name,
      type: 'pdf',
    });
    expect(reply.body.data[0].documents).toHaveLength(1);
  });

  it('get-package gives each package’s duration in hours, and the reader’s active packages', async () => {
    const days = new Map(
      (await c.t.db.query<{ id: number; days: number }>('select id, duration_days as days from packages')).map(
        (row) => [row.id, row.days],
      ),
    );
    const reply = await c.get(calls.getPackage.path, {}, { token: w.a.token });
    expect(reply.body.data.length).toBeGreaterThan(0);
    for (const pack of reply.body.data)
      expect({ [pack.name]: pack.duration }).toEqual({ [pack.name]: days.get(pack.id)! * 24 });
    expect(reply.body.active_packages.length).toBeGreaterThan(0);
  });

  it('agent-properties carries the agent as customer_data too', async () => {
    const reply = await c.get(calls.agentProperties.path, { slug_id: w.a.slug_id });
    expect(reply.body.data.customer_data).toMatchObject({ id: w.a.id, slug_id: w.a.slug_id });
    expect(reply.body.data.properties.length).toBeGreaterThan(0);
  });

  it('homepage-data holds at most 12 items per section, and the reader’s sections with a token', async () => {
    const reply = await c.get(calls.homepageData.path, {}, { token: w.a.token });
    for (const section of homepageSections)
      expect({ [section]: reply.body.data[section].length <= 12 }).toEqual({ [section]: true });
    expectReads('homepage-data signed in', reply.body, {
      data: { nearby_properties: 'list', user_recommendation: 'list' },
    });
    expect(reply.body.data.featured_section.length + reply.body.data.most_viewed_properties.length).toBeGreaterThan(0);
  });

  it('get_categories counts each category’s listings with has_property=1', async () => {
    const reply = await c.get(calls.getCategories.path, { has_property: 1 });
    expectReads('get_categories has_property', reply.body, { items: { properties_count: 'int' } });
  });

  it('get_articles with slug_id adds similar_articles', async () => {
    const list = await c.get(calls.getArticles.path);
    const reply = await c.get(calls.getArticles.path, { slug_id: list.body.data[0].slug_id });
    expect(reply.body.data).toHaveLength(1);
    expectReads('get_articles slug_id', reply.body, { top: { similar_articles: 'list' } });
  });

  it('mortgage-calculator adds the yearly schedule for a reader whose package allows it', async () => {
    const reply = await c.get(
      calls.mortgageCalculator.path,
      { loan_amount: 300000, down_payment: 60000, interest_rate: 4.5, loan_term_years: 25, show_all_details: 1 },
      { token: w.a.token },
    );
    expectReads('mortgage-calculator details', reply.body, {
      data: {
        'yearly_totals[].year': 'int',
        'yearly_totals[].principal_amount': 'number',
        'yearly_totals[].interest_paid': 'number',
        'yearly_totals[].remaining_balance': 'number',
        'yearly_totals[].monthly_totals[].month': 'int',
        'yearly_totals[].monthly_totals[].principal_amount': 'number',
        'yearly_totals[].monthly_totals[].payable_interest': 'number',
        'yearly_totals[].monthly_totals[].remaining_balance': 'number',
      },
    });
    expect(reply.body.data.yearly_totals).toHaveLength(25);
  });
});

describe('lists', () => {
  it('page by offset and limit (10 by default) and count every match in total', async () => {
    const first = await c.get(calls.getPropertyList.path);
    expect(first.body.data).toHaveLength(10);
    expect(first.body.total).toBeGreaterThan(10);
    const next = await c.get(calls.getPropertyList.path, { offset: 10, limit: 5 });
    expect(next.body.data).toHaveLength(5);
    expect(next.body.total).toBe(first.body.total);
    const ids = (body: { data: { id: number }[] }) => body.data.map((property) => property.id);
    expect(ids(next.body).filter((id) => ids(first.body).includes(id))).toEqual([]);
  });

  it('answer no match with error false, data [] and total 0', async () => {
    const reply = await c.get(calls.getPropertyList.path, { search: 'zzqnothingmatchesthis' });
    expect(reply.body).toMatchObject({ error: false, data: [], total: 0 });
  });

  it('take property_type as the word or its code', async () => {
    for (const [code, word] of [
      ['0', 'sell'],
      ['1', 'rent'],
    ]) {
      const byCode = await c.get(calls.getPropertyList.path, { property_type: code, limit: 100 });
      const byWord = await c.get(calls.getPropertyList.path, { property_type: word, limit: 100 });
      expect(byCode.body.total).toBe(byWord.body.total);
      expect(new Set(byCode.body.data.map((property: { property_type: string }) => property.property_type))).toEqual(
        new Set([word]),
      );
    }
  });
});

it('Content-Language picks the language of translated content', async () => {
  const english = await c.get(calls.getCategories.path, {}, { language: 'en' });
  const arabic = await c.get(calls.getCategories.path, {}, { language: 'ar' });
  const names = (body: { data: { category: string; translated_name: string }[] }) =>
    body.data.map((category) => [category.category, category.translated_name]);
  expect(names(english.body).every(([stored, translated]) => stored === translated)).toBe(true);
  expect(
    names(arabic.body).some(([stored, translated]) => stored !== translated && /[\u0600-\u06ff]/.test(translated!)),
  ).toBe(true);
});

describe('filters sent as one base64 JSON parameter', () => {
  const encoded = (filters: object) => Buffer.from(JSON.stringify(filters)).toString('base64');
  const ids = (body: { data: { id: number }[] }) => body.data.map((item) => item.id);

  it.each([
    [calls.getProperty.path, { property_type: 'rent', limit: 5 }],
    [calls.getPropertyList.path, { city: 'London', property_type: 0, limit: 5 }],
    [calls.getProjects.path, { limit: 2, offset: 1 }],
  ])('%s answers filters=%j as the same parameters sent one by one', async (path, filters) => {
    const separate = await c.get(path, filters);
    const together = await c.get(path, { filters: encoded(filters) });
    expect(together.status).toBe(200);
    expect(ids(together.body)).toEqual(ids(separate.body));
    expect(together.body.total).toBe(separate.body.total);
    expect(together.body.data.length).toBeGreaterThan(0);
  });

  it.each([calls.getProperty.path, calls.getPropertyList.path, calls.getProjects.path])(
    '%s refuses filters that are not base64 JSON with a 400 naming filters',
    async (path) => {
      for (const filters of ['%%%not-base64', Buffer.from('{"city": ').toString('base64')]) {
        const reply = await c.get(path, { filters });
        expect(reply.status).toBe(400);
        expect(reply.body).toMatchObject({
          error: true,
          code: 'invalidInput',
          message: expect.stringMatching(/filters/),
        });
      }
    },
  );
});

describe('failures', () => {
  it('carry key = code and a message, whatever refused the request', async () => {
    const unknownCall = await c.get('no-such-call');
    expect(unknownCall.status).toBe(404);
    const badToken = await c.get(calls.getFavouriteProperty.path, {}, { token: 'not-a-token' });
    expect(badToken.status).toBe(401);
    const noToken = await c.get(calls.getFavouriteProperty.path);
    expect(noToken.status).toBe(401);
    const badQuery = await c.get(calls.getPropertyList.path, { limit: 'many' });
    expect(badQuery.status).toBe(400);
    expect(badQuery.body.message).toContain('limit');
    for (const reply of [unknownCall, badToken, noToken, badQuery]) {
      expect(reply.body).toEqual({
        error: true,
        message: expect.any(String),
        code: reply.body.key,
        key: expect.any(String),
      });
    }
  });

  it('a deactivated account gets 401 accountDeactivated', async () => {
    const member = await w.member();
    await c.post(calls.adminDeactivateUser.path, { user_id: member.id }, { token: admin });
    const reply = await c.get(calls.webSettings.path, {}, { token: member.token });
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({ code: 'accountDeactivated', key: 'accountDeactivated' });
  });
});
