import { useTranslation } from '@domus/shared/i18n';
import { Link } from '@domus/shared/routing';
import { EmptyState } from '@domus/shared/ui';

import { consolePaths } from '../lib/console-paths';
import { ConsolePage } from './console-page';

/** A path below `/admin` that is no screen of the console. */
export function NotFoundPage() {
  const { t } = useTranslation('admin');
  return (
    <ConsolePage title={t('notFound.title')}>
      <EmptyState title={t('notFound.text')} action={<Link to={consolePaths.overview}>{t('notFound.back')}</Link>} />
    </ConsolePage>
  );
}
