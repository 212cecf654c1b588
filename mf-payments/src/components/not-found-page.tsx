import { useTranslation } from '@domus/shared/i18n';
import { Link } from '@domus/shared/routing';
import { pagePaths } from '@domus/shared/contract/page-paths';

import { PaymentsPage } from './payments-page';

export function NotFoundPage() {
  const { t } = useTranslation('payments');
  return (
    <PaymentsPage title={t('notFound.title')} narrow>
      <p>{t('notFound.text')}</p>
      <Link to={pagePaths.subscriptionPlans}>{t('notFound.plans')}</Link>
    </PaymentsPage>
  );
}
