import { Link, usePageParam } from '@domus/shared/routing';
import { EmptyState, useDocumentTitle } from '@domus/shared/ui';
import { useTranslation } from '@domus/shared/i18n';
import { pagePaths } from '@domus/shared/contract/page-paths';

import { ListingTable } from '../../../../components/listing-table';
import styles from '../../../../components/listing-table.module.css';
import pageStyles from '../../../../components/page.module.css';
import { MY_PROPERTIES_PAGE_SIZE, useMyProperties } from '../api/get-added-properties';
import { MyPropertyRow } from './my-property-row';

/** `/user/my-properties`: the owner's table of properties. */
export function MyPropertiesPage() {
  const { t } = useTranslation('listings');
  const [page, setPage] = usePageParam();
  const query = useMyProperties(page);
  useDocumentTitle(t('manage.myProperties'));

  const content = (
    <ListingTable
      query={query}
      page={page}
      pageSize={MY_PROPERTIES_PAGE_SIZE}
      onPageChange={setPage}
      failedTitle={t('manage.loadFailed')}
      empty={
        <EmptyState
          title={t('manage.noProperties')}
          action={<Link to={pagePaths.addProperty}>{t('form.addProperty')}</Link>}
        />
      }
      columns={[
        t('manage.column.listing'),
        t('manage.column.status'),
        t('manage.column.views'),
        t('manage.column.interested'),
        t('manage.column.actions'),
      ]}
      row={(property) => <MyPropertyRow key={property.id} property={property} />}
    />
  );

  return (
    <div className={pageStyles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{t('manage.myProperties')}</h1>
        <Link to={pagePaths.addProperty}>{t('form.addProperty')}</Link>
      </div>
      {content}
    </div>
  );
}
