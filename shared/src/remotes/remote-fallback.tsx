import styles from './remote-fallback.module.css';

/** Shown in a remote's own area when it fails to load or throws; the rest of the page keeps working. */
export function RemoteFallback({ remote, onRetry }: { remote: string; onRetry: () => void }) {
  return (
    <div className={styles.fallback} role="alert" data-testid={`remote-fallback-${remote}`}>
      <p className={styles.title}>This part of the page could not be loaded.</p>
      <p className={styles.detail}>Check your connection and try again.</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
