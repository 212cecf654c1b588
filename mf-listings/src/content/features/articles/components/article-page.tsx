import { useParams } from '@domus/shared/routing';
import { ErrorState, Spinner } from '@domus/shared/ui';
import { ApiErrorText, useTranslation } from '@domus/shared/i18n';
import { pagePaths } from '@domus/shared/contract/page-paths';

import { ContentHtml } from '../../../../components/content-html';
import { ListingImage } from '../../../../components/listing-image';
import { NotFoundMessage } from '../../../../components/not-found-message';
import pageStyles from '../../../../components/page.module.css';
import { ShareLinks } from '../../../../components/share-links';
import { useMetaTags } from '../../../../hooks/use-meta-tags';
import { pageMetaFrom } from '../../../../lib/page-meta';
import { useArticle } from '../api/articles';
import { ArticleGrid } from './article-card';
import { ArticleMeta } from './article-meta';
import styles from './articles.module.css';

/** `/articles/:slug_id`: the article, titled by its meta fields when it has them, and similar articles. */
export function ArticlePage() {
  const { t } = useTranslation('listings');
  const { slug_id: slugId = '' } = useParams();
  const query = useArticle(slugId);
  const article = query.data?.article;
  useMetaTags(article ? pageMetaFrom(article, article.image, 'article') : undefined);

  if (query.isPending) return <Spinner label={t('state.loading')} />;
  if (query.isError) {
    return (
      <ErrorState
        title={t('articles.loadFailed')}
        message={<ApiErrorText error={query.error} />}
        onRetry={() => void query.refetch()}
        retryLabel={t('state.retry')}
      />
    );
  }
  if (!article) {
    return (
      <NotFoundMessage
        title={t('articles.notFound')}
        text={t('articles.notFoundText')}
        backTo={pagePaths.articles}
        backLabel={t('articles.back')}
      />
    );
  }
  const title = article.translated_title || article.title;
  return (
    <div className={pageStyles.page}>
      <article className={styles.article}>
        <h1 className={styles.title}>
          <bdi>{title}</bdi>
        </h1>
        <ArticleMeta article={article} />
        <ShareLinks title={title} />
        {/* The title is the heading right beside it: the picture adds nothing to say. */}
        <ListingImage src={article.image} alt="" className={styles.heroImage} loading="eager" />
        <ContentHtml text={article.translated_description || article.description} className={styles.body} />
      </article>
      {query.data.similar.length > 0 ? (
        <section className={styles.similar} aria-labelledby="similar-articles">
          <h2 id="similar-articles" className={styles.sectionTitle}>
            {t('articles.similar')}
          </h2>
          <ArticleGrid articles={query.data.similar} label={t('articles.similar')} />
        </section>
      ) : null}
    </div>
  );
}
