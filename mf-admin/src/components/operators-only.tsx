import { isOperator, type OperatorRole } from '@domus/shared/contract/rules/roles';
import { RequireAccess } from '@domus/shared/guards';
import { useTranslation } from '@domus/shared/i18n';
import { useSessionUser } from '@domus/shared/store';
import { EmptyState, useDocumentTitle } from '@domus/shared/ui';
import type { ReactNode } from 'react';

import styles from './console.module.css';

function Refusal({ texts }: { texts: 'operatorsOnly' | 'adminsOnly' }) {
  const { t } = useTranslation('admin');
  useDocumentTitle(t(`${texts}.title`));
  return (
    <div className={styles.page}>
      <EmptyState title={t(`${texts}.title`)} description={t(`${texts}.text`)} />
    </div>
  );
}

/**
 * A console page for an admin or a moderator (`role` `moderator`, the default), or for admins
 * alone (`role` `admin`: a moderator is told so; the API refuses them the calls anyway). The shell never mounts this remote for anyone else
 * (remote-list.json: `audience: operators`); this holds when it runs alone (its dev harness) or a
 * session's role changed meanwhile. The API refuses their calls whatever this shows.
 */
export function OperatorsOnly({ role = 'moderator', children }: { role?: OperatorRole; children: ReactNode }) {
  const user = useSessionUser();
  const page = !isOperator(user?.role) ? (
    <Refusal texts="operatorsOnly" />
  ) : role === 'admin' && user.role !== 'admin' ? (
    <Refusal texts="adminsOnly" />
  ) : (
    children
  );
  return <RequireAccess>{page}</RequireAccess>;
}
