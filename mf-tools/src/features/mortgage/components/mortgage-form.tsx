import { zodResolver } from '@hookform/resolvers/zod';
import { mortgageCalculatorQuery, type MortgageCalculatorQuery, type MortgageInput } from '@domus/shared/contract';
import { Button } from '@domus/shared/ui';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@domus/shared/i18n';

import { Field } from '../../../components/field';
import styles from '../../../components/tools.module.css';
import type { MortgageTerms } from '../api/get-mortgage-calculation';
import { useMortgageMessage } from '../use-mortgage-message';
import type { TypedTerms } from '../lib/starting-terms';

/** The calculator's inputs, opened with `initial`, checked as they are typed with the API's own schema and messages. */
export function MortgageForm({
  initial,
  busy,
  onCalculate,
}: {
  initial: TypedTerms;
  busy: boolean;
  onCalculate: (terms: MortgageTerms) => void;
}) {
  const { t } = useTranslation('tools');
  const message = useMortgageMessage();
  const { register, handleSubmit, formState } = useForm<MortgageCalculatorQuery, unknown, MortgageInput>({
    resolver: zodResolver(mortgageCalculatorQuery),
    mode: 'onChange',
    defaultValues: initial,
  });
  const { errors } = formState;
  const submit = handleSubmit(({ loan_amount, down_payment, interest_rate, loan_term_years }) =>
    onCalculate({ loan_amount, down_payment, interest_rate, loan_term_years }),
  );
  // Digits with a decimal point: a text input, so what was typed is kept and judged, never silently dropped.
  const numeric = { inputMode: 'decimal', autoComplete: 'off' } as const;

  return (
    <form className={styles.panel} onSubmit={submit} noValidate aria-label={t('mortgage.title')}>
      <div className={styles.fields}>
        <Field
          label={t('mortgage.loanAmount')}
          hint={t('mortgage.loanAmountHint')}
          error={message(errors.loan_amount?.message)}
          {...numeric}
          {...register('loan_amount', { deps: ['down_payment'] })}
        />
        <Field
          label={t('mortgage.downPayment')}
          error={message(errors.down_payment?.message)}
          {...numeric}
          {...register('down_payment')}
        />
        <Field
          label={t('mortgage.interestRate')}
          error={message(errors.interest_rate?.message)}
          {...numeric}
          {...register('interest_rate')}
        />
        <Field
          label={t('mortgage.loanTerm')}
          error={message(errors.loan_term_years?.message)}
          inputMode="numeric"
          autoComplete="off"
          {...register('loan_term_years')}
        />
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? t('mortgage.calculating') : t('mortgage.calculate')}
      </Button>
    </form>
  );
}
