import { Link, Route, Routes } from '@domus/shared/routing';
import { EmptyState } from '@domus/shared/ui';
import { useTranslation } from '@domus/shared/i18n';
import { pagePaths } from '@domus/shared/contract/page-paths';

import { AreaConverterPage } from './features/area-converter/components/area-converter-page';
import { MortgagePage } from './features/mortgage/components/mortgage-page';

function NotFoundPage() {
  const { t } = useTranslation('tools');
  return (
    <EmptyState
      title={t('notFound.title')}
      description={t('notFound.text')}
      action={
        <>
          <Link to={pagePaths.mortgageCalculator}>{t('mortgage.title')}</Link> ·{' '}
          <Link to={pagePaths.areaConverter}>{t('converter.title')}</Link>
        </>
      }
    />
  );
}

/** The pages of mf-tools, at the absolute paths the shell hands to this remote. Both are small: no lazy chunks. */
export default function ToolsRoutes() {
  return (
    <Routes>
      <Route path={pagePaths.mortgageCalculator} element={<MortgagePage />} />
      <Route path={pagePaths.areaConverter} element={<AreaConverterPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
