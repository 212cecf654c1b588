import { listingMessages, type RenewalState } from '@domus/shared/contract';
import { Button } from '@domus/shared/ui';
import { useState } from 'react';
import { useTranslation } from '@domus/shared/i18n';
import { toast } from 'react-toastify';

import { useFailureText, useMessageText } from '../hooks/use-message-text';
import styles from './listing-table.module.css';

/** What the rows need of the renew mutation. */
interface RenewMutation {
  isPending: boolean;
  mutate: (id: number, options: { onSuccess?: () => void; onError?: (error: Error) => void }) => void;
}

/**
 * A listing its owner was reminded to renew (or that was switched off for not being renewed):
 * the "Needs renewal" badge for the status cell and the one-click Renew for the actions. Both are
 * absent for any other listing; the list refetches after renewing, and the badge goes with it.
 */
export function useRenewal(listing: RenewalState & { id: number; title: string }, renew: RenewMutation) {
  const { t } = useTranslation('listings');
  const messageText = useMessageText();
  const failureText = useFailureText();
  const [error, setError] = useState<string | null>(null);
  if (listing.needs_renewal !== 1) return { badge: null, button: null, error: null };

  const badge = (
    <span className={`${styles.badge} ${styles.renewal}`} data-testid="needs-renewal">
      {listing.inactive_as_stale === 1 ? t('manage.renewal.switchedOff') : t('manage.renewal.badge')}
    </span>
  );
  const button = (
    <Button
      variant="primary"
      size="small"
      disabled={renew.isPending}
      onClick={() => {
        setError(null);
        renew.mutate(listing.id, {
          onSuccess: () => toast.success(messageText(listingMessages.listingRenewed)),
          onError: (failure) => {
            const text = failureText(failure);
            setError(text);
            toast.error(text);
          },
        });
      }}
    >
      {t('manage.renewal.renew')}
    </Button>
  );
  const errorLine = error ? (
    <p className={styles.error} role="alert">
      {error}
    </p>
  ) : null;
  return { badge, button, error: errorLine };
}
