import { paymentProviders, transactionStatuses } from '@domus/shared/contract';
import { useTranslation } from '@domus/shared/i18n';
import { Link } from '@domus/shared/routing';
import { Button } from '@domus/shared/ui';
import { useId, useState, type FormEvent } from 'react';

import { paymentViews, searchOf, type PaymentView, type TransactionsFilter } from '../lib/transactions-filter';
import styles from './payments.module.css';

const emptyFilter: TransactionsFilter = {
  view: 'all',
  status: '',
  provider: '',
  email: '',
  from: '',
  to: '',
  cursor: '',
};

/** The two views as links (the address keeps the choice; Tab reaches each). */
export function PaymentViews({ view }: { view: PaymentView }) {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('payments.views')} className={styles.views}>
      <ul className={styles.viewList}>
        {paymentViews.map((choice) => {
          const search = searchOf({ ...emptyFilter, view: choice }).toString();
          return (
            <li key={choice}>
              <Link
                to={{ search: search ? `?${search}` : '' }}
                className={styles.viewLink}
                aria-current={choice === view ? 'true' : undefined}
              >
                {t(`payments.view.${choice}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The filters of every transaction: status, provider, the member's e-mail and a range of days. */
export function TransactionsFilters({
  filter,
  onFilter,
}: {
  filter: TransactionsFilter;
  onFilter: (next: TransactionsFilter) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [draft, setDraft] = useState(filter);
  const set = (key: keyof TransactionsFilter) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilter({ ...draft, email: draft.email.trim(), view: 'all', cursor: '' });
  };
  return (
    <form className={styles.filters} onSubmit={submit} aria-label={t('payments.filters')}>
      <div className={styles.field}>
        <label htmlFor={`${id}-status`}>{t('payments.status')}</label>
        <select id={`${id}-status`} value={draft.status} onChange={set('status')}>
          <option value="">{t('payments.any')}</option>
          {transactionStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`payments.statuses.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-provider`}>{t('payments.provider')}</label>
        <select id={`${id}-provider`} value={draft.provider} onChange={set('provider')}>
          <option value="">{t('payments.any')}</option>
          {paymentProviders.map((provider) => (
            <option key={provider} value={provider}>
              {t(`payments.providers.${provider}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-email`}>{t('payments.memberEmail')}</label>
        <input id={`${id}-email`} type="email" autoComplete="off" value={draft.email} onChange={set('email')} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-from`}>{t('payments.from')}</label>
        <input id={`${id}-from`} type="date" value={draft.from} max={draft.to || undefined} onChange={set('from')} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-to`}>{t('payments.to')}</label>
        <input id={`${id}-to`} type="date" value={draft.to} min={draft.from || undefined} onChange={set('to')} />
      </div>
      <div className={styles.filterButtons}>
        <Button type="submit">{t('payments.apply')}</Button>
        <Button
          variant="secondary"
          onClick={() => {
            setDraft(emptyFilter);
            onFilter(emptyFilter);
          }}
        >
          {t('payments.clear')}
        </Button>
      </div>
    </form>
  );
}
