import type { AdminUser } from '@domus/shared/contract';
import { useApiErrorText, useTranslation } from '@domus/shared/i18n';
import { useSearchParams } from '@domus/shared/routing';
import { useSessionUser } from '@domus/shared/store';
import { Button, EmptyState, ErrorState, Spinner } from '@domus/shared/ui';
import { useState } from 'react';
import { toast } from 'react-toastify';

import { ConsolePage } from '../../../components/console-page';
import { KeysetPager } from '../../../components/keyset-pager';
import { useUserList } from '../api/list-users';
import { useSetUserActive } from '../api/set-user-active';
import { useSetUserRole, type RoleChange } from '../api/set-user-role';
import { needsIdentityProof } from '../../identity/api/confirm-identity';
import { ConfirmIdentityDialog } from '../../identity/components/confirm-identity-dialog';
import { ChangeRoleDialog } from './change-role-dialog';
import { filterFrom, searchOf, type UsersFilter } from '../lib/users-filter';
import { ConfirmStatusDialog } from './confirm-status-dialog';
import { UserCard } from './user-card';
import { UsersSearch } from './users-search';
import styles from './users.module.css';

/**
 * `/admin/users`: the site's users by name, e-mail or phone and role (`?q=`, `?role=`, `?cursor=`:
 * the address keeps the search and where the page starts), twenty a page by the API's keyset, each with its account's
 * status; an operator deactivates or reactivates an account after confirming (a moderator:
 * members' only), and an admin changes roles, proving who they are again when the API asks.
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
  const roleChange = useSetUserRole();
  const [roleAsked, setRoleAsked] = useState<AdminUser | null>(null);
  const [roleFailure, setRoleFailure] = useState<string | null>(null);
  /** The role change waiting for the operator's password (the API asked for a fresh proof). */
  const [proving, setProving] = useState<RoleChange | null>(null);
  const isAdmin = me?.role === 'admin';
  const go = (next: UsersFilter) => setParams(searchOf(next));
  const searching = filter.search !== '' || filter.role !== '';

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

  const closeRole = () => {
    setRoleAsked(null);
    setRoleFailure(null);
    setProving(null);
  };
  const changeRole = (change: RoleChange) => {
    setRoleFailure(null);
    roleChange.mutate(change, {
      onSuccess: (user) => {
        closeRole();
        toast.success(t('users.roleChanged', { name: user.name, role: t(`roles.${user.role}`) }));
      },
      onError: (error) => (needsIdentityProof(error) ? setProving(change) : setRoleFailure(errorText(error))),
    });
  };

  return (
    <ConsolePage title={t('screens.users.title')}>
      <UsersSearch
        key={`${filter.search}|${filter.role}`}
        filter={filter}
        onSearch={(search, role) => go({ search, role, cursor: '' })}
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
              <Button variant="secondary" onClick={() => go({ search: '', role: '', cursor: '' })}>
                {t('users.clear')}
              </Button>
            ) : undefined
          }
        />
      ) : null}
      {list.data && list.data.users.length > 0 ? (
        <>
          <p className={styles.count} role="status">
            {list.data.totalIsCapped
              ? t('users.countCapped', { count: list.data.total })
              : t('users.count', { count: list.data.total })}
          </p>
          <ul className={styles.users} aria-label={t('screens.users.title')} aria-busy={list.isFetching}>
            {list.data.users.map((user) => (
              <UserCard
                key={user.id}
                user={user}
                isSelf={user.id === me?.id}
                mayChangeStatus={isAdmin || user.role === 'user'}
                onChangeStatus={() => setAsked({ user, active: !user.is_active })}
                onChangeRole={isAdmin ? () => setRoleAsked(user) : undefined}
              />
            ))}
          </ul>
          <KeysetPager
            cursor={filter.cursor}
            nextCursor={list.data.nextCursor}
            onGo={(cursor) => go({ ...filter, cursor })}
            labels={{ nav: t('pagination.label'), first: t('users.firstPage'), next: t('users.nextPage') }}
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
      {roleAsked && !proving ? (
        <ChangeRoleDialog
          user={roleAsked}
          pending={roleChange.isPending}
          error={roleFailure}
          onConfirm={(role) => changeRole({ user: roleAsked, role })}
          onClose={closeRole}
        />
      ) : null}
      {proving ? (
        <ConfirmIdentityDialog
          onConfirmed={() => {
            const change = proving;
            setProving(null);
            changeRole(change);
          }}
          onClose={closeRole}
        />
      ) : null}
    </ConsolePage>
  );
}
