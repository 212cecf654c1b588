import { fetchEnvelope } from '@domus/shared/api';
import type { Checkout, OnlinePaymentProvider } from '@domus/shared/contract';
import { useMutation } from '@domus/shared/query';

export interface CheckoutRequest {
  packageId: number;
  provider: OnlinePaymentProvider;
}

/**
 * Starts paying for a package with one provider. Each provider has the call existing clients
 * know (paypal, flutterwave, create-payment-intent); the others share payment-checkout. Every
 * reply says where to send the buyer (`redirect_url`) or gives Stripe's `client_secret`.
 */
export async function startCheckout({ packageId, provider }: CheckoutRequest): Promise<Checkout> {
  switch (provider) {
    case 'paypal':
      return (await fetchEnvelope('paypal', { query: { package_id: packageId } })).data;
    case 'flutterwave':
      return (await fetchEnvelope('flutterwave', { body: { package_id: packageId } })).data;
    case 'stripe':
      return (await fetchEnvelope('createPaymentIntent', { body: { package_id: packageId, platform_type: 'web' } }))
        .data;
    default:
      return (await fetchEnvelope('paymentCheckout', { body: { package_id: packageId, provider } })).data;
  }
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
