import type { AdminUser } from '@domus/shared/contract';
import { userRoles, type UserRole } from '@domus/shared/contract/rules/roles';
import { isolate } from '@domus/shared/format';
import { useTranslation } from '@domus/shared/i18n';
import { Button, Dialog } from '@domus/shared/ui';
import { useId, useState } from 'react';

import styles from './users.module.css';

export interface ChangeRoleDialogProps {
  user: AdminUser;
  pending: boolean;
  /** Why the last attempt failed, in the page's language. */
  error: string | null;
  onConfirm: (role: UserRole) => void;
  onClose: () => void;
}

/** An admin picks a user's new role: admin (everything), moderator (queues and members) or member. */
export function ChangeRoleDialog({ user, pending, error, onConfirm, onClose }: ChangeRoleDialogProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [role, setRole] = useState<UserRole>(user.role);
  return (
    <Dialog
      title={t('users.changeRoleOf', { name: isolate(user.name) })}
      onClose={onClose}
      actions={
        <>
          <Button onClick={() => onConfirm(role)} disabled={pending || role === user.role}>
            {t('users.changeRole')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('users.cancel')}
          </Button>
        </>
      }
    >
      <div className={styles.roleField}>
        <label htmlFor={`${id}-role`}>{t('users.newRole')}</label>
        <select id={`${id}-role`} value={role} onChange={(event) => setRole(event.target.value as UserRole)}>
          {userRoles.map((each) => (
            <option key={each} value={each}>
              {t(`roles.${each}`)}
            </option>
          ))}
        </select>
      </div>
      <p className={styles.dialogText}>{t(`users.roleText.${role}`)}</p>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
