import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { RealtimeSocket } from '../../realtime/publisher';
import { relayTyping } from './typing';

const conversationKey = z.object({
  user_id: z.number().int().min(0),
  property_id: z.number().int().min(0),
});

/** Clients send typing every 2 s; more than one a second from a socket is dropped. */
const typingIntervalMs = 1000;

/** `chat:typing` from a client: checked, rate-limited, then relayed by the chat module. */
export function handleTyping(deps: AppDeps, socket: RealtimeSocket) {
  let last = 0;
  socket.on('chat:typing', (payload) => {
    const chat = conversationKey.safeParse(payload);
    const now = Date.now();
    if (!chat.success || now - last < typingIntervalMs) return;
    last = now;
    relayTyping(deps, socket.data.user, chat.data).catch((error: unknown) => {
      deps.log.warn({ err: error }, 'typing not relayed');
    });
  });
}
