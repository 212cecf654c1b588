import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatMessages } from '@domus/shared/contract';
import { notFound } from '../../http/api-error';
import { readerOf, signedInUser } from '../../http/auth';
import { callRoute } from '../../http/call-route';
import { CountedLimit, limits, takeAll } from '../../http/rate-limits';
import { ok } from '../../http/reply';
import { blockUser, unblockUser } from './blocks';
import { listChats } from './chat-list';
import { chatFileParts, chatUploadRoute, sentFile } from './chat-uploads';
import { deleteMessage } from './deleting';
import { chatFileKeyName } from './file-links';
import { findChatFile, sendChatFile } from './file-serving';
import { reportConversation } from './reporting';
import { revealMessage } from './revealing';
import { sendMessage } from './sending';
import { markRead, readThread } from './thread';

/** Chat between users, and between users and the admin desk (docs/SPEC.md §7 "Chat and notifications"). */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // Chat files are private: read through chat-file only (file-links.ts).
  const files = deps.privateFiles;
  const tags = ['chat'];
  // Loaded before any transaction needs it: the embedded database has one connection.
  app.addHook('onReady', () => deps.accounts.secrets.warmUp([chatFileKeyName]));
  // Messages sent per sender, per minute and per day: only those sent count, not those refused.
  const sent = [
    new CountedLimit(deps.allowances, limits.chatBurst, 'chat-burst'),
    new CountedLimit(deps.allowances, limits.chatDaily, 'chat-day'),
  ];
  // Conversations started per sender in an hour; admins answer for the site and are not limited.
  const started = new CountedLimit(deps.allowances, limits.chatNewConversations, 'chat-new');

  app.route({
    ...callRoute('getChats', {
      tags,
      summary:
        'The caller’s conversations (other person + property; user_id 0 is the admin desk), newest first, with unread counts',
    }),
    handler: async (request) => {
      const { data, ...paging } = await listChats(deps, signedInUser(request), request.query);
      return ok(data, paging);
    },
  });

  app.route({
    ...callRoute('getMessages', {
      tags,
      summary: 'One of the caller’s conversations, newest message first, with its block state',
    }),
    handler: async (request) => {
      const { data, ...paging } = await readThread(deps, signedInUser(request), request.query);
      return ok(data, paging);
    },
  });

  app.route({
    ...callRoute('sendMessage', {
      tags,
      summary:
        'Send a message (multipart): receiver_id or to_admin, property_id, message and/or file (JPEG, PNG, WebP, PDF) and/or audio (WebM, Ogg, MP3)',
      files: chatFileParts,
    }),
    ...chatUploadRoute,
    handler: async (request) => {
      // Taken before any file is stored, as the message were sent; given back when it is not.
      const allowance = await takeAll(sent, request);
      const { body } = request;
      const caller = signedInUser(request);
      const limited = caller.role !== 'admin';
      const { message } = await sendMessage(
        deps,
        files,
        caller,
        { ...body, file: sentFile(body.file) },
        // Taken as it is checked, in one step: first messages sent at the same instant cannot all
        // pass a check made before any of them is counted. A message refused after this point (its
        // file's contents) still counts.
        async ({ startsConversation }) => {
          if (limited && startsConversation) await started.take(request);
        },
      ).catch(async (error: unknown) => {
        await allowance.giveBack();
        throw error;
      });
      return ok(message, undefined, chatMessages.messageSent);
    },
  });

  app.route({
    ...callRoute('deleteChatMessage', {
      tags,
      summary: 'Delete one of your own messages for both sides (its files too)',
    }),
    handler: async (request) =>
      ok(
        await deleteMessage(deps, files, signedInUser(request), request.body.message_id),
        undefined,
        chatMessages.messageDeleted,
      ),
  });

  app.route({
    ...callRoute('getChatFile', {
      tags,
      summary:
        'A chat file, at the URL of a message’s file or audio: its token, or the bearer token of a side of the conversation (or of a moderator once it is reported); 404 for anyone else; never cached',
    }),
    handler: async (request, reply) => {
      const found = await findChatFile(deps, files, request.query, readerOf(request));
      if (!found) throw notFound(chatMessages.fileNotFound);
      return sendChatFile(request, reply, found);
    },
  });

  app.route({
    ...callRoute('markChatRead', {
      tags,
      summary: 'Mark the other side’s messages of one conversation read (they get a read receipt)',
    }),
    handler: async (request) => ok(await markRead(deps, signedInUser(request), request.body)),
  });

  app.route({
    ...callRoute('revealChatMessage', {
      tags,
      summary:
        'Show a held message (a link or phone number from someone you have not talked to): its receiver only; again changes nothing',
    }),
    handler: async (request) =>
      ok(
        await revealMessage(deps, signedInUser(request), request.body.message_id),
        undefined,
        chatMessages.messageRevealed,
      ),
  });

  app.route({
    ...callRoute('reportChat', {
      tags,
      summary:
        'Report your conversation with a member (user_id, property_id) to the moderators, with a reason; once per conversation (409)',
    }),
    handler: async (request) =>
      ok(
        await reportConversation(deps, signedInUser(request), request.body),
        undefined,
        chatMessages.conversationReported,
      ),
  });

  app.route({
    ...callRoute('blockUser', {
      tags,
      summary: 'Block a user (to_user_id) or the admin desk (to_admin 1): no messages either way',
    }),
    handler: async (request) =>
      ok(await blockUser(deps, signedInUser(request), request.body), undefined, chatMessages.userBlocked),
  });

  app.route({
    ...callRoute('unblockUser', {
      tags,
      summary: 'Lift your block of a user (to_user_id) or of the admin desk (to_admin 1)',
    }),
    handler: async (request) =>
      ok(await unblockUser(deps, signedInUser(request), request.body), undefined, chatMessages.userUnblocked),
  });
};
