import { Link, useSearchParams } from '@domus/shared/routing';
import { EmptyState, ErrorState, Pagination, Spinner, useDocumentTitle } from '@domus/shared/ui';
import { useTranslation } from 'react-i18next';

import styles from '../../../components/listing-table.module.css';
import pageStyles from '../../../components/page.module.css';
import { usePaginationLabels } from '../../../hooks/use-pagination-labels';
import { pageFrom } from '../../../utils/page-param';
import { MY_PROPERTIES_PAGE_SIZE, useMyProperties } from '../api/get-added-properties';
import { MyPropertyRow } from './my-property-row';

/** `/user/my-properties`: the owner's table of properties. */
export function MyPropertiesPage() {
  const { t } = useTranslation('listings');
  const [search, setSearch] = useSearchParams();
  const page = pageFrom(search);
  const query = useMyProperties(page);
  const labels = usePaginationLabels();
  useDocumentTitle(t('manage.myProperties'));

  let content;
  if (query.isPending) content = <Spinner label={t('state.loading')} />;
  else if (query.isError) {
    content = (
      <ErrorState
        title={t('manage.loadFailed')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retryLabel={t('state.retry')}
      />
    );
  } else if (query.data.items.length === 0) {
    content = (
      <EmptyState
        title={t('manage.noProperties')}
        action={<Link to="/user/properties">{t('form.addProperty')}</Link>}
      />
    );
  } else {
    content = (
      <>
        <div className={styles.wrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('manage.column.listing')}</th>
                <th scope="col">{t('manage.column.status')}</th>
                <th scope="col">{t('manage.column.views')}</th>
                <th scope="col">{t('manage.column.interested')}</th>
                <th scope="col">{t('manage.column.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {query.data.items.map((property) => (
                <MyPropertyRow key={property.id} property={property} />
              ))}
            </tbody>
          </table>
        </div>
        <Pagination
          page={page}
          pageCount={Math.ceil(query.data.total / MY_PROPERTIES_PAGE_SIZE)}
          onPageChange={(next) => setSearch(next > 1 ? { page: String(next) } : {})}
          labels={labels}
        />
      </>
    );
  }

  return (
    <div className={pageStyles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{t('manage.myProperties')}</h1>
        <Link to="/user/properties">{t('form.addProperty')}</Link>
      </div>
      {content}
    </div>
  );
}
