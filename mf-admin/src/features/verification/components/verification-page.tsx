import type { VerificationRequest } from '@domus/shared/contract';
import { useApiErrorText, useTranslation } from '@domus/shared/i18n';
import { useSearchParams } from '@domus/shared/routing';
import { EmptyState, ErrorState, Spinner } from '@domus/shared/ui';
import { useState } from 'react';
import { toast } from 'react-toastify';

import { ConsolePage } from '../../../components/console-page';
import { KeysetPager } from '../../../components/keyset-pager';
import { useDecideVerification } from '../api/decide-verification';
import { useVerificationList } from '../api/list-verifications';
import { filterFrom, searchOf, type VerificationsFilter } from '../lib/verifications-filter';
import { ApplicationCard } from './application-card';
import { ApproveDialog } from './approve-dialog';
import { RejectDialog } from './reject-dialog';
import { StatusFilter } from './status-filter';
import styles from './verification.module.css';

/** The application an operator is deciding on, and how. */
type Asked = { request: VerificationRequest; approve: boolean };

/**
 * `/admin/verification`: members' applications to become verified agents, pending ones oldest
 * first (`?status=`, `?cursor=`: the address keeps them), each with its answers and documents shown in
 * place. An operator approves one after confirming, or rejects it with the reason its applicant
 * reads; the list is asked again and a toast says what was done.
 */
export function VerificationPage() {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const list = useVerificationList(filter);
  const decision = useDecideVerification();
  const [asked, setAsked] = useState<Asked | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const go = (next: VerificationsFilter) => setParams(searchOf(next));

  const close = () => {
    setAsked(null);
    setFailure(null);
  };
  const decide = (reason?: string) => {
    if (!asked) return;
    const { request, approve } = asked;
    setFailure(null);
    decision.mutate(approve ? { request, approve } : { request, approve, reason: reason ?? '' }, {
      onSuccess: () => {
        setAsked(null);
        toast.success(t(approve ? 'verification.approved' : 'verification.rejected', { name: request.user_name }));
      },
      onError: (error) => setFailure(errorText(error)),
    });
  };

  return (
    <ConsolePage title={t('screens.verification.title')}>
      <StatusFilter status={filter.status} />
      {list.isPending ? <Spinner label={t('state.loading')} /> : null}
      {list.isError ? (
        <ErrorState
          title={t('verification.error')}
          message={errorText(list.error)}
          onRetry={() => void list.refetch()}
          retryLabel={t('state.retry')}
        />
      ) : null}
      {list.data && list.data.requests.length === 0 ? (
        <EmptyState
          title={t(`verification.empty.${filter.status}`)}
          description={filter.status === 'pending' ? t('verification.emptyText') : undefined}
        />
      ) : null}
      {list.data && list.data.requests.length > 0 ? (
        <>
          <p className={styles.count} role="status">
            {t('verification.count', { count: list.data.total })}
          </p>
          <ul className={styles.applications} aria-label={t('screens.verification.title')} aria-busy={list.isFetching}>
            {list.data.requests.map((request) => (
              <ApplicationCard
                key={request.id}
                request={request}
                onApprove={() => setAsked({ request, approve: true })}
                onReject={() => setAsked({ request, approve: false })}
              />
            ))}
          </ul>
          <KeysetPager
            cursor={filter.cursor}
            nextCursor={list.data.nextCursor}
            onGo={(cursor) => go({ ...filter, cursor })}
            labels={{
              nav: t('verification.pages'),
              first: t('verification.firstPage'),
              next: t('verification.nextPage'),
            }}
          />
        </>
      ) : null}
      {asked?.approve ? (
        <ApproveDialog
          request={asked.request}
          pending={decision.isPending}
          error={failure}
          onConfirm={() => decide()}
          onClose={close}
        />
      ) : null}
      {asked && !asked.approve ? (
        <RejectDialog
          request={asked.request}
          pending={decision.isPending}
          error={failure}
          onConfirm={decide}
          onClose={close}
        />
      ) : null}
    </ConsolePage>
  );
}
