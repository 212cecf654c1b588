import { useTranslation } from '@domus/shared/i18n';
import { useSettings } from '@domus/shared/settings';
import { useId } from 'react';

import type { NoticeDraft } from '../lib/notice-draft';
import styles from './notices.module.css';

/** How the notice will look: in a member's notifications list (its title a link when it has one) and as a push. */
export function NoticePreview({ draft }: { draft: NoticeDraft }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const site = useSettings()?.company_name ?? '';
  const title = draft.title.trim() || t('notices.previewTitle');
  const message = draft.message.trim() || t('notices.previewMessage');
  return (
    <section className={styles.preview} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {t('notices.preview')}
      </h2>
      <h3 className={styles.previewLabel}>{t('notices.inList')}</h3>
      <div className={styles.listItem}>
        <p className={styles.previewTitle}>
          <bdi className={draft.link.trim() ? styles.previewLink : undefined}>{title}</bdi>
          <span className={styles.newMark}>{t('notices.new')}</span>
        </p>
        <p dir="auto" className={styles.previewText}>
          {message}
        </p>
        <p className={styles.hint}>{t('notices.justNow')}</p>
      </div>
      <h3 className={styles.previewLabel}>{t('notices.asPush')}</h3>
      <div className={styles.push}>
        <p className={styles.hint}>
          <bdi>{site}</bdi>
        </p>
        <p className={styles.previewTitle}>
          <bdi>{title}</bdi>
        </p>
        <p dir="auto" className={styles.previewText}>
          {message}
        </p>
      </div>
    </section>
  );
}
