import type { AdminUser } from '@domus/shared/contract';
import { useApiErrorText, useTranslation } from '@domus/shared/i18n';
import { useSearchParams } from '@domus/shared/routing';
import { useSessionUser } from '@domus/shared/store';
import { Button, EmptyState, ErrorState, Pagination, Spinner, type PaginationLabels } from '@domus/shared/ui';
import { useState } from 'react';
import { toast } from 'react-toastify';

import { ConsolePage } from '../../../components/console-page';
import { USERS_PER_PAGE, useUserList } from '../api/list-users';
import { useSetUserActive } from '../api/set-user-active';
import { filterFrom, searchOf, type UsersFilter } from '../lib/users-filter';
import { ConfirmStatusDialog } from './confirm-status-dialog';
import { UserCard } from './user-card';
import { UsersSearch } from './users-search';
import styles from './users.module.css';

/**
 * `/admin/users`: the site's users by name, e-mail or phone and role (`?q=`, `?role=`, `?page=`:
 * the address keeps the search), twenty a page as the API pages them, each with its account's
 * status; an operator deactivates or reactivates an account after confirming, and the API's
 * message says it is done.
 */
export function UsersPage() {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const me = useSessionUser();
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const list = useUserList(filter);
  const statusChange = useSetUserActive();
  const [asked, setAsked] = useState<{ user: AdminUser; active: boolean } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const go = (next: UsersFilter) => setParams(searchOf(next));
  const searching = filter.search !== '' || filter.role !== '';
  const pageCount = Math.ceil((list.data?.total ?? 0) / USERS_PER_PAGE);
  const paginationLabels: PaginationLabels = {
    navigation: t('pagination.label'),
    previous: t('pagination.previous'),
    next: t('pagination.next'),
    page: (number) => t('pagination.page', { page: number }),
  };

  const close = () => {
    setAsked(null);
    setFailure(null);
  };
  const confirm = () => {
    if (!asked) return;
    setFailure(null);
    statusChange.mutate(asked, {
      onSuccess: () => {
        setAsked(null);
        toast.success(t(asked.active ? 'users.reactivated' : 'users.deactivated'));
      },
      onError: (error) => setFailure(errorText(error)),
    });
  };

  return (
    <ConsolePage title={t('screens.users.title')}>
      <UsersSearch
        key={`${filter.search}|${filter.role}`}
        filter={filter}
        onSearch={(search, role) => go({ search, role, page: 1 })}
      />
      {list.isPending ? <Spinner label={t('state.loading')} /> : null}
      {list.isError ? (
        <ErrorState
          title={t('users.error')}
          message={errorText(list.error)}
          onRetry={() => void list.refetch()}
          retryLabel={t('state.retry')}
        />
      ) : null}
      {list.data && list.data.users.length === 0 ? (
        <EmptyState
          title={searching ? t('users.empty') : t('users.emptyAll')}
          description={searching ? t('users.emptyText') : undefined}
          action={
            searching ? (
              <Button variant="secondary" onClick={() => go({ search: '', role: '', page: 1 })}>
                {t('users.clear')}
              </Button>
            ) : undefined
          }
        />
      ) : null}
      {list.data && list.data.users.length > 0 ? (
        <>
          <p className={styles.count} role="status">
            {t('users.count', { count: list.data.total })}
          </p>
          <ul className={styles.users} aria-label={t('screens.users.title')} aria-busy={list.isFetching}>
            {list.data.users.map((user) => (
              <UserCard
                key={user.id}
                user={user}
                isSelf={user.id === me?.id}
                onChangeStatus={() => setAsked({ user, active: !user.is_active })}
              />
            ))}
          </ul>
          <Pagination
            page={filter.page}
            pageCount={pageCount}
            onPageChange={(page) => go({ ...filter, page })}
            labels={paginationLabels}
          />
        </>
      ) : null}
      {asked ? (
        <ConfirmStatusDialog
          user={asked.user}
          active={asked.active}
          pending={statusChange.isPending}
          error={failure}
          onConfirm={confirm}
          onClose={close}
        />
      ) : null}
    </ConsolePage>
  );
}
