import { Link } from '@domus/shared/routing';
import { useTranslation } from '@domus/shared/i18n';
import { useDocumentTitle } from '@domus/shared/ui';
import { pagePaths } from '@domus/shared/contract/page-paths';

import styles from './chat.module.css';

export function NotFoundPage() {
  const { t } = useTranslation('chat');
  useDocumentTitle(t('notFound.title'));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to={pagePaths.chat}>{t('notFound.back')}</Link>
    </div>
  );
}
