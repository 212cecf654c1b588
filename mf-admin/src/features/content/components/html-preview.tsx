import { useTranslation } from '@domus/shared/i18n';
import { useDeferredValue } from 'react';

import { useHtmlPreview } from '../api/html-preview';
import styles from './content.module.css';

/**
 * What the site will show of this HTML, as the server sanitises it (scripts, handlers and
 * unknown tags gone). The server's reply is safe to insert: it is the sanitiser's output.
 */
export function HtmlPreview({ html, lang, dir }: { html: string; lang: string; dir: 'ltr' | 'rtl' }) {
  const { t } = useTranslation('admin');
  const deferred = useDeferredValue(html);
  const preview = useHtmlPreview(deferred);
  return (
    <section className={styles.preview} aria-label={t('content.preview')} lang={lang} dir={dir}>
      <p className={styles.previewLabel}>{t('content.preview')}</p>
      {deferred.trim() === '' ? (
        <p className={styles.muted}>{t('content.previewEmpty')}</p>
      ) : (
        <div className={styles.previewBody} dangerouslySetInnerHTML={{ __html: preview.data ?? '' }} />
      )}
    </section>
  );
}
