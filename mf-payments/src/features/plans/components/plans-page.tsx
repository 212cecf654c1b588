import { paymentReturnPaths, type Checkout, type Package, type PaymentMethod } from '@domus/shared/contract';
import { loginPath } from '@domus/shared/guards';
import { useNavigate } from '@domus/shared/routing';
import { useSettings } from '@domus/shared/settings';
import { sessionAtom } from '@domus/shared/store';
import { EmptyState, ErrorState, Spinner } from '@domus/shared/ui';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { isolate, translatedName } from '@domus/shared/format';
import { ApiErrorText, useApiErrorText, useTranslation } from '@domus/shared/i18n';
import { toast } from 'react-toastify';
import { pagePaths } from '@domus/shared/contract/page-paths';

import { PaymentsPage } from '../../../components/payments-page';
import { BankTransferDialog } from '../../bank-transfer/components/bank-transfer-dialog';
import styles from '../../../components/payments.module.css';
import { goToProvider } from '../../../lib/go-to-provider';
import { formatMoney } from '../../../lib/money';
import { useAssignPackage } from '../api/assign-package';
import { usePackages } from '../api/get-package';
import { usePaymentSettings } from '../api/get-payment-settings';
import { useStartCheckout } from '../api/start-checkout';
import { ActivePackages } from './active-packages';
import { FeatureTable } from './feature-table';
import { PlanActions } from './plan-actions';
import { PlanCard } from './plan-card';

// Stripe's libraries load only when a buyer chooses Stripe.
const StripePaymentDialog = lazy(() => import('./stripe-payment-dialog'));

const PLANS_PATH = pagePaths.subscriptionPlans;

interface StripePayment {
  checkout: Checkout;
  publicKey: string;
}

/**
 * `/subscription-plan`: the plans on sale with a feature comparison, the user's running
 * packages, and buying (a free plan is assigned; a paid one goes to the chosen provider, or,
 * by bank transfer, waits for the site to confirm the receipt the buyer sends).
 */
export function PlansPage() {
  const { t } = useTranslation('payments');
  const errorText = useApiErrorText();
  const navigate = useNavigate();
  const session = useAtomValue(sessionAtom);
  const signedIn = Boolean(session.data);
  const settings = useSettings();
  const overview = usePackages(session.data?.id ?? null);
  const methods = usePaymentSettings(signedIn);
  const assign = useAssignPackage();
  const checkout = useStartCheckout();
  const [stripePayment, setStripePayment] = useState<StripePayment | null>(null);
  /** The plan being paid by bank transfer: its dialog shows the account and takes the receipt. */
  const [transferPlan, setTransferPlan] = useState<Package | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [purchaseError, setPurchaseError] = useState<string | null>(null);

  const activeIds = new Set(overview.data?.activePackages.map((active) => active.package_id));
  const busy = assign.isPending || checkout.isPending || leaving;

  const whenSignedIn = (action: () => void) => {
    if (!signedIn) {
      navigate(loginPath(PLANS_PATH));
      return;
    }
    setPurchaseError(null);
    action();
  };

  const takeFree = (plan: Package) =>
    whenSignedIn(() =>
      assign.mutate(plan.id, {
        onSuccess: () => toast.success(t('plans.assigned', { name: isolate(translatedName(plan)) })),
        onError: (error) => setPurchaseError(errorText(error)),
      }),
    );

  const buy = (plan: Package, method: PaymentMethod | null) =>
    whenSignedIn(() => {
      if (!method) return;
      if (method.provider === 'bank_transfer') {
        setTransferPlan(plan);
        return;
      }
      checkout.mutate(
        { packageId: plan.id, provider: method.provider },
        {
          onSuccess: (reply) => {
            if (reply.redirect_url) {
              setLeaving(true);
              goToProvider(reply.redirect_url);
            } else if (reply.client_secret) {
              setStripePayment({ checkout: reply, publicKey: reply.public_key || method.public_key });
            } else {
              setPurchaseError(t('plans.checkoutUnavailable'));
            }
          },
          onError: (error) => setPurchaseError(errorText(error)),
        },
      );
    });

  return (
    <PaymentsPage title={t('plans.title')}>
      <p className={styles.intro}>{t('plans.intro')}</p>
      {overview.isPending ? <Spinner label={t('state.loading')} /> : null}
      {overview.isError ? (
        <ErrorState
          title={t('plans.error')}
          message={<ApiErrorText error={overview.error} />}
          onRetry={() => void overview.refetch()}
          retryLabel={t('state.retry')}
        />
      ) : null}
      {overview.data ? (
        <>
          <ActivePackages packages={overview.data.activePackages} />
          {purchaseError ? (
            <p role="alert" className={styles.alert}>
              {purchaseError}
            </p>
          ) : null}
          {overview.data.plans.length === 0 ? (
            <EmptyState title={t('plans.empty')} />
          ) : (
            <section aria-labelledby="plans-on-sale">
              <h2 id="plans-on-sale" className={styles.subtitle}>
                {t('plans.onSale')}
              </h2>
              <ul className={styles.plans}>
                {overview.data.plans.map((plan) => (
                  <PlanCard key={plan.id} plan={plan} current={activeIds.has(plan.id)} settings={settings}>
                    <PlanActions
                      plan={plan}
                      signedIn={signedIn}
                      current={activeIds.has(plan.id)}
                      methods={methods.data}
                      methodsFailed={methods.isError}
                      busy={busy}
                      onTakeFree={takeFree}
                      onBuy={buy}
                    />
                  </PlanCard>
                ))}
              </ul>
            </section>
          )}
          <FeatureTable plans={overview.data.plans} features={overview.data.allFeatures} />
        </>
      ) : null}
      {transferPlan ? (
        <BankTransferDialog
          to={{ packageId: transferPlan.id }}
          amount={formatMoney(transferPlan.price, transferPlan.currency, settings)}
          onSent={() => {
            setTransferPlan(null);
            toast.success(t('bankTransfer.sent'));
            navigate(pagePaths.transactionHistory);
          }}
          onClose={() => setTransferPlan(null)}
        />
      ) : null}
      {stripePayment ? (
        <Suspense fallback={<Spinner label={t('state.loading')} />}>
          <StripePaymentDialog
            publicKey={stripePayment.publicKey}
            clientSecret={stripePayment.checkout.client_secret ?? ''}
            transactionId={stripePayment.checkout.payment_transaction_id}
            amount={formatMoney(stripePayment.checkout.amount, stripePayment.checkout.currency, settings)}
            onCancel={() =>
              // The return page reports the abandoned payment so it does not stay pending.
              navigate(
                `${paymentReturnPaths.cancel}?payment_transaction_id=${stripePayment.checkout.payment_transaction_id}`,
              )
            }
          />
        </Suspense>
      ) : null}
    </PaymentsPage>
  );
}
