import { usePageParam, useSearchParams } from '@domus/shared/routing';
import { EmptyState, useDocumentTitle } from '@domus/shared/ui';
import { isolate } from '@domus/shared/format';
import { useTranslation } from '@domus/shared/i18n';

import { FaqList } from '../../../../components/faq-list';
import pageStyles from '../../../../components/page.module.css';
import { PagedResults } from '../../../../components/paged-results';
import { FAQS_PAGE_SIZE, useFaqs } from '../api/faqs';
import { FaqSearch } from './faq-search';
import styles from './faqs.module.css';

/** `/faqs`: questions that open to their answers, searchable; the search stays in the query string. */
export function FaqsPage() {
  const { t } = useTranslation('listings');
  const [search, setSearch] = useSearchParams();
  const [page, setPage] = usePageParam();
  const text = search.get('search') ?? '';
  const query = useFaqs(page, text);
  useDocumentTitle(t('faqs.title'));

  return (
    <div className={pageStyles.page}>
      <h1 className={styles.title}>{t('faqs.title')}</h1>
      {/* Keyed by the search so going back to an earlier search shows it in the box; a new search starts on page 1. */}
      <FaqSearch key={text} value={text} onSearch={(next) => setSearch(next ? { search: next } : {})} />
      <PagedResults
        query={query}
        counts={(data) => ({ shown: data.faqs.length, total: data.total })}
        page={page}
        pageSize={FAQS_PAGE_SIZE}
        onPageChange={setPage}
        failedTitle={t('faqs.loadFailed')}
        empty={<EmptyState title={text ? t('faqs.noMatch', { search: isolate(text) }) : t('faqs.empty')} />}
      >
        {(data) => <FaqList faqs={data.faqs} />}
      </PagedResults>
    </div>
  );
}
