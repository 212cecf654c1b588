import { useTranslation } from '../i18n';
import styles from './remote-fallback.module.css';

/**
 * Shown in a remote's own area when it fails to load or throws; the rest of the page keeps
 * working. Its texts are the shell's (`remote.*`), which every page has loaded; English until then.
 */
export function RemoteFallback({ remote, onRetry }: { remote: string; onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.fallback} role="alert" data-testid={`remote-fallback-${remote}`}>
      <p className={styles.title}>
        {t('remote.failed', { defaultValue: 'This part of the page could not be loaded.' })}
      </p>
      <p className={styles.detail}>
        {t('remote.checkConnection', { defaultValue: 'Check your connection and try again.' })}
      </p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('remote.retry', { defaultValue: 'Retry' })}
      </button>
    </div>
  );
}
