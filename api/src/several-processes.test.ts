import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import { hashSecret } from './auth/passwords';
import type { Db } from './db/db';
import { openPostgres } from './db/postgres';
import { seedAccounts } from './db/seed/accounts';
import { PackageService } from './modules/packages/service';
import type { AppDeps } from './app-deps';
import { startApiProcess, type ApiProcess } from '../test/api-process';
import { houseFormIds, houseForSale, testPicture } from '../test/listing-fixtures';
import { connectClient, nextEvent, type ClientSocket } from '../test/realtime-client';
import { startS3Server, type TestS3 } from '../test/s3-server';
import { multipart, type MultipartBody } from '../test/test-app';

/*
 * Two API processes as a load balancer runs them: one PostgreSQL database, one Redis, one
 * S3-compatible bucket, and a DATA_DIR of its own for each (nothing one writes to its disk
 * reaches the other). Clients talk to them over HTTP and Socket.IO, as browsers do; each
 * client's address reaches the processes as X-Forwarded-For (TRUST_PROXY=1, one proxy hop).
 */
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const keyPrefix = `domus-test-${process.pid}-${randomBytes(4).toString('hex')}`;
const databaseName = `domus_processes_test_${process.pid}_${randomBytes(4).toString('hex')}`;
/** The origin of the load balancer in front: both processes build their URLs from it. */
const publicUrl = 'https://domus.example';

let admin: Db;
let db: Db;
let environment: () => Record<string, string>;
let s3: TestS3;
const processes: ApiProcess[] = [];
let a: ApiProcess;
let b: ApiProcess;
const dataDirs: string[] = [];
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  s3 = await startS3Server();
  admin = await openPostgres(serverUrl, { max: 1 });
  await admin.exec(`create database "${databaseName}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  environment = () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'domus-process-'));
    dataDirs.push(dataDir);
    return {
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: keyPrefix,
      ...s3.env,
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: '1',
      SEED_PROPERTIES: '20',
      MAIL_CATCHER_PORT: '',
    };
  };
  // Together, as an orchestrator starts its replicas on a new, empty database.
  const started = await Promise.allSettled([startApiProcess(environment()), startApiProcess(environment())]);
  for (const result of started) if (result.status === 'fulfilled') processes.push(result.value);
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  [a, b] = processes as [ApiProcess, ApiProcess];
  db = await openPostgres(url.toString(), { max: 2 });
}, 180_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  // Stopped as an orchestrator stops them: each closes its sockets, Redis and database connections.
  for (const api of processes) if (api.child.exitCode === null) api.child.kill('SIGTERM');
  await Promise.all(processes.map((api) => api.exited));
  await db?.close();
  await admin?.exec(`drop database if exists "${databaseName}" with (force)`);
  await admin?.close();
  const redis = new Redis(redisUrl);
  for await (const keys of redis.scanStream({ match: `${keyPrefix}*` }) as AsyncIterable<string[]>) {
    if (keys.length) await redis.del(...keys);
  }
  await redis.quit();
  await s3?.close();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);

interface Reply {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Headers;
}

/** One request to one process: JSON, or multipart when `body` is a multipart() body. */
async function call(
  api: ApiProcess,
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string; body?: object | MultipartBody; from?: string } = {},
): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.from) headers['x-forwarded-for'] = options.from;
  let body: string | Buffer | undefined;
  if (options.body && 'multipart' in options.body) {
    headers['content-type'] = options.body.contentType;
    body = options.body.payload;
  } else if (options.body) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const reply = await fetch(`http://127.0.0.1:${api.port}${url}`, { method, headers, body });
  const text = await reply.text();
  return { status: reply.status, body: text ? JSON.parse(text) : undefined, headers: reply.headers };
}

/** What a client behind the load balancer asks for a URL a reply gave it. */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  expect(parsed.origin).toBe(publicUrl);
  return `${parsed.pathname}${parsed.search}`;
};

const origin = (api: ApiProcess) => `http://127.0.0.1:${api.port}`;

let members = 0;
/** A new member with a password (and a seed package when named), made in the shared database. */
async function newMember(packageName?: string) {
  members += 1;
  const email = `member-${members}@processes.test`;
  const [user] = await db.query<{ id: number }>(
    `insert into users (slug_id, name, email, password_hash, mobile, address, logintype)
     values ($1, $2, $3, $4, '+1 555 0100', '1 Test Street', 3) returning id`,
    [`processes-member-${members}`, `Member ${members}`, email, await hashSecret('secret123')],
  );
  if (packageName) {
    const [pack] = await db.query<{ id: number }>('select id from packages where name = $1', [packageName]);
    const packages = new PackageService({ db } as unknown as AppDeps);
    await db.transaction((tx) => packages.grant(tx, user!.id, pack!.id, null));
  }
  return { id: user!.id, email };
}

async function signIn(api: ApiProcess, email: string, password = 'secret123'): Promise<string> {
  const reply = await call(api, 'POST', '/api/user_signup', { body: { logintype: 3, email, password } });
  expect(reply.status).toBe(200);
  return reply.body.token as string;
}

/** A demo listing's picture, as A gives it. */
async function seedPicture(): Promise<string> {
  const listed = await call(a, 'GET', '/api/get_property?limit=1');
  const picture = listed.body.data[0].title_image as string;
  expect(picture).toMatch(new RegExp(`^${publicUrl}/uploads/seed/`));
  return picture;
}

async function fetchPicture(url: string) {
  const reply = await fetch(url);
  expect(reply.status).toBe(200);
  return sharp(Buffer.from(await reply.arrayBuffer())).metadata();
}

describe('two API processes on one PostgreSQL, Redis and S3 bucket', () => {
  it('both start at once on an empty database, which is seeded once, and serve its pictures', async () => {
    expect(await db.query('select count(*)::int as n from properties')).toEqual([{ n: 20 }]);
    expect(await db.query('select count(*)::int as n from users where email = $1', [seedAccounts.demo.email])).toEqual([
      { n: 1 },
    ]);
    const picture = await seedPicture();
    for (const api of [a, b]) expect((await fetch(`${origin(api)}${pathOf(picture)}`)).status).toBe(200);
  });

  it('a process replacing B later, on an empty disk of its own, serves the demo pictures too', async () => {
    b.child.kill('SIGTERM');
    expect(await b.exitedWith(0)).toEqual({ code: 0 });

    b = await startApiProcess(environment());
    processes.push(b);

    expect((await fetch(`${origin(b)}${pathOf(await seedPicture())}`)).status).toBe(200);
  });

  it('a process started with SEED_PICTURES=0 draws none of them on its empty disk, and serves the API', async () => {
    const env = environment();
    const c = await startApiProcess({ ...env, SEED_PICTURES: '0' });
    processes.push(c);
    expect((await call(c, 'GET', '/api/get_property?limit=1')).status).toBe(200);
    expect(fs.existsSync(path.join(env.DATA_DIR!, 'uploads', 'seed'))).toBe(false);
    expect((await fetch(`${origin(c)}${pathOf(await seedPicture())}`)).status).toBe(404);
    c.child.kill('SIGTERM');
    expect(await c.exitedWith(0)).toEqual({ code: 0 });
  });

  it('delivers live to a member connected to A the message, and its private picture, another member sends to B', async () => {
    const [reader, writer] = [await newMember(), await newMember()];
    const socket = await connectClient(origin(a), await signIn(a, reader.email));
    sockets.push(socket);
    const received = nextEvent(socket, 'chat:message', 10_000);

    const sent = await call(b, 'POST', '/api/send_message', {
      token: await signIn(b, writer.email),
      body: multipart({
        receiver_id: String(reader.id),
        message: 'Across processes',
        file: { filename: 'plan.png', content: await testPicture(200, 150), type: 'image/png' },
      }),
    });

    expect(sent.status).toBe(200);
    const { chat, message } = await received;
    expect(chat).toEqual({ user_id: writer.id, property_id: 0 });
    expect(message).toMatchObject({ message: 'Across processes', sender_id: writer.id, file_kind: 'image' });
    // Stored under the bucket's private/ prefix, read through either process at the link A pushed.
    const file = new URL(message.file).searchParams.get('file');
    expect(file).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(await s3.holds(`${s3.bucketUrl}/chat/${file}`)).toBe(false);
    for (const api of [a, b]) {
      expect(await fetchPicture(`${origin(api)}${pathOf(message.file)}`)).toMatchObject({
        format: 'png',
        width: 200,
        height: 150,
      });
    }
  });

  it('serves a listing photo posted through B at the URL A gives for it, from the bucket', async () => {
    const owner = await newMember('Professional');
    const posted = await call(b, 'POST', '/api/post_property', {
      token: await signIn(b, owner.email),
      body: multipart({
        ...houseForSale(await houseFormIds(db), 'House posted through one process'),
        title_image: { filename: 'house.jpg', content: await testPicture(640, 480, 'jpeg'), type: 'image/jpeg' },
      }),
    });
    expect(posted.body).toMatchObject({ error: false });

    const onA = await call(a, 'GET', `/api/get_property?id=${posted.body.data.id}`, {
      token: await signIn(a, owner.email),
    });

    expect(onA.status).toBe(200);
    const { title_image: photo, title_image_thumb: thumbnail } = onA.body.data[0];
    expect(photo).toBe(posted.body.data.title_image);
    expect(photo).toMatch(new RegExp(`^${s3.bucketUrl}/properties/[0-9a-f]{32}-640x480\\.jpg$`));
    expect(await fetchPicture(photo)).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
    expect(await fetchPicture(thumbnail)).toMatchObject({ format: 'webp' });
    const variant = photo.replace(/\/([^/]+)\.jpg$/, '/variants/$1-320w.avif');
    expect(await fetchPicture(variant)).toMatchObject({ format: 'heif', width: 320, height: 240 });
  });

  it('serves a profile picture set through A at the URL B gives for it, from the bucket', async () => {
    const member = await newMember();
    const set = await call(a, 'POST', '/api/update_profile', {
      token: await signIn(a, member.email),
      body: multipart({ profile: { filename: 'me.png', content: await testPicture(300, 300), type: 'image/png' } }),
    });
    expect(set.status).toBe(200);

    const onB = await call(b, 'POST', '/api/user_signup', {
      body: { logintype: 3, email: member.email, password: 'secret123' },
    });

    expect(onB.body.data.profile).toBe(set.body.data.profile);
    expect(onB.body.data.profile).toMatch(new RegExp(`^${s3.bucketUrl}/profiles/[0-9a-f]{32}\\.png$`));
    expect(await fetchPicture(onB.body.data.profile)).toMatchObject({ format: 'png', width: 300, height: 300 });
  });

  it('gives the owner, through B, the verification document applied through A, and nobody else', async () => {
    const [applicant, stranger] = [await newMember(), await newMember()];
    const token = await signIn(a, applicant.email);
    const fields = (await call(a, 'GET', '/api/get-agent-verification-form-fields', { token })).body.data as {
      id: number;
      name: string;
    }[];
    const answers: Record<string, string | string[] | { filename: string; content: Buffer; type: string }> = {
      'Full legal name': 'Jane Q. Agent',
      'Licence number': 'LIC-2024-778',
      'Years of experience': '7',
      'You work as': 'Agency agent',
      'Main market': 'Residential',
      'Services offered': ['Sales', 'Rentals'],
      'About your business': 'Homes in the city centre.',
      'Identity document': { filename: 'id.png', content: await testPicture(400, 250), type: 'image/png' },
    };
    const form: Parameters<typeof multipart>[0] = {};
    Object.entries(answers).forEach(([name, value], index) => {
      form[`form_fields[${index}][id]`] = String(fields.find((field) => field.name === name)!.id);
      form[Array.isArray(value) ? `form_fields[${index}][value][]` : `form_fields[${index}][value]`] = value;
    });
    const applied = await call(a, 'POST', '/api/apply-agent-verification', { token, body: multipart(form) });
    expect(applied.status).toBe(200);

    const values = await call(b, 'GET', '/api/get-agent-verification-form-values', {
      token: await signIn(b, applicant.email),
    });
    const document = (values.body.data.fields as { name: string; file_url: string }[]).find(
      (field) => field.name === 'Identity document',
    )!.file_url;
    const read = await fetch(`${origin(b)}${pathOf(document)}`, {
      headers: { authorization: `Bearer ${await signIn(b, applicant.email)}` },
    });

    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/png');
    expect(await sharp(Buffer.from(await read.arrayBuffer())).metadata()).toMatchObject({ width: 400, height: 250 });
    const strangers = await call(b, 'GET', pathOf(document), { token: await signIn(b, stranger.email) });
    expect(strangers.status).toBe(404);
  });

  it('counts wrong passwords for one address from one client on both: the sixth is refused, wherever it goes', async () => {
    const from = '203.0.113.10';
    const attempt = (api: ApiProcess, password: string, client = from) =>
      call(api, 'POST', '/api/user_signup', {
        body: { logintype: 3, email: seedAccounts.demo.email, password },
        from: client,
      });
    for (let count = 1; count <= 5; count++) {
      const wrong = await attempt(count % 2 ? a : b, `wrong-${count}`);
      expect(wrong.body.code).toBe('invalid-login-credentials');
    }

    // B has seen two of the five: counted alone, it would let this one through.
    const sixth = await attempt(b, seedAccounts.demo.password);

    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ error: true, code: 'too-many-requests' });
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    // The address's owner, from another client, still signs in.
    expect((await attempt(a, seedAccounts.demo.password, '203.0.113.11')).status).toBe(200);
  });

  it('counts a route limit (get-otp, 30 codes an hour per client) on both: the 31st is refused', async () => {
    const from = '198.51.100.20';
    for (let count = 1; count <= 30; count++) {
      const sent = await call(count % 2 ? a : b, 'GET', `/api/get-otp?email=code-${count}@processes.test`, { from });
      expect(sent.status).toBe(200);
      expect(sent.headers.get('ratelimit-remaining')).toBe(String(30 - count));
    }

    const refused = await call(b, 'GET', '/api/get-otp?email=code-31@processes.test', { from });

    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: true, code: 'quota-exceeded' });
    // Another client asks as before.
    expect((await call(b, 'GET', '/api/get-otp?email=code-32@processes.test', { from: '198.51.100.21' })).status).toBe(
      200,
    );
  });
});
