import type { AdminUser } from '@domus/shared/contract';
import { useTranslation } from '@domus/shared/i18n';
import { Button } from '@domus/shared/ui';

import styles from './users.module.css';

export interface UserCardProps {
  user: AdminUser;
  /** The signed-in operator's own account: its status and role are not changed from here (the API refuses). */
  isSelf: boolean;
  /** Whether the operator may change this account's status (a moderator: members' only). */
  mayChangeStatus: boolean;
  onChangeStatus: () => void;
  /** Given to admins only: they change roles. */
  onChangeRole?: () => void;
}

/** One user of the list: name, e-mail, phone, role, whether the account is active, and the action on it. */
export function UserCard({ user, isSelf, mayChangeStatus, onChangeStatus, onChangeRole }: UserCardProps) {
  const { t } = useTranslation('admin');
  return (
    <li className={styles.user}>
      <h2 className={styles.name}>
        <bdi>{user.name}</bdi>
        {isSelf ? <span className={styles.you}>({t('users.you')})</span> : null}
      </h2>
      <dl className={styles.facts}>
        <dt>{t('users.email')}</dt>
        <dd>
          <bdi>{user.email}</bdi>
        </dd>
        <dt>{t('users.phone')}</dt>
        <dd>{user.mobile ? <bdi>{user.mobile}</bdi> : t('users.noPhone')}</dd>
        <dt>{t('users.role')}</dt>
        <dd>{t(`roles.${user.role}`)}</dd>
        <dt>{t('users.status')}</dt>
        <dd className={styles.status} data-active={user.is_active}>
          {user.is_active ? t('users.active') : t('users.inactive')}
        </dd>
      </dl>
      {isSelf || (!mayChangeStatus && !onChangeRole) ? null : (
        <div className={styles.actions}>
          {mayChangeStatus ? (
            <Button
              variant="secondary"
              size="small"
              aria-label={t(user.is_active ? 'users.deactivateUser' : 'users.reactivateUser', { name: user.name })}
              onClick={onChangeStatus}
            >
              {user.is_active ? t('users.deactivate') : t('users.reactivate')}
            </Button>
          ) : null}
          {onChangeRole ? (
            <Button
              variant="secondary"
              size="small"
              aria-label={t('users.changeRoleFor', { name: user.name })}
              onClick={onChangeRole}
            >
              {t('users.changeRole')}
            </Button>
          ) : null}
        </div>
      )}
    </li>
  );
}
