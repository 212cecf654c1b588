import type { OperatorNotice } from '@domus/shared/contract';
import { isolate } from '@domus/shared/format';
import { useApiErrorText, useTranslation } from '@domus/shared/i18n';
import { Button, EmptyState, ErrorState, Spinner } from '@domus/shared/ui';
import { useId } from 'react';

import { When } from '../../../components/cases/when';
import { useSentNotices } from '../api/notices';
import styles from './notices.module.css';

function SentNotice({ notice }: { notice: OperatorNotice }) {
  const { t } = useTranslation('admin');
  const sender = notice.sender_name || notice.sender_email || t('notices.formerOperator');
  const segment = notice.city
    ? t('notices.cityOf', { city: isolate(notice.city) })
    : t(`notices.segments.${notice.segment}`);
  return (
    <li className={styles.card}>
      <h3 className={styles.cardTitle}>
        <bdi>{notice.title}</bdi>
      </h3>
      <p dir="auto" className={styles.previewText}>
        {notice.message}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('notices.sentTo')}</dt>
          <dd>
            {segment} · {t('notices.recipients', { count: notice.recipients })}
          </dd>
        </div>
        <div>
          <dt>{t('notices.sentBy')}</dt>
          <dd>
            <bdi>{notice.via === 'command' ? t('notices.byCommand', { name: isolate(sender) }) : sender}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('notices.sentAt')}</dt>
          <dd>
            <When iso={notice.created_at} />
          </dd>
        </div>
        {notice.link ? (
          <div>
            <dt>{t('notices.opens')}</dt>
            <dd dir="ltr">{notice.link}</dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}

/** The notices sent, newest first, twenty at a time by keyset ("Show more"). */
export function SentNotices() {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const id = useId();
  const { query, notices } = useSentNotices();
  return (
    <section className={styles.sent} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {t('notices.sent')}
      </h2>
      {query.isPending ? <Spinner label={t('state.loading')} /> : null}
      {query.isError ? (
        <ErrorState
          title={t('notices.error')}
          message={errorText(query.error)}
          onRetry={() => void query.refetch()}
          retryLabel={t('state.retry')}
        />
      ) : null}
      {query.isSuccess && notices.length === 0 ? (
        <EmptyState title={t('notices.empty')} description={t('notices.emptyText')} />
      ) : null}
      {notices.length > 0 ? (
        <ul className={styles.cards} aria-label={t('notices.sent')} aria-busy={query.isFetching}>
          {notices.map((notice) => (
            <SentNotice key={notice.id} notice={notice} />
          ))}
        </ul>
      ) : null}
      {query.hasNextPage ? (
        <Button variant="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {t('notices.more')}
        </Button>
      ) : null}
    </section>
  );
}
