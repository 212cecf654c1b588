import { Pagination } from '@domus/shared/ui';
import { useTranslation } from '@domus/shared/i18n';

/** The shared Pagination with this remote's texts. */
export function ListPagination(props: { page: number; pageCount: number; onPageChange: (page: number) => void }) {
  const { t } = useTranslation('payments');
  return (
    <Pagination
      {...props}
      labels={{
        navigation: t('pagination.label'),
        previous: t('pagination.previous'),
        next: t('pagination.next'),
        page: (number) => t('pagination.page', { page: number }),
      }}
    />
  );
}
