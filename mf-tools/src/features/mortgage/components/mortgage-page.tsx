import { useGuard } from '@domus/shared/guards';
import { ErrorState } from '@domus/shared/ui';
import { useState } from 'react';
import { useTranslation } from '@domus/shared/i18n';

import { ToolsPage } from '../../../components/tools-page';
import { useMortgageCalculation, type MortgageTerms } from '../api/get-mortgage-calculation';
import { useMortgageMessage } from '../use-mortgage-message';
import { MortgageForm } from './mortgage-form';
import { MortgageSchedule } from './mortgage-schedule';
import { MortgageSummary } from './mortgage-summary';

/** /mortgage-calculator: the EMI and totals for everyone, the schedule with the package feature. */
export function MortgagePage() {
  const { t } = useTranslation('tools');
  const message = useMortgageMessage();
  const [terms, setTerms] = useState<MortgageTerms | null>(null);
  // Once granted, the schedule follows every new calculation.
  const [wantsDetails, setWantsDetails] = useState(false);
  const calculation = useMortgageCalculation(terms, wantsDetails);
  const guard = useGuard({ package: 'mortgage_calculator_detail' });
  const result = calculation.data;

  return (
    <ToolsPage title={t('mortgage.title')} intro={t('mortgage.intro')}>
      <MortgageForm busy={calculation.isFetching} onCalculate={setTerms} />
      {calculation.isError ? (
        <ErrorState
          title={t('mortgage.failed')}
          message={calculation.error.message}
          onRetry={() => void calculation.refetch()}
          retryLabel={t('mortgage.retry')}
        />
      ) : null}
      {result ? (
        <>
          <MortgageSummary
            totals={result.main_total}
            note={result.main_total.principal_amount === 0 ? message(result.message) : undefined}
          />
          <MortgageSchedule
            result={result}
            requested={wantsDetails}
            loading={calculation.isFetching}
            guard={guard}
            onRequest={() => setWantsDetails(true)}
          />
        </>
      ) : null}
      {guard.dialog}
    </ToolsPage>
  );
}
