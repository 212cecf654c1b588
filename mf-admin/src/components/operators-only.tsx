import { isOperator } from '@domus/shared/contract/rules/roles';
import { RequireAccess } from '@domus/shared/guards';
import { useTranslation } from '@domus/shared/i18n';
import { useSessionUser } from '@domus/shared/store';
import { EmptyState, useDocumentTitle } from '@domus/shared/ui';
import type { ReactNode } from 'react';

import styles from './console.module.css';

function NotAnOperator() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('operatorsOnly.title'));
  return (
    <div className={styles.page}>
      <EmptyState title={t('operatorsOnly.title')} description={t('operatorsOnly.text')} />
    </div>
  );
}

/**
 * A console page for an admin or a moderator. The shell never mounts this remote for anyone else
 * (remote-list.json: `audience: operators`); this holds when it runs alone (its dev harness) or a
 * session's role changed meanwhile. The API refuses their calls whatever this shows.
 */
export function OperatorsOnly({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  return <RequireAccess>{isOperator(user?.role) ? children : <NotAnOperator />}</RequireAccess>;
}
