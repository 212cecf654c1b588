import { paymentReturnPaths } from '@domus/shared/contract';
import { Button } from '@domus/shared/ui';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe, type StripeElementLocale } from '@stripe/stripe-js';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@domus/shared/i18n';

import styles from '../../../components/payments.module.css';

export interface StripePaymentDialogProps {
  publicKey: string;
  clientSecret: string;
  transactionId: number;
  /** The amount as the page shows it. */
  amount: string;
  onCancel: () => void;
}

// One Stripe.js instance per publishable key for the page's lifetime, as Stripe asks.
const stripeInstances = new Map<string, Promise<Stripe | null>>();
function stripeFor(publicKey: string): Promise<Stripe | null> {
  let instance = stripeInstances.get(publicKey);
  if (!instance) {
    instance = loadStripe(publicKey);
    stripeInstances.set(publicKey, instance);
  }
  return instance;
}

/** Where Stripe sends the buyer after confirming: the return page reads the transaction's status. */
export const stripeReturnUrl = (transactionId: number) =>
  `${window.location.origin}${paymentReturnPaths.success}?payment_transaction_id=${transactionId}`;

function StripePaymentForm({ transactionId, onCancel }: Pick<StripePaymentDialogProps, 'transactionId' | 'onCancel'>) {
  const { t } = useTranslation('payments');
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setPaying(true);
    setError(null);
    const result = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: stripeReturnUrl(transactionId) },
    });
    // Reached only when the payment could not be confirmed: a confirmed one leaves for return_url.
    setError(result.error.message ?? t('stripe.failed'));
    setPaying(false);
  };

  return (
    <form onSubmit={(event) => void pay(event)}>
      <PaymentElement />
      {error ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onCancel} disabled={paying}>
          {t('stripe.cancel')}
        </Button>
        <Button type="submit" disabled={!stripe || !elements || paying}>
          {paying ? t('stripe.paying') : t('stripe.pay')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Stripe's Payment Element in a dialog. This module is loaded only when the buyer chooses
 * Stripe, so Stripe's libraries never reach other visitors.
 */
export default function StripePaymentDialog({
  publicKey,
  clientSecret,
  transactionId,
  amount,
  onCancel,
}: StripePaymentDialogProps) {
  const { t, i18n } = useTranslation('payments');
  const titleId = useId();
  // Stripe's card fields speak the page's language (Stripe.js supports English and Arabic, and most others).
  const locale = i18n.language as StripeElementLocale;
  return (
    <div className={styles.backdrop}>
      <div
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
      >
        <h2 id={titleId}>{t('stripe.title')}</h2>
        <p>{t('stripe.amount', { amount })}</p>
        <Elements stripe={stripeFor(publicKey)} options={{ clientSecret, locale }}>
          <StripePaymentForm transactionId={transactionId} onCancel={onCancel} />
        </Elements>
      </div>
    </div>
  );
}
