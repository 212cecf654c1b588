import { listingMessages } from '@domus/shared/contract';
import { useSettings } from '@domus/shared/settings';
import { useSessionUser } from '@domus/shared/store';

interface Reviewed {
  request_status: string;
}

/**
 * Whether this member's edit of the listing may send it back to review, as the API decides
 * (a live listing, an editor who is neither an admin nor a verified agent): the form warns
 * before saving. `web-settings` knows a verification decided since sign-in; the session may not.
 */
export function useEditGoesToReview(listing: Reviewed | undefined): boolean {
  const user = useSessionUser();
  const settings = useSettings();
  if (!listing || listing.request_status !== 'approved' || !user || user.role === 'admin') return false;
  return (settings?.verification_status ?? user.verification_status) !== 'success';
}

/** The contract's message for a saved edit: hidden for review when the save took a live listing back to pending. */
export function updatedMessage(kind: 'property' | 'project', before: Reviewed, saved: Reviewed): string {
  const sentToReview = before.request_status === 'approved' && saved.request_status === 'pending';
  if (kind === 'property') {
    return sentToReview ? listingMessages.propertyUpdatedForReview : listingMessages.propertyUpdated;
  }
  return sentToReview ? listingMessages.projectUpdatedForReview : listingMessages.projectUpdated;
}
