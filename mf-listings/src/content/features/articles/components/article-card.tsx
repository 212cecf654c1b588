import { truncate } from '@domus/shared/format';
import { Link } from '@domus/shared/routing';
import { articlePagePath } from '@domus/shared/contract/page-paths';

import gridStyles from '../../../../components/list-grid.module.css';
import { ListingImage } from '../../../../components/listing-image';
import type { Article } from '../../../../types/listings';
import { plainText } from '../../../../lib/plain-text';
import { ArticleMeta } from './article-meta';
import styles from './articles.module.css';

const EXCERPT_LENGTH = 140;

/** An article in a list: picture, date, category, title and the start of the text. */
export function ArticleCard({ article }: { article: Article }) {
  return (
    <Link to={articlePagePath(article.slug_id ?? article.id)} className={styles.card} data-testid="article-card">
      <ListingImage src={article.image} alt="" className={styles.cardImage} />
      <span className={styles.cardBody}>
        <ArticleMeta article={article} />
        <h2 className={styles.cardTitle}>
          <bdi>{article.translated_title || article.title}</bdi>
        </h2>
        <span className={styles.meta}>
          <bdi>{truncate(plainText(article.translated_description || article.description), EXCERPT_LENGTH)}</bdi>
        </span>
      </span>
    </Link>
  );
}

/** Articles as cards in as many columns as fit. */
export function ArticleGrid({ articles, label }: { articles: readonly Article[]; label: string }) {
  return (
    <ul className={gridStyles.listGrid} aria-label={label}>
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} />
        </li>
      ))}
    </ul>
  );
}
