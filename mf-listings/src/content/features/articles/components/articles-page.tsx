import { usePageParam, useSearchParams } from '@domus/shared/routing';
import { EmptyState, useDocumentTitle } from '@domus/shared/ui';
import { useTranslation } from '@domus/shared/i18n';

import pageStyles from '../../../../components/page.module.css';
import { PagedResults } from '../../../../components/paged-results';
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
  const [page, setPage] = usePageParam();
  const categoryId = categoryFrom(search);
  const query = useArticles(page, categoryId);
  useDocumentTitle(t('articles.title'));

  /** Another category starts from its first page. */
  const chooseCategory = (category: number | undefined) =>
    setSearch(category !== undefined ? { category: String(category) } : {});

  return (
    <div className={pageStyles.page}>
      <h1 className={styles.title}>{t('articles.title')}</h1>
      {query.data ? (
        <CategoryChips categories={query.data.categories} selected={categoryId} onSelect={chooseCategory} />
      ) : null}
      <PagedResults
        query={query}
        counts={(data) => ({ shown: data.articles.length, total: data.total })}
        page={page}
        pageSize={ARTICLES_PAGE_SIZE}
        onPageChange={setPage}
        failedTitle={t('articles.loadFailed')}
        empty={<EmptyState title={t('articles.empty')} />}
      >
        {(data) => <ArticleGrid articles={data.articles} label={t('articles.title')} />}
      </PagedResults>
    </div>
  );
}
