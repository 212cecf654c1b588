import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { seedAccounts } from './db/seed/accounts';
import { openPglite } from './db/pglite';
import { closingMessage } from './plugins/app/draining';
import {
  connectionsRefused,
  get,
  startApiProcess,
  startHeaders,
  startPost,
  type ApiProcess,
} from '../test/api-process';

// One embedded database for both starts: the second proves the first left it reopenable.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'domus-shutdown-'));
const signIn = JSON.stringify({
  logintype: 3,
  email: seedAccounts.admin.email,
  password: seedAccounts.admin.password,
});
let api: ApiProcess | undefined;

afterEach(() => api?.kill());
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('stopping the API process', () => {
  it('on SIGTERM finishes the requests under way, refuses new ones, exits 0 and frees the database', async () => {
    api = await startApiProcess({ DATA_DIR: dataDir, SEED_PROPERTIES: '20' });
    // An idle kept-alive connection, which must not hold the stop open.
    const idle = new http.Agent({ keepAlive: true });
    expect((await get(api.port, '/healthz', idle)).status).toBe(200);
    // A request whose headers are still arriving, and one whose body is.
    const late = await startHeaders(api.port, 'GET /api/faqs HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const upload = startPost(api.port, '/api/user_signup', signIn);
    await upload.begun;
    await upload.send(signIn.slice(0, 10));

    api.child.kill('SIGTERM');
    await connectionsRefused(api.port);

    const refused = await late.finish('\r\n');
    expect(refused.status).toBe(503);
    expect(refused.headers.connection).toBe('close');
    expect(JSON.parse(refused.body)).toEqual({
      error: true,
      message: closingMessage,
      code: 'serviceUnavailable',
      key: 'serviceUnavailable',
    });

    upload.finish(signIn.slice(10));
    const signedIn = await upload.reply;
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.connection).toBe('close');
    expect(JSON.parse(signedIn.body).token).toEqual(expect.any(String));

    expect(await api.exitedWith(0)).toEqual({ code: 0 });
    expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
    const db = await openPglite(path.join(dataDir, 'db'));
    try {
      // The session the last sign-in stored was written before the database closed.
      expect(await db.query('select count(*) as n from properties')).toEqual([{ n: 20 }]);
      expect(await db.query('select count(*) as n from sessions')).toEqual([{ n: 1 }]);
    } finally {
      await db.close();
    }
  }, 120_000);

  it('on a second signal exits at once with code 1, without waiting for the request under way', async () => {
    api = await startApiProcess({ DATA_DIR: dataDir });
    const upload = startPost(api.port, '/api/user_signup', signIn);
    await upload.begun;
    await upload.send(signIn.slice(0, 10));

    api.child.kill('SIGTERM');
    await connectionsRefused(api.port);
    api.child.kill('SIGTERM');

    expect(await api.exitedWith(1)).toEqual({ code: 1 });
    await expect(upload.reply).rejects.toThrow();
  }, 120_000);
});
