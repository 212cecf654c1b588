import type { ReactNode } from 'react';
import { Page } from '@domus/shared/ui';

import styles from './payments.module.css';

/** A page of this remote: one h1 that is also the tab title. */
export function PaymentsPage({ title, narrow, children }: { title: string; narrow?: boolean; children: ReactNode }) {
  return (
    <Page title={title} className={narrow ? `${styles.page} ${styles.narrow}` : styles.page}>
      {children}
    </Page>
  );
}
