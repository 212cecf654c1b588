import type { AdminTransaction } from '@domus/shared/contract';
import { useTranslation } from '@domus/shared/i18n';
import { Button } from '@domus/shared/ui';

import { DocumentPreview } from '../../../components/private-files/document-preview';
import styles from './payments.module.css';

export interface TransactionCardProps {
  transaction: AdminTransaction;
  /** Present for a bank transfer in review: the admin's two decisions. */
  onConfirm?: () => void;
  onReject?: () => void;
}

/** A moment as the operator's language writes it, in a <time> that keeps the exact one. */
function Moment({ iso }: { iso: string }) {
  const { i18n } = useTranslation('admin');
  const date = new Date(iso);
  return (
    <time dateTime={iso}>
      {Number.isNaN(date.getTime())
        ? iso
        : date.toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}
    </time>
  );
}

/** An amount in its own currency, as the operator's language writes money. */
function useAmount() {
  const { i18n } = useTranslation('admin');
  return (amount: number, currency: string) => {
    try {
      return new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(amount);
    } catch {
      return `${amount} ${currency}`;
    }
  };
}

/**
 * One transaction: who paid what, how, when and where it stands; a bank transfer shows its
 * receipt in place, and one in review offers Confirm and Reject.
 */
export function TransactionCard({ transaction, onConfirm, onReject }: TransactionCardProps) {
  const { t } = useTranslation('admin');
  const amount = useAmount();
  const name = transaction.user_name || transaction.user_email;
  return (
    <li className={styles.card}>
      <h2 className={styles.title}>
        <bdi>{name}</bdi> · <bdi>{transaction.translated_package_name}</bdi>
      </h2>
      <dl className={styles.facts}>
        <dt>{t('payments.email')}</dt>
        <dd>
          <bdi>{transaction.user_email}</bdi>
        </dd>
        <dt>{t('payments.amount')}</dt>
        <dd>
          <bdi>{amount(transaction.amount, transaction.currency)}</bdi>
        </dd>
        <dt>{t('payments.provider')}</dt>
        <dd>{t(`payments.providers.${transaction.provider}`)}</dd>
        <dt>{t('payments.created')}</dt>
        <dd>
          <Moment iso={transaction.created_at} />
        </dd>
        <dt>{t('payments.status')}</dt>
        <dd className={styles.status} data-status={transaction.status}>
          {t(`payments.statuses.${transaction.status}`)}
        </dd>
        {transaction.decided_at ? (
          <>
            <dt>{t('payments.decided')}</dt>
            <dd>
              <Moment iso={transaction.decided_at} />
            </dd>
          </>
        ) : null}
        {transaction.reject_reason ? (
          <>
            <dt>{t('payments.reason')}</dt>
            <dd>
              <bdi>{transaction.reject_reason}</bdi>
            </dd>
          </>
        ) : null}
        <dt>{t('payments.reference')}</dt>
        <dd>#{transaction.id}</dd>
      </dl>
      {transaction.receipt_url ? (
        <DocumentPreview url={transaction.receipt_url} label={t('payments.receipt')} applicant={name} />
      ) : null}
      {onConfirm && onReject ? (
        <div className={styles.actions}>
          <Button onClick={onConfirm} aria-label={t('payments.confirmOf', { name, id: transaction.id })}>
            {t('payments.confirm')}
          </Button>
          <Button
            variant="secondary"
            onClick={onReject}
            aria-label={t('payments.rejectOf', { name, id: transaction.id })}
          >
            {t('payments.reject')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
