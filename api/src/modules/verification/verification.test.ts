import fs from 'node:fs';
import path from 'node:path';
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
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

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
    expect(file).toMatch(/^\/uploads\/verification\/[0-9a-f]{32}\.pdf$/);
    expect(fs.readFileSync(path.join(t.config.uploadsDir, file.replace('/uploads/', '')))).toEqual(pdf);

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
    const folder = path.join(t.config.uploadsDir, 'verification');
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
    expect(approved.body.data.status).toBe('success');
    expect(await statusOf(agent.id)).toBe('success');
    expect((await t.post('/api/admin/verification-requests/approve', { id: request!.id }, admin)).status).toBe(409);
    const agents = await findAgents({ db: t.db, files: new FileUrls(undefined) } as AppDeps, { limit: 100, offset: 0 });
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
