import type { AdminUser } from '@domus/shared/contract';
import { useTranslation } from '@domus/shared/i18n';
import { Button } from '@domus/shared/ui';

import styles from './users.module.css';

export interface UserCardProps {
  user: AdminUser;
  /** The signed-in operator's own account: it cannot be deactivated from here (the API refuses). */
  isSelf: boolean;
  onChangeStatus: () => void;
}

/** One user of the list: name, e-mail, phone, role, whether the account is active, and the action on it. */
export function UserCard({ user, isSelf, onChangeStatus }: UserCardProps) {
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
      {isSelf ? null : (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            size="small"
            aria-label={t(user.is_active ? 'users.deactivateUser' : 'users.reactivateUser', { name: user.name })}
            onClick={onChangeStatus}
          >
            {user.is_active ? t('users.deactivate') : t('users.reactivate')}
          </Button>
        </div>
      )}
    </li>
  );
}
