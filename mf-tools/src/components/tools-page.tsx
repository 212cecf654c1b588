import type { ReactNode } from 'react';
import { useDocumentTitle } from '@domus/shared/ui';

import styles from './tools.module.css';

/** A page of this remote: one h1 that is also the tab title, and an introduction. */
export function ToolsPage({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </div>
  );
}
