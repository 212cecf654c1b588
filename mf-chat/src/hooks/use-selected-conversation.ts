import { useSearchParams } from '@domus/shared/routing';
import { useCallback, useMemo } from 'react';

import type { ConversationKey } from '../lib/conversation';

const wholeNumber = (text: string | null) => (text !== null && /^\d+$/.test(text) ? Number(text) : undefined);

/**
 * The open conversation lives in the address (`?user=<id>&property=<id>`), so a reload or a
 * shared link opens the same thread; `property` is left out for a chat about no property.
 */
export function useSelectedConversation(): [ConversationKey | null, (next: ConversationKey | null) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const userId = wholeNumber(searchParams.get('user'));
  const propertyId = wholeNumber(searchParams.get('property')) ?? 0;
  const select = useCallback(
    (next: ConversationKey | null) =>
      setSearchParams(
        next
          ? {
              user: String(next.user_id),
              ...(next.property_id ? { property: String(next.property_id) } : {}),
            }
          : {},
      ),
    [setSearchParams],
  );
  const selected = useMemo(
    () => (userId === undefined ? null : { user_id: userId, property_id: propertyId }),
    [userId, propertyId],
  );
  return [selected, select];
}
