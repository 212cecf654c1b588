import { mortgageCalculatorQuery } from '@domus/shared/contract';
import { useGuard } from '@domus/shared/guards';
import { useSearchParams } from '@domus/shared/routing';
import { ErrorState } from '@domus/shared/ui';
import { useState } from 'react';
import { ApiErrorText, useTranslation } from '@domus/shared/i18n';

import { ToolsPage } from '../../../components/tools-page';
import { useMortgageCalculation, type MortgageTerms } from '../api/get-mortgage-calculation';
import { useMortgageMessage } from '../use-mortgage-message';
import { MortgageForm } from './mortgage-form';
import { MortgageSchedule } from './mortgage-schedule';
import { MortgageSummary } from './mortgage-summary';
import { startingTerms } from '../lib/starting-terms';

/**
 * /mortgage-calculator: the EMI and totals for everyone, the schedule with the package feature.
 * Opened from a listing (`?price=`), it starts filled in from its price and shows the figures at once.
 */
export function MortgagePage() {
  const { t } = useTranslation('tools');
  const message = useMortgageMessage();
  const [search] = useSearchParams();
  const [start] = useState(() => startingTerms(search));
  const [terms, setTerms] = useState<MortgageTerms | null>(() => {
    if (!start.fromListing) return null;
    const parsed = mortgageCalculatorQuery.safeParse(start.terms);
    if (!parsed.success) return null;
    const { loan_amount, down_payment, interest_rate, loan_term_years } = parsed.data;
    return { loan_amount, down_payment, interest_rate, loan_term_years };
  });
  // Once granted, the schedule follows every new calculation.
  const [wantsDetails, setWantsDetails] = useState(false);
  const calculation = useMortgageCalculation(terms, wantsDetails);
  const guard = useGuard({ package: 'mortgage_calculator_detail' });
  const result = calculation.data;

  return (
    <ToolsPage title={t('mortgage.title')} intro={t('mortgage.intro')}>
      <MortgageForm initial={start.terms} busy={calculation.isFetching} onCalculate={setTerms} />
      {calculation.isError ? (
        <ErrorState
          title={t('mortgage.failed')}
          message={<ApiErrorText error={calculation.error} />}
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
