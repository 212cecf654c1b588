import type { GuardState } from '@domus/shared/guards';
import { Button, Spinner } from '@domus/shared/ui';
import { useTranslation } from '@domus/shared/i18n';

import type { MortgageResult } from '../api/get-mortgage-calculation';
import { useMortgageMessage } from '../use-mortgage-message';
import styles from './mortgage.module.css';
import { PrincipalInterestChart } from './principal-interest-chart';
import { YearlyScheduleTable } from './yearly-schedule-table';

interface MortgageScheduleProps {
  result: MortgageResult;
  /** The reader asked for the schedule and passed the guard. */
  requested: boolean;
  loading: boolean;
  guard: GuardState;
  onRequest: () => void;
}

/**
 * The yearly schedule sits behind the mortgage_calculator_detail package (docs/SPEC.md §6): asking for
 * it runs the guard, whose "Opps!" dialog sends visitors to sign in and members to the plans.
 */
export function MortgageSchedule({ result, requested, loading, guard, onRequest }: MortgageScheduleProps) {
  const { t } = useTranslation('tools');
  const message = useMortgageMessage();
  if (result.main_total.principal_amount === 0) return null;

  const years = result.yearly_totals;
  const body =
    years && years.length > 0 ? (
      <>
        <PrincipalInterestChart years={years} />
        <YearlyScheduleTable years={years} />
      </>
    ) : requested && loading ? (
      <Spinner label={t('schedule.loading')} />
    ) : requested && !result.detailsAllowed ? (
      // The guard let the reader through but the API did not (a package that ended meanwhile).
      <p className={styles.note}>{message(result.message)}</p>
    ) : (
      <Button variant="secondary" disabled={guard.checking} onClick={() => guard.attempt(onRequest)}>
        {t('schedule.show')}
      </Button>
    );

  return (
    <section className={styles.schedule} aria-label={t('schedule.title')}>
      {body}
    </section>
  );
}
