import type { PaginationLabels } from '@domus/shared/ui';
import { useMemo } from 'react';
import { useTranslation } from '@domus/shared/i18n';

/** The shared Pagination's labels in this namespace. */
export function usePaginationLabels(): PaginationLabels {
  const { t } = useTranslation('listings');
  return useMemo(
    () => ({
      navigation: t('pagination.label'),
      previous: t('pagination.previous'),
      next: t('pagination.next'),
      page: (page: number) => t('pagination.page', { page }),
    }),
    [t],
  );
}
