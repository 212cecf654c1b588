import { PDFDocument } from '@cantoo/pdf-lib';
import { seedAccounts } from '../db/seed/accounts';
import { activeContentIn, activeContentOf, activePdf, brochurePdf } from '../../test/pdf-fixtures';
import { createTestUser, houseFormIds, houseForSale, testPicture, type TestUser } from '../../test/listing-fixtures';
import { multipart, startTestApp, type TestApp } from '../../test/test-app';

/*
 * Every place the site takes a PDF stores it without active content: listing and project
 * documents, floor plans, chat files and verification documents. Each gets the same PDF full
 * of scripts, actions and attached files; what is stored is read back as its readers get it.
 */

let t: TestApp;
let member: TestUser;
let active: Buffer;
let photo: Buffer;

const pdfPart = (content: Buffer, filename = 'brochure.pdf') => ({ filename, content, type: 'application/pdf' });

/** A stored file as a reader gets it, through the URL a reply gave (its path on this app). */
async function download(url: string, token?: string): Promise<Buffer> {
  const { pathname, search } = new URL(url);
  const reply = await t.app.inject({
    method: 'GET',
    url: pathname + search,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect({ url, status: reply.statusCode }).toEqual({ url, status: 200 });
  return reply.rawPayload;
}

/** The stored PDF holds no active content and still has the three pages it was sent with. */
async function expectCleaned(url: string, token?: string) {
  const stored = await download(url, token);
  const pdf = await PDFDocument.load(stored, { updateMetadata: false });
  expect({ url, bytes: activeContentIn(stored), objects: activeContentOf(pdf) }).toEqual({
    url,
    bytes: [],
    objects: [],
  });
  expect(pdf.getPageCount()).toBe(3);
}

beforeAll(async () => {
  t = await startTestApp();
  member = await createTestUser(t, { packageName: 'Agency' });
  active = await activePdf();
  photo = await testPicture(300, 300);
});
afterAll(() => t.close());

describe('a PDF with scripts, actions and attached files', () => {
  it('is stored without them as a listing document', async () => {
    const reply = await t.post(
      '/api/post_property',
      multipart({
        ...houseForSale(await houseFormIds(t.db), 'House with a brochure'),
        title_image: { filename: 'house.png', content: photo, type: 'image/png' },
        'documents[]': [pdfPart(active)],
      }),
      member.token,
    );
    expect(reply.body).toMatchObject({ error: false });
    const [stored] = await t.db.query<{ id: number }>('select id from property_documents where property_id = $1', [
      reply.body.data.id,
    ]);
    expect(stored).toBeDefined();
    await expectCleaned(reply.body.data.documents[0].file);
  });

  it('is stored without them as a project document and as a floor plan', async () => {
    const [category] = await t.db.query<{ id: number }>(`select id from categories where slug_id = 'apartment'`);
    const reply = await t.post(
      '/api/post_project',
      multipart({
        title: 'Riverside Residences',
        description: 'Sixty apartments by the river.',
        category_id: String(category!.id),
        type: 'under_construction',
        location: '5 River Road',
        city: 'Manchester',
        state: 'England',
        country: 'United Kingdom',
        latitude: '53.4808',
        longitude: '-2.2426',
        image: { filename: 'front.png', content: photo, type: 'image/png' },
        'plans[0][title]': 'Type A',
        'plans[0][document]': pdfPart(active, 'type-a.pdf'),
        'documents[]': [pdfPart(active)],
      }),
      member.token,
    );
    expect(reply.body).toMatchObject({ error: false });
    await expectCleaned(reply.body.data.documents[0].file);
    await expectCleaned(reply.body.data.plans[0].document);
  });

  it('is stored without them as a chat file', async () => {
    const reader = await createTestUser(t);
    const reply = await t.post(
      '/api/send_message',
      multipart({ receiver_id: String(reader.id), file: pdfPart(active, 'offer.pdf') }),
      member.token,
    );
    expect(reply.body).toMatchObject({ error: false, data: { file_kind: 'pdf', file_name: 'offer.pdf' } });
    await expectCleaned(reply.body.data.file, member.token);
  });

  it('is stored without them as a verification document', async () => {
    const admin = await t.signIn(seedAccounts.admin.email, seedAccounts.admin.password);
    const fields = (await t.get('/api/get-agent-verification-form-fields', admin)).body.data as {
      id: number;
      name: string;
    }[];
    const answers: Record<string, string | ReturnType<typeof pdfPart>> = {
      'Full legal name': 'Jane Q. Agent',
      'Licence number': 'LIC-2024-778',
      'Years of experience': '7',
      'You work as': 'Agency agent',
      'Services offered': 'Sales',
      'Identity document': pdfPart(active, 'id.pdf'),
    };
    const body: Parameters<typeof multipart>[0] = {};
    fields
      .filter((field) => answers[field.name] !== undefined)
      .forEach((field, index) => {
        body[`form_fields[${index}][id]`] = String(field.id);
        body[`form_fields[${index}][value]`] = answers[field.name]!;
      });
    const applicant = await createTestUser(t);
    const reply = await t.post('/api/apply-agent-verification', multipart(body), applicant.token);
    expect(reply.body).toMatchObject({ error: false });
    const document = reply.body.data.fields.find((field: { file_url: string }) => field.file_url).file_url;
    await expectCleaned(document, applicant.token);
  });
});

describe('a PDF that cannot be cleaned', () => {
  it('is refused naming the field, and the listing is not saved', async () => {
    const locked = await brochurePdf(1);
    locked.encrypt({ userPassword: 'secret', ownerPassword: 'owner' });
    const before = await t.db.query('select id from properties where user_id = $1', [member.id]);
    const reply = await t.post(
      '/api/post_property',
      multipart({
        ...houseForSale(await houseFormIds(t.db), 'House with a locked brochure'),
        title_image: { filename: 'house.png', content: photo, type: 'image/png' },
        'documents[]': [pdfPart(Buffer.from(await locked.save()))],
      }),
      member.token,
    );
    expect(reply).toMatchObject({
      status: 415,
      body: { error: true, message: 'documents: the PDF is locked with a password; send it unlocked.' },
    });
    expect(await t.db.query('select id from properties where user_id = $1', [member.id])).toEqual(before);
  });
});
