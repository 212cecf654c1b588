import { useGuard } from '@domus/shared/guards';
import { useNavigate } from '@domus/shared/routing';
import { cachedDataAtom, cachedDataTransitions } from '@domus/shared/store';
import { Button } from '@domus/shared/ui';
import { useStore } from 'jotai';
import { useTranslation } from '@domus/shared/i18n';
import { conversationPath } from '@domus/shared/contract/page-paths';

import type { Property } from '../../../../types/listings';

/**
 * Opens the chat with the listing's owner (customer_id 0: the admin desk). The owner and the
 * property go into the cached data's new chat user, so mf-chat can show the conversation with
 * its name and property before it has a first message; a visitor is asked to log in first.
 */
export function ChatWithOwnerButton({ property }: { property: Property }) {
  const { t } = useTranslation('listings');
  const guard = useGuard();
  const store = useStore();
  const navigate = useNavigate();
  const ownerId = property.customer_id;
  if (ownerId === null || ownerId === undefined) return null;

  const openChat = () => {
    store.set(
      cachedDataAtom,
      cachedDataTransitions.newChatUserSet(store.get(cachedDataAtom), {
        user_id: ownerId,
        name: property.customer_name ?? '',
        profile: property.profile ?? '',
        property_id: property.id,
        title: property.title,
        title_image: property.title_image ?? '',
        slug_id: property.slug_id,
      }),
    );
    navigate(conversationPath(ownerId, property.id));
  };

  return (
    <>
      <Button variant="secondary" size="small" onClick={() => guard.attempt(openChat)}>
        {t('engagement.chatWithOwner')}
      </Button>
      {guard.dialog}
    </>
  );
}
