import { createHmac, timingSafeEqual } from 'node:crypto';
import { calls, chatLimits } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import { chatKeyPattern } from '../../files/private-files';

/** A key of its own: a leaked file link proves nothing about sessions or e-mail links. */
export const chatFileKeyName = 'chat_file_links_hmac';

const folder = 'chat/';
/** Links made within the same half of their lifetime are the same URL (an <img> is not reloaded). */
const step = chatLimits.fileLinkSeconds / 2;
const tokenShape = /^(\d{1,10})\.(\d{10})\.([A-Za-z0-9_-]{43})$/;

/** Who a link was made for: a member's id, or 0 for the admin desk (every admin's tabs get the same push). */
export type LinkReader = number;

/**
 * The URLs replies and pushes give for chat files: the chat-file call with a token signed for
 * the message, the file and its reader, which expires. An <img>, an <audio> or a link sends no
 * bearer token, so the URL itself is the permission, and it dies within 90 minutes: a URL that
 * leaks (a shared screenshot of the address, a log) soon opens nothing. The route still checks
 * that the reader may read the message (file-access.ts), so a link dies at once with the
 * message, the reader's account or their right to the conversation.
 */
export class ChatFileLinks {
  constructor(
    private readonly key: Uint8Array,
    private readonly publicUrl: string,
  ) {}

  private mac(messageId: number, file: string, reader: LinkReader, expires: number) {
    return createHmac('sha256', this.key).update(`chat-file:${messageId}:${file}:${reader}:${expires}`).digest();
  }

  /** The URL of a stored chat file for one reader ('' without a file). */
  url(messageId: number, stored: string, reader: LinkReader, now = Date.now()): string {
    if (!chatKeyPattern.test(stored)) return '';
    const file = stored.slice(folder.length);
    const expires = (Math.floor(now / 1000 / step) + 3) * step;
    const token = `${reader}.${expires}.${this.mac(messageId, file, reader, expires).toString('base64url')}`;
    const query = new URLSearchParams({ message_id: String(messageId), file, token });
    return `${this.publicUrl}/api/${calls.getChatFile.path}?${query}`;
  }

  /**
   * The reader a token was made for, when it was made by this server for this message and file
   * and has not expired (compared in constant time); undefined otherwise, whatever is wrong.
   */
  readerOf(messageId: number, file: string, token: string | undefined, now = Date.now()): LinkReader | undefined {
    const parts = tokenShape.exec(token ?? '');
    if (!parts) return undefined;
    const reader = Number(parts[1]);
    const expires = Number(parts[2]);
    const given = Buffer.from(parts[3]!, 'base64url');
    const expected = this.mac(messageId, file, reader, expires);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    return expires * 1000 > now && reader <= 2_147_483_647 ? reader : undefined;
  }
}

/** The chat file links of this app (its key is loaded when the app is ready, see routes.ts). */
export async function chatFileLinks(deps: Pick<AppDeps, 'accounts' | 'config'>): Promise<ChatFileLinks> {
  return new ChatFileLinks(await deps.accounts.secrets.key(chatFileKeyName), deps.config.publicUrl);
}
