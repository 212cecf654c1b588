import { useSearchParams } from '@domus/shared/routing';
import { EmptyState, ErrorState, Pagination, Spinner, useDocumentTitle } from '@domus/shared/ui';
import { useTranslation } from 'react-i18next';

import pageStyles from '../../../components/page.module.css';
import { usePaginationLabels } from '../../../hooks/use-pagination-labels';
import { pageFrom } from '../../../utils/page-param';
import { ARTICLES_PAGE_SIZE, useArticles } from '../api/articles';
import { ArticleGrid } from './article-card';
import styles from './articles.module.css';
import { CategoryChips } from './category-chips';

/** The `category` of the query string: an article category id, anything else is none. */
function categoryFrom(search: URLSearchParams): number | undefined {
  const id = Number(search.get('category'));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** `/articles`: the newest articles, 12 a page, filtered by category chips kept in the query string. */
export function ArticlesPage() {
  const { t } = useTranslation('listings');
  const [search, setSearch] = useSearchParams();
  const page = pageFrom(search);
  const categoryId = categoryFrom(search);
  const query = useArticles(page, categoryId);
  const labels = usePaginationLabels();
  useDocumentTitle(t('articles.title'));

  const show = (nextCategory: number | undefined, nextPage: number) => {
    const next = new URLSearchParams();
    if (nextCategory !== undefined) next.set('category', String(nextCategory));
    if (nextPage > 1) next.set('page', String(nextPage));
    setSearch(next);
  };

  let content;
  if (query.isPending) content = <Spinner label={t('state.loading')} />;
  else if (query.isError) {
    content = (
      <ErrorState
        title={t('articles.loadFailed')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retryLabel={t('state.retry')}
      />
    );
  } else {
    content = (
      <>
        <CategoryChips
          categories={query.data.categories}
          selected={categoryId}
          onSelect={(category) => show(category, 1)}
        />
        {query.data.articles.length > 0 ? (
          <ArticleGrid articles={query.data.articles} label={t('articles.title')} />
        ) : (
          <EmptyState title={t('articles.empty')} />
        )}
        <Pagination
          page={page}
          pageCount={Math.ceil(query.data.total / ARTICLES_PAGE_SIZE)}
          onPageChange={(next) => show(categoryId, next)}
          labels={labels}
        />
      </>
    );
  }
  return (
    <div className={pageStyles.page}>
      <h1 className={styles.title}>{t('articles.title')}</h1>
      {content}
    </div>
  );
}
