import { fetchEnvelope } from '@domus/shared/api';
import type { BlockState } from '@domus/shared/contract';
import { useMutation, useQueryClient } from '@domus/shared/query';

import { chatKeys } from '../../../lib/chat-keys';
import { recipientFields, type ConversationKey } from '../../../lib/conversation';
import type { ThreadData } from './get-messages';
import { withBlockState } from './thread-cache';

/** block-user (with an optional reason) or unblock-user: the other side of `key`, or the admin desk. */
export async function changeBlock(key: ConversationKey, block: boolean, reason = ''): Promise<BlockState> {
  const body = { ...recipientFields(key, 'to_user_id'), reason: block ? reason.trim() : '' };
  return (await fetchEnvelope(block ? 'blockUser' : 'unblockUser', { body })).data;
}

/** A block is between two people: every thread with them (any property) and the list change. */
export function useApplyBlockState() {
  const queryClient = useQueryClient();
  return (state: BlockState) => {
    queryClient.setQueriesData<ThreadData>({ queryKey: chatKeys.messagesWith(state.user_id) }, (data) =>
      withBlockState(data, state),
    );
    void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
  };
}

export function useChangeBlock(key: ConversationKey) {
  const applyBlockState = useApplyBlockState();
  return useMutation({
    mutationFn: ({ block, reason }: { block: boolean; reason?: string }) => changeBlock(key, block, reason),
    onSuccess: applyBlockState,
  });
}
