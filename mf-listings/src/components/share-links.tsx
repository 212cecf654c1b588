import { useState } from 'react';
import { useTranslation } from '@domus/shared/i18n';
import { toast } from 'react-toastify';

import { usePageUrl } from '../hooks/use-page-url';
import { shareTargets } from '../lib/share-links';
import styles from './share-links.module.css';

/** "Copy link", the device's share sheet when it has one, and links to share the page on WhatsApp, Facebook, X and by e-mail. */
export function ShareLinks({ title }: { title: string }) {
  const { t } = useTranslation('listings');
  const url = usePageUrl();
  const [copyFailed, setCopyFailed] = useState(false);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('No clipboard');
      await navigator.clipboard.writeText(url);
      setCopyFailed(false);
      toast.success(t('share.copied'));
    } catch {
      setCopyFailed(true);
    }
  };

  const shareNatively = async () => {
    try {
      await navigator.share({ title, url });
    } catch {
      // Closing the share sheet rejects too; the links stay there.
    }
  };

  return (
    <div className={styles.share} role="group" aria-label={t('share.label')}>
      <span className={styles.label}>{t('share.label')}</span>
      {canShare ? (
        <button type="button" className={styles.button} onClick={() => void shareNatively()}>
          {t('share.native')}
        </button>
      ) : null}
      <button type="button" className={styles.button} onClick={() => void copy()}>
        {t('share.copy')}
      </button>
      {shareTargets(url, title).map((target) => (
        <a key={target.id} href={target.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
          {t(`share.${target.id}`)}
        </a>
      ))}
      {copyFailed ? (
        <p className={styles.fallback} role="alert">
          {t('share.copyUnavailable')}{' '}
          <input
            className={styles.url}
            readOnly
            value={url}
            aria-label={t('share.pageLink')}
            onFocus={(event) => event.currentTarget.select()}
          />
        </p>
      ) : null}
    </div>
  );
}
