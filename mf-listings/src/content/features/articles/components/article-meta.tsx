import { useTranslation } from '@domus/shared/i18n';
import { translatedName } from '@domus/shared/format';

import type { Article } from '../../../../types/listings';
import styles from './articles.module.css';

function formatDate(value: string, locale: string) {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString(locale, { dateStyle: 'medium' });
}

/** The article's date and category. */
export function ArticleMeta({ article }: { article: Article }) {
  const { i18n } = useTranslation('listings');
  return (
    <span className={styles.meta}>
      {article.created_at ? (
        <time dateTime={article.created_at}>{formatDate(article.created_at, i18n.language)}</time>
      ) : null}
      {article.category?.name ? (
        <span>
          <bdi>{translatedName(article.category)}</bdi>
        </span>
      ) : null}
    </span>
  );
}
