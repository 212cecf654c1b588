import { chatMessages } from '@domus/shared/contract';
import { seedAccounts } from '../db/seed/accounts';
import { createTestUser, testPicture, type TestUser } from '../../test/listing-fixtures';
import { multipart, startTestApp, type TestApp } from '../../test/test-app';
import { runAdminCommand } from './cli';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const run = async (...args: string[]) => {
  const printed: string[] = [];
  await runAdminCommand(args, t.app.deps, (text) => printed.push(text));
  return printed.join('\n');
};
const send = (from: TestUser, to: TestUser, message: string) =>
  t.post('/api/send_message', multipart({ receiver_id: String(to.id), message }), from.token);

/** `reporter` reports their conversation with `reported` after a few messages; the report's id. */
async function reported(reporter: TestUser, reported: TestUser, reason: string) {
  await send(reported, reporter, 'Pay the deposit to 050 123 4567 today');
  await send(reported, reporter, 'Are you there?');
  const reply = await t.post(
    '/api/report_chat',
    { user_id: reported.id, reason, details: 'asks for money' },
    reporter.token,
  );
  expect(reply.status).toBe(200);
  return reply.body.data.id as number;
}

describe('pnpm admin chat-reports:*', () => {
  it('lists open reports newest first with the conversation’s last messages, held text included', async () => {
    const [a, b, c] = [await createTestUser(t), await createTestUser(t), await createTestUser(t)];
    const older = await reported(a, b, 'scam');
    const newer = await reported(c, b, 'spam');
    const listed = await run('chat-reports:list');
    const lines = listed.split('\n');
    const newerLine = lines.findIndex((line) => line.startsWith(`#${newer} `));
    const olderLine = lines.findIndex((line) => line.startsWith(`#${older} `));
    expect(newerLine).toBeGreaterThanOrEqual(0);
    expect(newerLine).toBeLessThan(olderLine);
    expect(lines[olderLine]).toContain(
      `[open] #${a.id} ${a.email} reported #${b.id} ${b.email}: scam / asks for money`,
    );
    expect(lines[olderLine + 1]).toMatch(new RegExp(`#${b.id} \\(held\\): Pay the deposit to 050 123 4567 today$`));
    expect(lines[olderLine + 2]).toMatch(new RegExp(`#${b.id}: Are you there\\?$`));
    expect(listed).toMatch(/\d+ of \d+ open chat reports$/);
  });

  it('gives a moderator named by --admin links to the reported conversation’s files, for them only', async () => {
    const [a, b] = [await createTestUser(t), await createTestUser(t)];
    const picture = { filename: 'plan.png', content: await testPicture(60, 40), type: 'image/png' };
    const sent = await t.post('/api/send_message', multipart({ receiver_id: String(a.id), file: picture }), b.token);
    const report = await reported(a, b, 'scam');
    const without = await run('chat-reports:list');
    expect(without).not.toContain('/api/chat-file');
    await expect(run('chat-reports:list', '--admin', a.email)).rejects.toThrow('is not an admin');

    const listed = await run('chat-reports:list', '--admin', seedAccounts.admin.email);
    const lines = listed.split('\n');
    const fileLine = lines.findIndex((line) => line.includes(`#${b.id} (file):`));
    expect(lines.findIndex((line) => line.startsWith(`#${report} `))).toBeLessThan(fileLine);
    const link = lines[fileLine + 1]!.trim();
    expect(link).toMatch(new RegExp(`^http://localhost:8080/api/chat-file\\?message_id=${sent.body.data.id}&`));
    const [moderator] = await t.db.query<{ id: number }>('select id from users where email = $1', [
      seedAccounts.admin.email,
    ]);
    // Made for that moderator: it dies with their admin rights, and says whose it was.
    expect(new URL(link).searchParams.get('token')).toMatch(new RegExp(`^${moderator!.id}\\.`));
    const { pathname, search } = new URL(link);
    const opened = await t.app.inject({ method: 'GET', url: pathname + search });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/png');
  });

  it('records a decision with who and when, once; a ban stops the member sending', async () => {
    const [a, b, c] = [await createTestUser(t), await createTestUser(t), await createTestUser(t)];
    const dismissed = await reported(a, c, 'other');
    const banned = await reported(b, c, 'harassment');
    await expect(run('chat-reports:ban', String(banned))).rejects.toThrow('--admin');
    await expect(run('chat-reports:ban', String(banned), '--admin', a.email)).rejects.toThrow('is not an admin');
    expect(await run('chat-reports:dismiss', String(dismissed), '--admin', seedAccounts.admin.email)).toBe(
      `Report #${dismissed} dismissed.`,
    );
    expect(await send(c, a, 'still here')).toMatchObject({ status: 200 });

    expect(await run('chat-reports:ban', String(banned), '--admin', seedAccounts.admin.email.toUpperCase())).toContain(
      `member #${c.id} can no longer send messages`,
    );
    const [row] = await t.db.query<{ decision: string; decided_by: number; decided_at: Date; email: string }>(
      `select r.decision, r.decided_at, u.email from chat_reports r join users u on u.id = r.decided_by where r.id = $1`,
      [banned],
    );
    expect(row).toMatchObject({ decision: 'banned', email: seedAccounts.admin.email });
    expect(Date.now() - row!.decided_at.getTime()).toBeLessThan(60_000);
    expect(await send(c, a, 'let me in')).toMatchObject({
      status: 403,
      body: { error: true, message: chatMessages.chatBanned },
    });
    const toDesk = await t.post('/api/send_message', multipart({ to_admin: '1', message: 'Why?' }), c.token);
    expect(toDesk.status).toBe(200);
    const [notice] = await t.db.query<{ type: string }>(
      `select type from notifications where user_id = $1 and type = 'chat_banned'`,
      [c.id],
    );
    expect(notice).toBeDefined();

    await expect(run('chat-reports:dismiss', String(banned), '--admin', seedAccounts.admin.email)).rejects.toThrow(
      `Report #${banned} was already banned by ${seedAccounts.admin.email} on `,
    );
    await expect(run('chat-reports:dismiss', '999999', '--admin', seedAccounts.admin.email)).rejects.toThrow(
      'no chat report #999999',
    );
    const open = await run('chat-reports:list');
    expect(open).not.toMatch(new RegExp(`^#${banned} `, 'm'));
    const all = await run('chat-reports:list', '--all');
    expect(all).toMatch(
      new RegExp(
        `^#${banned} .*\\[banned by ${seedAccounts.admin.email} on \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d\\]`,
        'm',
      ),
    );
    expect(all).toMatch(new RegExp(`^#${dismissed} .*\\[dismissed by `, 'm'));
  });

  it('lifts a ban once, with who and when: the member may send again and is told', async () => {
    const [a, b] = [await createTestUser(t), await createTestUser(t)];
    const report = await reported(a, b, 'spam');
    const admin = ['--admin', seedAccounts.admin.email];
    await expect(run('chat-reports:lift', String(report), ...admin)).rejects.toThrow(
      `Report #${report} is not decided yet: there is no ban to lift.`,
    );
    await run('chat-reports:ban', String(report), ...admin);
    expect(await send(b, a, 'hello?')).toMatchObject({ status: 403 });
    await expect(run('chat-reports:lift', String(report))).rejects.toThrow('--admin');
    await expect(run('chat-reports:lift', String(report), '--admin', a.email)).rejects.toThrow('is not an admin');
    expect(await run('chat-reports:lift', String(report), ...admin)).toBe(
      `Report #${report}: member #${b.id} may send messages again (they were told).`,
    );
    expect(await send(b, a, 'sorry about that')).toMatchObject({ status: 200 });
    const [notice] = await t.db.query<{ title: string }>(
      `select title from notifications where user_id = $1 and type = 'chat_unbanned'`,
      [b.id],
    );
    expect(notice).toEqual({ title: 'You can send messages again' });
    expect(await run('chat-reports:list', '--all')).toMatch(
      new RegExp(
        `^#${report} .*\\[banned by ${seedAccounts.admin.email} on [\\d: -]+, lifted by ${seedAccounts.admin.email} on [\\d: -]+\\]`,
        'm',
      ),
    );
    await expect(run('chat-reports:lift', String(report), ...admin)).rejects.toThrow('already lifted');
    await expect(run('chat-reports:lift', '999999', ...admin)).rejects.toThrow('no chat report #999999');
  });
});
