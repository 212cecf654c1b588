import { multipart, startTestApp, type TestApp } from '../../../test/test-app';
import { inputProblem, inputShapeLimits } from './input-checks';

const nested = (depth: number, leaf: unknown, wrap: (inner: unknown) => unknown) => {
  let value = leaf;
  for (let level = 0; level < depth; level++) value = wrap(value);
  return value;
};

describe('inputProblem', () => {
  const control = (field: string) => `${field} contains a control character, which is not allowed.`;

  it('names the first field holding NUL or another control character, by its path', () => {
    expect(inputProblem({ name: 'Ann', address: 'a\u0000b' })).toBe(control('address'));
    expect(inputProblem({ form_fields: [{ id: '1', value: 'ok' }, { value: 'x\u001b' }] })).toBe(
      control('form_fields[1].value'),
    );
    expect(inputProblem({ 'ke\u0007y': 'x' })).toBe(control('ke?y'));
    expect(inputProblem('\u007f')).toBe(control('the request'));
  });

  it('refuses input nested, listed or spread past what any call takes, without overflowing on 100,000 levels', () => {
    for (const wrap of [(inner: unknown) => [inner], (inner: unknown) => ({ a: inner })]) {
      expect(inputProblem({ a: nested(100_000, 'x', wrap) })).toMatch(/nests deeper than 32 levels/);
      expect(inputProblem(nested(inputShapeLimits.depth - 1, 'x', wrap))).toBeUndefined();
    }
    expect(inputProblem({ ids: Array.from({ length: inputShapeLimits.listLength + 1 }, () => 1) })).toBe(
      `ids lists more than ${inputShapeLimits.listLength} items.`,
    );
    const wide = Object.fromEntries(Array.from({ length: inputShapeLimits.fields + 1 }, (_, n) => [`f${n}`, n]));
    expect(inputProblem(wide)).toBe(`the request has more than ${inputShapeLimits.fields} fields.`);
    const many = Array.from({ length: 20 }, () => Array.from({ length: 9_000 }, () => 0));
    expect(inputProblem(many)).toMatch(/more than 100000 values/);
  });

  it('lets tabs, line breaks, unicode and file contents through', () => {
    expect(
      inputProblem({
        message: 'Line one\r\nline two\tand a tab',
        title: 'شقة مع حديقة 🏡',
        file: Buffer.from([0, 1, 2]),
        count: 3,
        empty: null,
      }),
    ).toBeUndefined();
  });
});

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.signIn('demo@domus.example', 'demo123');
});
afterAll(() => t.close());

describe('text with control characters', () => {
  // Each of these answered 500 when the NUL reached the database.
  const queries = [
    'get_property?search=%00',
    'get_property?city=%00',
    'get_property?state=a%00',
    'get_property?country=%00',
    'get_property?slug_id=%00',
    'get_property?category_slug_id=%00',
    'get-property-list?city=%00',
    'get-property-list?search=%00',
    'get-projects?city=%00',
    'get-projects?category_slug_id=%00',
    'get-project-detail?slug_id=%00',
    'get_nearby_properties?city=%00',
    'get_nearby_properties?state=%00',
    'get-map-clusters?city=%00&zoom=3&min_lat=-80&max_lat=80&min_lng=-170&max_lng=170',
    'get_articles?slug_id=%00',
    'agent-properties?slug_id=%00',
    'faqs?search=%00',
    'get-cities-data?search=%01',
  ];

  it.each(queries)('GET /api/%s answers 400 naming the field', async (query) => {
    const reply = await t.get(`/api/${query}`, token);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ error: true, code: 'invalidInput' });
    const field = /\?(?:.*&)?(\w+)=[^&]*%0[01]/.exec(query)![1];
    expect(reply.body.message).toBe(`${field} contains a control character, which is not allowed.`);
  });

  it('refuses JSON bodies with NUL and changes nothing', async () => {
    const before = await t.db.query('select name, address from users where email = $1', ['demo@domus.example']);
    const cases: [string, object, string][] = [
      [
        'contct_us',
        { first_name: 'A\u0000', last_name: 'B', email: 'a@b.example', subject: 's', message: 'm' },
        'first_name',
      ],
      ['update_profile', { name: 'Demo', address: 'Main St\u0000' }, 'address'],
      ['send_message', { receiver_id: 1, message: 'hi\u0000' }, 'message'],
      ['user_signup', { logintype: 3, email: 'demo@domus.example', password: 'x\u0000' }, 'password'],
    ];
    for (const [call, body, field] of cases) {
      const reply = await t.post(`/api/${call}`, body, token);
      expect({ call, status: reply.status, message: reply.body.message }).toEqual({
        call,
        status: 400,
        message: `${field} contains a control character, which is not allowed.`,
      });
    }
    expect(await t.db.query('select name, address from users where email = $1', ['demo@domus.example'])).toEqual(
      before,
    );
    expect(await t.db.query(`select 1 from contact_messages where first_name like 'A%'`)).toEqual([]);
  });

  it('still accepts line breaks and tabs in a message', async () => {
    const reply = await t.post(
      '/api/contct_us',
      {
        first_name: 'Ann',
        last_name: 'Lee',
        email: 'ann@example.com',
        subject: 'Viewing',
        message: 'Hello,\n\tThanks',
      },
      token,
    );
    expect(reply.status).toBe(200);
  });
});

describe('input nested or spread past any call', () => {
  const deepJson = `{"a":${'['.repeat(5000)}1${']'.repeat(5000)}}`;
  const brackets = `parameters${'[0]'.repeat(5000)}`;

  it('a JSON body nested 5,000 levels answers 400 on any call, before anything walks it', async () => {
    for (const call of ['contct_us', 'update_profile', 'post_property', 'send_message']) {
      const reply = await t.app.inject({
        method: 'POST',
        url: `/api/${call}`,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        payload: deepJson,
      });
      expect({ call, status: reply.statusCode, message: reply.json().message }).toEqual({
        call,
        status: 400,
        message: 'a nests deeper than 32 levels, more than any field takes.',
      });
    }
  });

  it('a form field named with 5,000 brackets answers 400, urlencoded or multipart', async () => {
    const urlencoded = await t.app.inject({
      method: 'POST',
      url: '/api/post_property',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
      payload: `title=x&${encodeURIComponent(brackets)}=1`,
    });
    expect(urlencoded.statusCode).toBe(400);
    expect(urlencoded.json().message).toMatch(/a field name nests at most 8 levels of brackets/);
    const form = multipart({ title: 'x', [brackets]: '1' });
    const sent = await t.post('/api/post_property', form, token);
    expect(sent.status).toBe(400);
    expect(sent.body.message).toMatch(/a field name nests at most 8 levels of brackets/);
  });
});
