import { useTranslation } from '@domus/shared/i18n';
import { Link } from '@domus/shared/routing';

import styles from './not-found-message.module.css';

export interface NotFoundMessageProps {
  title: string;
  text: string;
  backTo: string;
  backLabel: string;
}

/** A clear "this does not exist" with a way back. */
export function NotFoundMessage({ title, text, backTo, backLabel }: NotFoundMessageProps) {
  return (
    <section className={styles.box} role="status" data-testid="not-found">
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      <Link to={backTo} className={styles.back}>
        {backLabel}
      </Link>
    </section>
  );
}

/** Any path of this remote that has no page. */
export function NotFoundPage() {
  const { t } = useTranslation('listings');
  return (
    <NotFoundMessage
      title={t('notFound.page.title')}
      text={t('notFound.page.text')}
      backTo="/"
      backLabel={t('notFound.page.back')}
    />
  );
}
