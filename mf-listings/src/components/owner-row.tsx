import { listingMessages } from '@domus/shared/contract';
import { useGuard } from '@domus/shared/guards';
import { useNavigate } from '@domus/shared/routing';
import { Button } from '@domus/shared/ui';
import { useState, type ReactNode } from 'react';
import { isolate } from '@domus/shared/format';
import { useTranslation } from '@domus/shared/i18n';
import { toast } from 'react-toastify';
import { pagePaths } from '@domus/shared/contract/page-paths';

import { useFailureText, useMessageText } from '../hooks/use-message-text';
import type { ListingState } from '../lib/listing-state';
import { ConfirmDeleteDialog, FeatureDialog, type AdvertisementType } from './feature-dialog';
import styles from './listing-table.module.css';

/*
 * The parts an owner's row of a property and of a project share: the status badge, the
 * active switch, and featuring and deleting with their dialogs.
 */

/** What the rows need of a react-query mutation. */
interface ListingMutation<Variables> {
  isPending: boolean;
  mutate: (variables: Variables, options: { onSuccess?: () => void; onError?: (error: Error) => void }) => void;
}

/** The listing's one status (listingState) as a badge, other badges after it, and a refused change's message under them. */
export function StatusBadge({
  state,
  error,
  children,
}: {
  state: ListingState;
  error: string | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation('listings');
  return (
    <>
      <div className={styles.badges}>
        <span className={`${styles.badge} ${styles[state] ?? ''}`} data-testid="listing-state">
          {t(`manage.state.${state}`)}
        </span>
        {children}
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

/**
 * The active switch, shown where actionsAllowed says so (a reviewed listing). A refusal shows the spec's text in the row and
 * as a toast; `statusFailed` is the same handler for the row's other status moves.
 */
export function useActiveSwitch(id: number, active: boolean, change: ListingMutation<{ id: number; active: boolean }>) {
  const { t } = useTranslation('listings');
  const messageText = useMessageText();
  const [statusError, setStatusError] = useState<string | null>(null);
  const statusFailed = () => {
    const message = messageText(listingMessages.statusUpdateFailed);
    setStatusError(message);
    toast.error(message);
  };
  const activeSwitch = (
    <label className={styles.switch}>
      <input
        type="checkbox"
        role="switch"
        checked={active}
        disabled={change.isPending}
        onChange={(event) => {
          setStatusError(null);
          change.mutate({ id, active: event.target.checked }, { onError: statusFailed });
        }}
      />
      {t('manage.activeSwitch')}
    </label>
  );
  return { activeSwitch, statusError, clearStatusError: () => setStatusError(null), statusFailed };
}

/**
 * Feature (live listings only, behind the package guard; on success to /user/advertisement) and
 * delete, each confirmed in its dialog: the buttons for the row's actions, the dialogs after them.
 */
export function useFeatureAndDelete({
  id,
  title,
  featurable,
  featurePackage,
  remove,
  feature,
}: {
  id: number;
  title: string;
  /** Whether the listing may be featured (actionsAllowed: a live listing). */
  featurable: boolean;
  featurePackage: 'property_feature' | 'project_feature';
  remove: ListingMutation<number>;
  feature: ListingMutation<{ id: number; type: AdvertisementType }>;
}) {
  const { t } = useTranslation('listings');
  const messageText = useMessageText();
  const failureText = useFailureText();
  const navigate = useNavigate();
  const guard = useGuard({ package: featurePackage });
  const [dialog, setDialog] = useState<'delete' | 'feature' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    setDialog(null);
  };
  const buttons = (
    <>
      {featurable ? (
        <Button
          variant="secondary"
          size="small"
          disabled={guard.checking}
          onClick={() => guard.attempt(() => setDialog('feature'))}
        >
          {t('manage.feature')}
        </Button>
      ) : null}
      <Button variant="ghost" size="small" onClick={() => setDialog('delete')}>
        {t('manage.delete')}
      </Button>
    </>
  );
  const dialogs = (
    <>
      {guard.dialog}
      {dialog === 'delete' ? (
        <ConfirmDeleteDialog
          title={title}
          pending={remove.isPending}
          error={error}
          onClose={close}
          onConfirm={() =>
            remove.mutate(id, {
              onSuccess: () => {
                setDialog(null);
                toast.success(t('manage.deleted', { title: isolate(title) }));
              },
              onError: (failure) => setError(failureText(failure)),
            })
          }
        />
      ) : null}
      {dialog === 'feature' ? (
        <FeatureDialog
          title={title}
          pending={feature.isPending}
          error={error}
          onClose={close}
          onConfirm={(type) =>
            feature.mutate(
              { id, type },
              {
                onSuccess: () => {
                  toast.success(messageText(listingMessages.advertisementStored));
                  navigate(pagePaths.advertisements);
                },
                onError: (failure) => setError(failureText(failure)),
              },
            )
          }
        />
      ) : null}
    </>
  );
  return { buttons, dialogs };
}
