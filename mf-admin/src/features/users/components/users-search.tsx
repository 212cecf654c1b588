import { searchTextMaxLength } from '@domus/shared/contract/limits';
import { userRoles, type UserRole } from '@domus/shared/contract/rules/roles';
import { useTranslation } from '@domus/shared/i18n';
import { Button } from '@domus/shared/ui';
import { useId, useState } from 'react';

import type { UsersFilter } from '../lib/users-filter';
import styles from './users.module.css';

export interface UsersSearchProps {
  filter: UsersFilter;
  /** A new search: its text and role (its first page). */
  onSearch: (search: string, role: UserRole | '') => void;
}

/**
 * The search by name, e-mail or phone and the role filter, applied together when the form is
 * sent (Enter, or the button): a keyboard moving through the roles does not search at each one.
 * Keyed by the address's filter where it is used, so going back shows that search's words.
 */
export function UsersSearch({ filter, onSearch }: UsersSearchProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [search, setSearch] = useState(filter.search);
  const [role, setRole] = useState<UserRole | ''>(filter.role);
  return (
    <form
      role="search"
      aria-label={t('screens.users.title')}
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(search.trim(), role);
      }}
    >
      <div className={styles.field}>
        <label htmlFor={`${id}-search`}>{t('users.search')}</label>
        <input
          id={`${id}-search`}
          type="search"
          value={search}
          maxLength={searchTextMaxLength}
          autoComplete="off"
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <div className={styles.roleField}>
        <label htmlFor={`${id}-role`}>{t('users.role')}</label>
        <select id={`${id}-role`} value={role} onChange={(event) => setRole(event.target.value as UserRole | '')}>
          <option value="">{t('users.anyRole')}</option>
          {userRoles.map((each) => (
            <option key={each} value={each}>
              {t(`roles.${each}`)}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit">{t('users.find')}</Button>
    </form>
  );
}
