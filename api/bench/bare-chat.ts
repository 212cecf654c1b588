/**
 * The anchor of the chat bench: the same transport as send_message with none of the app's work.
 * Fastify with @fastify/multipart reads the form's fields, one INSERT … RETURNING stores the
 * message through the app's own PostgreSQL pool, and Socket.IO emits it to the receiver's room;
 * no sign-in (the sender is a header, a socket's room its `auth.id`), no checks, no notice.
 */
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { realtimePath } from '@domus/shared/contract';
import type { Db } from '../src/db/db';

export const BARE_CHAT_PATH = '/bare-chat';

export async function bareChatServer(db: Db, logLevel: string): Promise<FastifyInstance> {
  await db.exec(`create table if not exists bare_messages (
    id bigint generated always as identity primary key,
    sender_id integer not null,
    receiver_id integer not null,
    message text not null,
    created_at timestamptz not null default now())`);
  const app = Fastify({ logger: { level: logLevel } });
  await app.register(multipart);
  const io = new Server(app.server, { path: realtimePath, serveClient: false });
  io.on('connection', (socket) => void socket.join(`user:${Number(socket.handshake.auth.id)}`));
  app.addHook('onClose', () => io.close());
  app.post(BARE_CHAT_PATH, async (request) => {
    const fields: Record<string, string> = {};
    for await (const part of request.parts()) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
    }
    const [row] = await db.query<{ id: string; receiver_id: number; message: string; created_at: Date }>(
      `insert into bare_messages (sender_id, receiver_id, message) values ($1, $2, $3)
       returning id, sender_id, receiver_id, message, created_at`,
      [Number(request.headers['x-sender']), Number(fields.receiver_id), fields.message ?? ''],
    );
    io.to(`user:${row!.receiver_id}`).emit('chat:message', { message: row });
    return { error: false, message: 'Message sent.', data: row };
  });
  return app;
}
