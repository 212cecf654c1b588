import type { Faq } from '@domus/shared/contract';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('faqs', () => {
  it('lists published FAQs in their set order with the total', async () => {
    const { status, body } = await t.get('/api/faqs?limit=100');
    expect(status).toBe(200);
    const rows = await t.db.query<Faq>(
      'select id, question, answer, question as translated_question, answer as translated_answer from faqs where status = 1 order by sequence, id',
    );
    expect(body.data).toEqual(rows);
    expect(body.total).toBe(rows.length);
  });

  it('pages with offset and limit', async () => {
    const all = (await t.get('/api/faqs?limit=100')).body.data as Faq[];
    const page = (await t.get('/api/faqs?limit=2&offset=1')).body;
    expect(page.data).toEqual(all.slice(1, 3));
    expect(page.total).toBe(all.length);
  });

  it('leaves unpublished FAQs out', async () => {
    const [hidden] = await t.db.query<{ id: number }>(
      `insert into faqs (question, answer, status) values ('Hidden question?', 'Hidden answer.', 0) returning id`,
    );
    const { body } = await t.get('/api/faqs?limit=100');
    expect(body.data.map((faq: Faq) => faq.id)).not.toContain(hidden!.id);
  });

  it('searches questions and answers, any letter case', async () => {
    const [first] = (await t.get('/api/faqs?limit=1')).body.data as Faq[];
    const word = first!.question.split(/\W+/).find((part) => part.length > 4)!;
    const { body } = await t.get(`/api/faqs?search=${encodeURIComponent(word.toUpperCase())}`);
    expect(body.data.map((faq: Faq) => faq.id)).toContain(first!.id);
    for (const faq of body.data as Faq[])
      expect(`${faq.question} ${faq.answer}`.toLowerCase()).toContain(word.toLowerCase());
    expect(body.total).toBe(body.data.length);
    expect((await t.get('/api/faqs?search=%25zzqq_')).body).toMatchObject({ data: [], total: 0 });
  });
});
