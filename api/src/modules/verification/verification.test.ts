import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument, PDFName } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import type { AppDeps } from '../../app-deps';
import { seedAccounts } from '../../db/seed/accounts';
import { FileUrls } from '../../files/file-urls';
import { findAgents } from '../agents/service';
import { multipart, startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let fields: {
  id: number;
  name: string;
  field_type: string;
  options: string[];
  is_required: boolean;
  sequence: number;
}[];
beforeAll(async () => {
  t = await startTestApp();
  fields = (await t.get('/api/get-agent-verification-form-fields', await adminToken())).body.data;
});
afterAll(() => t.close());

const adminToken = () => t.signIn(seedAccounts.admin.email, seedAccounts.admin.password);
const fieldId = (name: string) => fields.find((field) => field.name === name)!.id;
let pdf: Buffer;
beforeAll(async () => {
  // A scan as a phone's app makes it: with its author, software and XMP metadata.
  const document = await PDFDocument.create();
  document.addPage([200, 200]);
  document.setAuthor('Jane Q. Holder');
  document.setCreator('ScanApp 4 (GPS 38.7223 -9.1393)');
  document.catalog.set(PDFName.of('Metadata'), document.context.flateStream('<x:xmpmeta>holder</x:xmpmeta>'));
  pdf = Buffer.from(await document.save());
});

let accounts = 0;
async function newAgent() {
  const email = `agent${++accounts}@domus.example`;
  await t.get(`/api/get-otp?email=${email}`);
  const verified = await t.get(`/api/verify-otp?email=${email}&otp=${await t.latestCode(email)}`);
  const created = await t.post('/api/user_signup', {
    logintype: 3,
    email,
    name: `Agent ${accounts}`,
    verification_token: verified.body.data.verification_token,
  });
  return { token: created.body.token as string, id: created.body.data.id as number, email };
}

/** A complete, valid application as multipart fields (bracketed names, as browsers send them). */
function application(overrides: Record<string, string | string[] | { filename: string; content: Buffer }> = {}) {
  const answers: Record<string, string | string[] | { filename: string; content: Buffer }> = {
    'Full legal name': 'Jane Q. Agent',
    'Licence number': 'LIC-2024-778',
    'Years of experience': '7',
    'You work as': 'Agency agent',
    'Main market': 'Residential',
    'Services offered': ['Sales', 'Rentals'],
    'About your business': 'Homes in the city centre.',
    'Identity document': { filename: 'id.pdf', content: pdf },
    ...overrides,
  };
  const body: Record<string, string | string[] | { filename: string; content: Buffer }> = {};
  Object.entries(answers).forEach(([name, value], index) => {
    body[`form_fields[${index}][id]`] = String(fieldId(name));
    body[Array.isArray(value) ? `form_fields[${index}][value][]` : `form_fields[${index}][value]`] = value;
  });
  return multipart(body);
}

const statusOf = async (id: number) =>
  (await t.db.query<{ s: string }>('select verification_status as s from users where id = $1', [id]))[0]!.s;

describe('get-agent-verification-form-fields', () => {
  it('lists the admin-defined fields of every type, in order', async () => {
    expect(new Set(fields.map((field) => field.field_type))).toEqual(
      new Set(['text', 'number', 'textarea', 'radio', 'dropdown', 'checkbox', 'file']),
    );
    expect(fields.find((field) => field.name === 'Services offered')).toMatchObject({
      field_type: 'checkbox',
      options: ['Sales', 'Rentals', 'Property management', 'Valuation'],
      is_required: true,
    });
    expect(fields.map((field) => field.sequence)).toEqual(
      [...fields.map((field) => field.sequence)].sort((a, b) => a - b),
    );
  });

  it('needs a signed-in user', async () => {
    expect((await t.get('/api/get-agent-verification-form-fields')).status).toBe(401);
  });
});

describe('apply-agent-verification', () => {
  it('stores the answers and the file, and moves the user from initial to pending', async () => {
    const agent = await newAgent();
    const before = await t.get('/api/get-agent-verification-form-values', agent.token);
    expect(before.body.data).toMatchObject({ verification_status: 'initial', reason: '', submitted_at: null });

    const { status, body } = await t.post('/api/apply-agent-verification', application(), agent.token);
    expect(status).toBe(200);
    expect(body.data.verification_status).toBe('pending');
    expect(await statusOf(agent.id)).toBe('pending');
    const answer = (name: string) => body.data.fields.find((field: { name: string }) => field.name === name);
    expect(answer('Services offered')).toMatchObject({ value: 'Sales, Rentals', values: ['Sales', 'Rentals'] });
    expect(answer('Years of experience').value).toBe('7');
    expect(answer('Licence certificate')).toMatchObject({ value: '', file_url: '' });
    const file = answer('Identity document').file_url as string;
    expect(file).toMatch(/^http:\/\/localhost:8080\/api\/verification-document\?file=[0-9a-f]{32}\.pdf$/);
    expect(answer('Identity document').value).toBe(file);

    const values = await t.get('/api/get-agent-verification-form-values', agent.token);
    expect(values.body.data.verification_status).toBe('pending');
    expect(values.body.data.submitted_at).not.toBeNull();

    const web = await t.get('/api/web-settings', agent.token);
    expect(web.body.data.verification_status).toBe('pending');
  });

  it('takes JSON too, and refuses an application without the required document', async () => {
    const agent = await newAgent();
    const { status, body } = await t.post(
      '/api/apply-agent-verification',
      {
        form_fields: [
          { id: fieldId('Full legal name'), value: 'Json Agent' },
          { id: fieldId('Licence number'), value: 'L-1' },
          { id: fieldId('Years of experience'), value: '3' },
          { id: fieldId('You work as'), value: 'Developer' },
          { id: fieldId('Services offered'), value: 'Sales,Valuation' },
        ],
      },
      agent.token,
    );
    // The identity document is required.
    expect(status).toBe(400);
    expect(body.message).toBe('Identity document is required');
  });

  it('refuses missing required answers, bad numbers, unknown options and unknown fields, saving nothing', async () => {
    const agent = await newAgent();
    const folder = path.join(t.config.dataDir, 'private', 'verification');
    const storedFiles = () => (fs.existsSync(folder) ? fs.readdirSync(folder) : []);
    const filesBefore = storedFiles();
    const refusals: [Parameters<typeof application>[0], string][] = [
      [{ 'Licence number': '' }, 'Licence number is required'],
      [{ 'Years of experience': 'seven' }, 'Years of experience must be a number'],
      [{ 'You work as': 'Astronaut' }, 'You work as must be one of: Independent agent, Agency agent, Developer'],
      [
        { 'Services offered': ['Sales', 'Time travel'] },
        'Services offered: "Time travel" is not one of Sales, Rentals, Property management, Valuation',
      ],
      [
        { 'Identity document': { filename: 'id.txt', content: Buffer.from('just text') } },
        'Identity document: the file must be a PDF, JPEG or PNG.',
      ],
    ];
    for (const [overrides, message] of refusals) {
      const { status, body } = await t.post('/api/apply-agent-verification', application(overrides), agent.token);
      expect({ status, message: body.message }).toEqual({ status: message.includes('PDF') ? 415 : 400, message });
    }
    const unknown = await t.post(
      '/api/apply-agent-verification',
      { form_fields: [{ id: 9999, value: 'x' }] },
      agent.token,
    );
    expect(unknown.body.message).toBe('form_fields: there is no field with id 9999');
    const big = await t.post(
      '/api/apply-agent-verification',
      application({
        'Identity document': { filename: 'id.pdf', content: Buffer.concat([pdf, Buffer.alloc(6 * 1024 * 1024)]) },
      }),
      agent.token,
    );
    expect(big.status).toBe(413);
    expect(await statusOf(agent.id)).toBe('initial');
    expect(await t.db.query('select 1 from verification_form_values where user_id = $1', [agent.id])).toEqual([]);
    expect(storedFiles()).toEqual(filesBefore);
  });

  describe('documents', () => {
    const documentOf = async (token: string) =>
      (await t.get('/api/get-agent-verification-form-values', token)).body.data.fields.find(
        (field: { name: string }) => field.name === 'Identity document',
      ).file_url as string;
    const read = (url: string, token?: string) =>
      t.app.inject({
        url: url.replace(t.config.publicUrl, ''),
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });

    it('are private: only their owner and admins read them, never cached, never under /uploads', async () => {
      const owner = await newAgent();
      expect((await t.post('/api/apply-agent-verification', application(), owner.token)).status).toBe(200);
      const url = await documentOf(owner.token);
      const mine = await read(url, owner.token);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers).toMatchObject({
        'content-type': 'application/pdf',
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'content-disposition': 'attachment; filename="document.pdf"',
      });
      expect((await read(url, await adminToken())).statusCode).toBe(200);
      const stranger = await newAgent();
      expect((await read(url, stranger.token)).statusCode).toBe(404);
      expect((await read(url)).statusCode).toBe(401);
      const name = new URL(url).searchParams.get('file')!;
      for (const path of [`/uploads/verification/${name}`, `/uploads/../private/verification/${name}`]) {
        expect((await t.app.inject({ url: path })).statusCode).toBe(404);
      }
      expect(fs.existsSync(path.join(t.config.uploadsDir, 'verification', name))).toBe(false);
      expect((await read(url.replace(name, '../../db/postmaster.pid'), owner.token)).statusCode).toBe(404);
    });

    it('keep no metadata: the PDF’s author, software and XMP are gone, the page stays', async () => {
      const owner = await newAgent();
      await t.post('/api/apply-agent-verification', application(), owner.token);
      const stored = (await read(await documentOf(owner.token), owner.token)).rawPayload;
      const document = await PDFDocument.load(stored, { updateMetadata: false });
      expect(document.getPageCount()).toBe(1);
      expect(document.getAuthor()).toBeUndefined();
      expect(document.getCreator()).toBeUndefined();
      expect(document.catalog.get(PDFName.of('Metadata'))).toBeUndefined();
      expect(stored.includes('xmpmeta')).toBe(false);
      expect(stored.includes('ScanApp')).toBe(false);
    });

    it('keep no EXIF or GPS of a photographed document', async () => {
      const owner = await newAgent();
      const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#fff' } })
        .withExif({ IFD0: { Artist: 'Jane Q. Holder' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '38/1 43/1 20/1' } })
        .jpeg()
        .toBuffer();
      expect((await sharp(photo).metadata()).exif).toBeDefined();
      await t.post(
        '/api/apply-agent-verification',
        application({ 'Identity document': { filename: 'id.jpg', content: photo } }),
        owner.token,
      );
      const stored = await read(await documentOf(owner.token), owner.token);
      expect(stored.headers).toMatchObject({
        'content-type': 'image/jpeg',
        'content-disposition': 'inline; filename="document.jpg"',
      });
      expect((await sharp(stored.rawPayload).metadata()).exif).toBeUndefined();
    });

    it('refuses a PDF that cannot be read, storing nothing', async () => {
      const owner = await newAgent();
      const broken = Buffer.from('%PDF-1.7\nnot really a pdf');
      const reply = await t.post(
        '/api/apply-agent-verification',
        application({ 'Identity document': { filename: 'id.pdf', content: broken } }),
        owner.token,
      );
      expect(reply).toMatchObject({ status: 415, body: { message: 'Identity document: the PDF could not be read.' } });
      expect(await statusOf(owner.id)).toBe('initial');
    });
  });

  it('accepts a PNG document, re-encoded', async () => {
    const agent = await newAgent();
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const { status, body } = await t.post(
      '/api/apply-agent-verification',
      application({ 'Identity document': { filename: 'scan.png', content: png } }),
      agent.token,
    );
    expect(status).toBe(200);
    expect(body.data.fields.find((field: { name: string }) => field.name === 'Identity document').file_url).toMatch(
      /\.png$/,
    );
  });

  it('refuses a second application while pending, and re-applies only after a rejection', async () => {
    const agent = await newAgent();
    await t.post('/api/apply-agent-verification', application(), agent.token);
    const again = await t.post('/api/apply-agent-verification', application(), agent.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already pending/);

    const admin = await adminToken();
    const list = await t.get('/api/admin/verification-requests?status=pending', admin);
    const request = list.body.data.find((item: { user_id: number }) => item.user_id === agent.id);
    // A member with no public listing has no agent page yet.
    expect(request).toMatchObject({ user_slug_id: expect.any(String), user_is_agent: false });
    expect(request.fields.find((field: { name: string }) => field.name === 'Full legal name').value).toBe(
      'Jane Q. Agent',
    );
    const rejected = await t.post(
      '/api/admin/verification-requests/reject',
      { id: request.id, reason: 'Licence expired' },
      admin,
    );
    expect(rejected.body.data).toMatchObject({ status: 'failed', reason: 'Licence expired' });
    const view = await t.get('/api/get-agent-verification-form-values', agent.token);
    expect(view.body.data).toMatchObject({ verification_status: 'failed', reason: 'Licence expired' });
    const notifications = await t.get('/api/get_notification_list', agent.token);
    expect(notifications.body.data[0]).toMatchObject({
      type: 'verification',
      message: expect.stringContaining('Licence expired'),
    });

    // Re-apply without sending the document again: the earlier file is kept.
    const reapply = await t.post(
      '/api/apply-agent-verification',
      application({ 'Identity document': '', 'Licence number': 'LIC-2025-001' }),
      agent.token,
    );
    expect(reapply.status).toBe(200);
    expect(reapply.body.data.verification_status).toBe('pending');
    expect(
      reapply.body.data.fields.find((field: { name: string }) => field.name === 'Identity document').file_url,
    ).toMatch(/\.pdf$/);
  });

  it('marks approved agents verified wherever agents appear', async () => {
    const agent = await newAgent();
    await t.post('/api/apply-agent-verification', application(), agent.token);
    // Give the agent a public listing so the agent lists show them.
    await t.db.query(
      `update properties set user_id = $1 where id = (select min(id) from properties where status = 1 and request_status = 'approved')`,
      [agent.id],
    );
    const admin = await adminToken();
    const [request] = await t.db.query<{ id: number }>(`select id from verification_requests where user_id = $1`, [
      agent.id,
    ]);
    const approved = await t.post('/api/admin/verification-requests/approve', { id: request!.id }, admin);
    expect(approved.body.data).toMatchObject({ status: 'success', user_is_agent: true });
    const [{ slug_id } = { slug_id: '' }] = await t.db.query<{ slug_id: string }>(
      'select slug_id from users where id = $1',
      [agent.id],
    );
    expect(approved.body.data.user_slug_id).toBe(slug_id);
    expect(await statusOf(agent.id)).toBe('success');
    expect((await t.post('/api/admin/verification-requests/approve', { id: request!.id }, admin)).status).toBe(409);
    const agents = await findAgents({ db: t.db, files: new FileUrls('http://localhost:8080') } as AppDeps, {
      limit: 100,
      offset: 0,
    });
    expect(agents.find((item) => item.id === agent.id)?.is_verified).toBe(true);
    const properties = await t.get(`/api/get_property?userid=${agent.id}`);
    expect(properties.body.data[0].is_verified).toBe(true);
    const others = await t.get('/api/get_property?limit=50');
    for (const property of others.body.data) {
      const [owner] = await t.db.query<{ s: string }>('select verification_status as s from users where id = $1', [
        property.customer_id,
      ]);
      expect(property.is_verified).toBe(owner!.s === 'success');
    }
  });
});

describe('admin/verification-requests paging', () => {
  it('pages pending applications oldest first by keyset, every one once, whatever their times', async () => {
    const agents = [await newAgent(), await newAgent(), await newAgent()];
    for (const agent of agents) await t.post('/api/apply-agent-verification', application(), agent.token);
    // Two applied in the same microsecond: the id breaks the tie.
    await t.db.query(
      `update verification_requests set created_at = timestamptz '2020-01-01 00:00:00.123456+00'
        where user_id = any($1::int[])`,
      [agents.map((agent) => agent.id)],
    );
    const admin = await adminToken();
    const pending = (await t.get('/api/admin/verification-requests?status=pending&limit=100', admin)).body;
    const seen: number[] = [];
    let cursor = '';
    for (let pages = 0; pages < 100; pages++) {
      const reply = await t.get(`/api/admin/verification-requests?status=pending&limit=2&cursor=${cursor}`, admin);
      expect(reply.status).toBe(200);
      expect(reply.body.total).toBe(pending.total);
      seen.push(...reply.body.data.map((request: { id: number }) => request.id));
      if (!reply.body.next_cursor) break;
      cursor = encodeURIComponent(reply.body.next_cursor);
    }

    expect(seen).toEqual(pending.data.map((request: { id: number }) => request.id));
    expect(new Set(seen).size).toBe(pending.total);
    const ours = await t.db.query<{ id: number }>(
      'select id from verification_requests where user_id = any($1::int[]) order by id',
      [agents.map((agent) => agent.id)],
    );
    // The oldest come first, in the order they were sent.
    expect(seen.slice(0, 3)).toEqual(ours.map((row) => row.id));
  });

  it('refuses a cursor it did not give', async () => {
    const reply = await t.get('/api/admin/verification-requests?cursor=page-2', await adminToken());
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain('cursor must be the next_cursor of a page of this list');
  });
});
