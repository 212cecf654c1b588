import type { ReactNode } from 'react';
import { useDocumentTitle } from '@domus/shared/ui';

import styles from './payments.module.css';

/** A page of this remote: one h1 that is also the tab title. */
export function PaymentsPage({ title, narrow, children }: { title: string; narrow?: boolean; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className={narrow ? `${styles.page} ${styles.narrow}` : styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}
