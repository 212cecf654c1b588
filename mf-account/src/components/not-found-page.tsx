import { useTranslation } from '@domus/shared/i18n';
import { Link } from '@domus/shared/routing';

import { AccountPage } from './account-page';

export function NotFoundPage() {
  const { t } = useTranslation('account');
  return (
    <AccountPage title={t('notFound.title')} narrow>
      <p>{t('notFound.text')}</p>
      <Link to="/">{t('notFound.home')}</Link>
    </AccountPage>
  );
}
