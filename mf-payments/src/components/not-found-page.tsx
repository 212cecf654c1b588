import { useTranslation } from '@domus/shared/i18n';
import { Link } from '@domus/shared/routing';

import { PaymentsPage } from './payments-page';

export function NotFoundPage() {
  const { t } = useTranslation('payments');
  return (
    <PaymentsPage title={t('notFound.title')} narrow>
      <p>{t('notFound.text')}</p>
      <Link to="/subscription-plan">{t('notFound.plans')}</Link>
    </PaymentsPage>
  );
}
