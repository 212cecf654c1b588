import { useSearchParams } from '@domus/shared/routing';
import { EmptyState, ErrorState, Pagination, Spinner, useDocumentTitle } from '@domus/shared/ui';
import { useTranslation } from 'react-i18next';

import pageStyles from '../../../components/page.module.css';
import { usePaginationLabels } from '../../../hooks/use-pagination-labels';
import { pageFrom } from '../../../utils/page-param';
import { plainText } from '../../../utils/plain-text';
import { FAQS_PAGE_SIZE, useFaqs } from '../api/faqs';
import { FaqSearch } from './faq-search';
import styles from './faqs.module.css';

/** `/faqs`: questions that open to their answers, searchable; the search stays in the query string. */
export function FaqsPage() {
  const { t } = useTranslation('listings');
  const [search, setSearch] = useSearchParams();
  const page = pageFrom(search);
  const text = search.get('search') ?? '';
  const query = useFaqs(page, text);
  const labels = usePaginationLabels();
  useDocumentTitle(t('faqs.title'));

  const show = (nextText: string, nextPage: number) => {
    const next = new URLSearchParams();
    if (nextText) next.set('search', nextText);
    if (nextPage > 1) next.set('page', String(nextPage));
    setSearch(next);
  };

  let content;
  if (query.isPending) content = <Spinner label={t('state.loading')} />;
  else if (query.isError) {
    content = (
      <ErrorState
        title={t('faqs.loadFailed')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retryLabel={t('state.retry')}
      />
    );
  } else if (query.data.faqs.length === 0) {
    content = <EmptyState title={text ? t('faqs.noMatch', { search: text }) : t('faqs.empty')} />;
  } else {
    content = (
      <>
        <div className={styles.faqs}>
          {query.data.faqs.map((faq) => (
            <details key={faq.id} className={styles.faq} data-testid="faq">
              <summary className={styles.question}>{faq.question}</summary>
              <p className={styles.answer}>{plainText(faq.answer)}</p>
            </details>
          ))}
        </div>
        <Pagination
          page={page}
          pageCount={Math.ceil(query.data.total / FAQS_PAGE_SIZE)}
          onPageChange={(next) => show(text, next)}
          labels={labels}
        />
      </>
    );
  }
  return (
    <div className={pageStyles.page}>
      <h1 className={styles.title}>{t('faqs.title')}</h1>
      {/* Keyed by the search so going back to an earlier search shows it in the box. */}
      <FaqSearch key={text} value={text} onSearch={(next) => show(next, 1)} />
      {content}
    </div>
  );
}
