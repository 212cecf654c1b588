import { useTranslation } from '@domus/shared/i18n';
import type { PaginationLabels } from '@domus/shared/ui';

/** The console's words for a list's page links; `navigation` names the list's pages. */
export function usePaginationLabels(navigation: string): PaginationLabels {
  const { t } = useTranslation('admin');
  return {
    navigation,
    previous: t('pagination.previous'),
    next: t('pagination.next'),
    page: (number) => t('pagination.page', { page: number }),
  };
}
