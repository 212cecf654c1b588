import styles from './spinner.module.css';

/** A loading indicator with an accessible label. */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className={styles.wrapper} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
