import { useGuard } from '@domus/shared/guards';
import { Link } from '@domus/shared/routing';
import { Button } from '@domus/shared/ui';
import { useState } from 'react';
import { useTranslation } from '@domus/shared/i18n';
import { toast } from 'react-toastify';
import { editPropertyPath, pagePaths } from '@domus/shared/contract/page-paths';

import { useFailureText } from '../../../../hooks/use-message-text';
import layoutStyles from '../../../../components/detail-layout.module.css';
import type { Property } from '../../../../types/listings';
import { useFavourite, useInterest } from '../api/engagement';
import { ChatWithOwnerButton } from './chat-with-owner-button';
import { ReportDialog } from './report-dialog';
import styles from './property-detail.module.css';

const isOn = (flag: Property['is_favourite']) => flag === 1;

/** The owner's links on their own listing: edit it, or manage it with the others. */
export function OwnerActions({ property }: { property: Property }) {
  const { t } = useTranslation('listings');
  return (
    <div className={styles.engagement} data-testid="owner-actions">
      <p className={layoutStyles.muted}>{t('engagement.ownerNote')}</p>
      <Link className={layoutStyles.link} to={editPropertyPath(property.slug_id)}>
        {t('engagement.edit')}
      </Link>
      <Link className={layoutStyles.link} to={pagePaths.myProperties}>
        {t('engagement.manage')}
      </Link>
    </div>
  );
}

/**
 * Favourite, "I'm interested", Report and "Chat with owner" for a reader who is not the owner. Each shows the
 * reader's own state from the property's flags; a visitor is asked to log in first.
 */
export function EngagementBar({ property }: { property: Property }) {
  const { t } = useTranslation('listings');
  const failureText = useFailureText();
  const guard = useGuard();
  const favourite = useFavourite(property.slug_id);
  const interest = useInterest(property.slug_id);
  const [reporting, setReporting] = useState(false);
  const isFavourite = isOn(property.is_favourite);
  const isInterested = isOn(property.is_interested);
  const isReported = isOn(property.is_reported);
  const failed = (error: Error) => toast.error(t('engagement.actionFailed', { message: failureText(error) }));

  return (
    <div className={styles.engagement} data-testid="engagement">
      <Button
        variant={isFavourite ? 'primary' : 'secondary'}
        size="small"
        aria-pressed={isFavourite}
        disabled={favourite.isPending}
        onClick={() =>
          guard.attempt(() => favourite.mutate({ id: property.id, favourite: !isFavourite }, { onError: failed }))
        }
      >
        {`${isFavourite ? '♥' : '♡'} ${t(isFavourite ? 'engagement.unfavourite' : 'engagement.favourite')}`}
      </Button>
      <Button
        variant={isInterested ? 'primary' : 'secondary'}
        size="small"
        aria-pressed={isInterested}
        disabled={interest.isPending}
        onClick={() =>
          guard.attempt(() => interest.mutate({ id: property.id, interested: !isInterested }, { onError: failed }))
        }
      >
        {t(isInterested ? 'engagement.notInterested' : 'engagement.interested')}
      </Button>
      <Button
        variant="ghost"
        size="small"
        disabled={isReported}
        onClick={() => guard.attempt(() => setReporting(true))}
      >
        {t(isReported ? 'engagement.reported' : 'engagement.report')}
      </Button>
      <ChatWithOwnerButton property={property} />
      {guard.dialog}
      {reporting ? (
        <ReportDialog propertyId={property.id} slugId={property.slug_id} onClose={() => setReporting(false)} />
      ) : null}
    </div>
  );
}
