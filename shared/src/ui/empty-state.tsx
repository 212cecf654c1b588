import type { ReactNode } from 'react';

import styles from './state-message.module.css';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** A way out, e.g. a "Clear filters" button. */
  action?: ReactNode;
}

/** What a list shows when it has nothing to show. */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <div className={styles.box} role="status">
      <p className={styles.title}>{title}</p>
      {description ? <p className={styles.detail}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
