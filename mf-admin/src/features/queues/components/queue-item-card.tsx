import { formatPrice } from '@domus/shared/format';
import { useTranslation } from '@domus/shared/i18n';
import { Link } from '@domus/shared/routing';
import { useSettings } from '@domus/shared/settings';
import { Button } from '@domus/shared/ui';
import type { ReactNode } from 'react';

import { consolePaths } from '../../../lib/console-paths';
import type { QueueItem } from '../lib/queue-item';
import { ItemHistory } from './item-history';
import styles from './queues.module.css';
import { When } from './when';

export interface QueueItemCardProps {
  item: QueueItem;
  /** The item the keys act on: its history shows, and this operator claims it. */
  current: boolean;
  selected: boolean;
  /** The signed-in operator: their own claim is not someone else's. */
  operatorId: number;
  /** What became of this operator's claim on the open item (a refusal's words), if anything. */
  claimNote?: ReactNode;
  onSelect: (selected: boolean) => void;
  onOpen: () => void;
  onApprove: () => void;
  onReject: () => void;
}

/**
 * One item of a queue: photos, title, price, city, owner (a link to them in Users), when it
 * came, who else has it open; the open item shows its history. Approve (a report: dismiss) or
 * reject (a report: uphold), and the listing's public page in a new tab.
 */
export function QueueItemCard(props: QueueItemCardProps) {
  const { item, current, selected, operatorId, claimNote, onSelect, onOpen, onApprove, onReject } = props;
  const { t } = useTranslation('admin');
  const settings = useSettings();
  const words = item.kind === 'report' ? 'report' : 'listing';
  const heldByOther = item.claim && item.claim.claimed_by !== operatorId ? item.claim : null;
  return (
    <li
      id={`queue-item-${item.kind}-${item.id}`}
      className={styles.item}
      aria-current={current ? 'true' : undefined}
      tabIndex={-1}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onOpen();
      }}
    >
      <div className={styles.head}>
        <span className={styles.check}>
          <input
            type="checkbox"
            checked={selected}
            aria-label={t('queues.select', { title: item.title })}
            onChange={(event) => onSelect(event.target.checked)}
          />
        </span>
        <h2 className={styles.title}>
          <bdi>{item.title}</bdi>
        </h2>
      </div>
      {item.images.length ? (
        <ul className={styles.photos} aria-label={t('queues.photos', { title: item.title })}>
          {item.images.map((url, index) => (
            <li key={url}>
              <img
                className={styles.photo}
                src={url}
                alt={t('queues.photo', { number: index + 1, title: item.title })}
                loading="lazy"
                width={96}
                height={72}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {heldByOther ? (
        <p className={styles.claim}>{t('queues.beingReviewed', { name: heldByOther.claimed_by_name })}</p>
      ) : null}
      {claimNote}
      <dl className={styles.facts}>
        {item.price !== null ? (
          <>
            <dt>{t('queues.price')}</dt>
            <dd>
              <bdi>{formatPrice(item.price, settings)}</bdi>
            </dd>
          </>
        ) : null}
        {item.city ? (
          <>
            <dt>{t('queues.city')}</dt>
            <dd>
              <bdi>{item.city}</bdi>
            </dd>
          </>
        ) : null}
        {item.owner ? (
          <>
            <dt>{t('queues.owner')}</dt>
            <dd>
              <bdi>{item.owner.name}</bdi>
              {item.owner.email ? (
                <>
                  {' · '}
                  <Link
                    to={`${consolePaths.users}?q=${encodeURIComponent(item.owner.email)}`}
                    aria-label={t('queues.ownerLink', { email: item.owner.email })}
                  >
                    <bdi>{item.owner.email}</bdi>
                  </Link>
                </>
              ) : null}
            </dd>
          </>
        ) : null}
        {item.report ? (
          <>
            <dt>{t('queues.reason')}</dt>
            <dd>
              <bdi>{[item.report.reason, item.report.message].filter(Boolean).join(' — ') || t('queues.noReason')}</bdi>
            </dd>
            <dt>{t('queues.reporter')}</dt>
            <dd>
              <bdi>{item.report.reporter.name}</bdi> (<bdi>{item.report.reporter.email}</bdi>)
            </dd>
          </>
        ) : null}
        <dt>{t('queues.submitted')}</dt>
        <dd>
          <When iso={item.submitted} />
        </dd>
      </dl>
      {current ? <ItemHistory item={item} /> : null}
      <div className={styles.actions}>
        <Button size="small" aria-label={t(`queues.${words}.approveOf`, { title: item.title })} onClick={onApprove}>
          {t(`queues.${words}.approve`)}
        </Button>
        <Button
          variant="secondary"
          size="small"
          aria-label={t(`queues.${words}.rejectOf`, { title: item.title })}
          onClick={onReject}
        >
          {t(`queues.${words}.reject`)}
        </Button>
        <a
          className={styles.open}
          href={item.publicPath}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('queues.openListingOf', { title: item.title })}
        >
          {t('queues.openListing')}
        </a>
        {!current ? (
          <Button
            variant="secondary"
            size="small"
            onClick={onOpen}
            aria-label={t('queues.reviewOf', { title: item.title })}
          >
            {t('queues.review')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
