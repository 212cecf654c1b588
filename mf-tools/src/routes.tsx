import { Link, Route, Routes } from '@domus/shared/routing';
import { EmptyState } from '@domus/shared/ui';
import { useTranslation } from '@domus/shared/i18n';

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
          <Link to="/mortgage-calculator">{t('mortgage.title')}</Link> ·{' '}
          <Link to="/area-converter">{t('converter.title')}</Link>
        </>
      }
    />
  );
}

/** The pages of mf-tools, at the absolute paths the shell hands to this remote. Both are small: no lazy chunks. */
export default function ToolsRoutes() {
  return (
    <Routes>
      <Route path="/mortgage-calculator" element={<MortgagePage />} />
      <Route path="/area-converter" element={<AreaConverterPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
