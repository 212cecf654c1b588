import type { ReactNode } from 'react';

import { Button } from './button';
import styles from './state-message.module.css';

export interface ErrorStateProps {
  title: string;
  /** What went wrong, in words a person understands (an ApiError's message, for example). */
  message?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
}

/** A failed load, with a Retry button when the failure may pass. */
export function ErrorState({ title, message, onRetry, retryLabel = 'Retry' }: ErrorStateProps) {
  return (
    <div className={`${styles.box} ${styles.error}`} role="alert">
      <p className={styles.title}>{title}</p>
      {message ? <p className={styles.detail}>{message}</p> : null}
      {onRetry ? (
        <div className={styles.action}>
          <Button onClick={onRetry}>{retryLabel}</Button>
        </div>
      ) : null}
    </div>
  );
}
