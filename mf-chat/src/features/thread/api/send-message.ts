import { fetchEnvelope } from '@domus/shared/api';
import { chatFileFields, type ChatMessage } from '@domus/shared/contract';
import { useMutation, useQueryClient } from '@domus/shared/query';

import { chatKeys } from '../../../lib/chat-keys';
import { recipientFields, type ConversationKey } from '../../../lib/conversation';
import { messagesQueryOptions } from './get-messages';
import { withMessage } from './thread-cache';

/** What the composer sends: text, and/or an image or PDF, or a voice note. */
export interface OutgoingMessage {
  text: string;
  file?: File | null;
  audio?: File | null;
}

/** send_message's multipart body: `receiver_id` (or `to_admin` 1), `property_id`, `message`, `file`, `audio`. */
export function sendMessageForm(key: ConversationKey, { text, file, audio }: OutgoingMessage): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(recipientFields(key, 'receiver_id'))) form.append(name, String(value));
  form.append('property_id', String(key.property_id));
  form.append('message', text.trim());
  if (file) form.append(chatFileFields.file, file);
  if (audio) form.append(chatFileFields.audio, audio);
  return form;
}

export async function sendMessage(key: ConversationKey, outgoing: OutgoingMessage): Promise<ChatMessage> {
  return (await fetchEnvelope('sendMessage', { body: sendMessageForm(key, outgoing) })).data;
}

/** Sends into one conversation; the stored message shows at once from the reply. */
export function useSendMessage(key: ConversationKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outgoing: OutgoingMessage) => sendMessage(key, outgoing),
    onSuccess: (message) => {
      queryClient.setQueryData(messagesQueryOptions(key).queryKey, (data) => withMessage(data, message));
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
    },
  });
}
