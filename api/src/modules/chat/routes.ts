import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  blockUserBody,
  blockUserReply,
  calls,
  chatMessages,
  deleteChatMessageBody,
  deleteChatMessageReply,
  getChatsQuery,
  getChatsReply,
  getMessagesQuery,
  getMessagesReply,
  markChatReadBody,
  markChatReadReply,
  sendMessageReply,
  unblockUserBody,
} from '@domus/shared/contract';
import type { ModuleOptions } from '../../app-deps';
import { createFileStorage } from '../../files/storage';
import { signedInUser } from '../../http/auth';
import { callRoute } from '../../http/call-route';
import { CountedLimit, limits } from '../../http/rate-limits';
import { ok } from '../../http/reply';
import { blockUser, unblockUser } from './blocks';
import { listChats } from './chat-list';
import { chatUploadRoute, readChatForm } from './chat-uploads';
import { deleteMessage } from './deleting';
import { sendMessage } from './sending';
import { markRead, readThread } from './thread';

/** Chat between users, and between users and the admin desk (docs/SPEC.md §7 "Chat and notifications"). */
export const chatRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const storage = createFileStorage(deps.config, deps.files);
  const tags = ['chat'];
  // Messages sent per sender, in a burst and in a day: only those sent count, not those refused.
  const sent = [
    new CountedLimit(app, limits.chatBurst, 'chat-burst'),
    new CountedLimit(app, limits.chatDaily, 'chat-day'),
  ];

  app.route({
    ...callRoute(calls.getChats),
    schema: {
      tags,
      summary:
        'The caller’s conversations (other person + property; user_id 0 is the admin desk), newest first, with unread counts',
      querystring: getChatsQuery,
      response: { 200: getChatsReply },
    },
    handler: async (request) => {
      const { data, ...paging } = await listChats(deps, signedInUser(request), request.query);
      return ok(data, paging);
    },
  });

  app.route({
    ...callRoute(calls.getMessages),
    schema: {
      tags,
      summary: 'One of the caller’s conversations, newest message first, with its block state',
      querystring: getMessagesQuery,
      response: { 200: getMessagesReply },
    },
    handler: async (request) => {
      const { data, ...paging } = await readThread(deps, signedInUser(request), request.query);
      return ok(data, paging);
    },
  });

  app.route({
    ...callRoute(calls.sendMessage),
    ...chatUploadRoute,
    schema: {
      tags,
      summary:
        'Send a message (multipart): receiver_id or to_admin, property_id, message and/or file (JPEG, PNG, WebP, PDF) and/or audio (WebM, Ogg, MP3)',
      body: z.record(z.string(), z.unknown()).describe('sendMessageBody fields, file and audio'),
      response: { 200: sendMessageReply },
    },
    handler: async (request) => {
      // Before any file is stored.
      for (const limit of sent) await limit.refuseIfSpent(request);
      const message = await sendMessage(deps, storage, signedInUser(request), readChatForm(request));
      for (const limit of sent) await limit.count(request);
      return ok(message, undefined, chatMessages.messageSent);
    },
  });

  app.route({
    ...callRoute(calls.deleteChatMessage),
    schema: {
      tags,
      summary: 'Delete one of your own messages for both sides (its files too)',
      body: deleteChatMessageBody,
      response: { 200: deleteChatMessageReply },
    },
    handler: async (request) =>
      ok(
        await deleteMessage(deps, storage, signedInUser(request), request.body.message_id),
        undefined,
        chatMessages.messageDeleted,
      ),
  });

  app.route({
    ...callRoute(calls.markChatRead),
    schema: {
      tags,
      summary: 'Mark the other side’s messages of one conversation read (they get a read receipt)',
      body: markChatReadBody,
      response: { 200: markChatReadReply },
    },
    handler: async (request) => ok(await markRead(deps, signedInUser(request), request.body)),
  });

  app.route({
    ...callRoute(calls.blockUser),
    schema: {
      tags,
      summary: 'Block a user (to_user_id) or the admin desk (to_admin 1): no messages either way',
      body: blockUserBody,
      response: { 200: blockUserReply },
    },
    handler: async (request) =>
      ok(await blockUser(deps, signedInUser(request), request.body), undefined, chatMessages.userBlocked),
  });

  app.route({
    ...callRoute(calls.unblockUser),
    schema: {
      tags,
      summary: 'Lift your block of a user (to_user_id) or of the admin desk (to_admin 1)',
      body: unblockUserBody,
      response: { 200: blockUserReply },
    },
    handler: async (request) =>
      ok(await unblockUser(deps, signedInUser(request), request.body), undefined, chatMessages.userUnblocked),
  });
};
