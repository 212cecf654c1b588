import { truncate } from '@domus/shared/format';

import { ListingImage } from '../../../../components/listing-image';
import type { Article } from '../../../../types/listings';
import { plainText } from '../../../../lib/plain-text';
import styles from './home.module.css';

const EXCERPT_LENGTH = 120;

export function ArticleList({ articles }: { articles: readonly Article[] }) {
  return (
    <ul className={styles.cardRow}>
      {articles.map((article) => (
        <li key={article.id}>
          <article className={styles.card}>
            <ListingImage src={article.image} alt="" className={styles.cardImage} />
            <span className={styles.cardBody}>
              <h3 className={styles.cardTitle}>
                <bdi>{article.title}</bdi>
              </h3>
              <span className={styles.muted}>
                <bdi>{truncate(plainText(article.description), EXCERPT_LENGTH)}</bdi>
              </span>
            </span>
          </article>
        </li>
      ))}
    </ul>
  );
}
