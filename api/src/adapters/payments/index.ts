import type { PaymentProvider } from '@domus/shared/contract';
import type { PaymentsConfig } from '../../config/payments';
import { createFlutterwaveAdapter } from './flutterwave';
import { createPayPalAdapter } from './paypal';
import { createPaystackAdapter } from './paystack';
import { createRazorpayAdapter } from './razorpay';
import { createSandboxAdapter } from './sandbox';
import { createStripeAdapter } from './stripe';
import type { PaymentAdapter } from './types';

export type { PaymentAdapter } from './types';

/** The enabled providers, in the order their buy buttons show: real ones first, the sandbox last. */
export function createPaymentAdapters(config: PaymentsConfig): Map<PaymentProvider, PaymentAdapter> {
  const adapters: PaymentAdapter[] = [];
  if (config.stripe) adapters.push(createStripeAdapter(config.stripe));
  if (config.razorpay) adapters.push(createRazorpayAdapter(config.razorpay));
  if (config.paystack) adapters.push(createPaystackAdapter(config.paystack));
  if (config.paypal) adapters.push(createPayPalAdapter(config.paypal));
  if (config.flutterwave) adapters.push(createFlutterwaveAdapter(config.flutterwave));
  if (config.sandbox) adapters.push(createSandboxAdapter());
  return new Map(adapters.map((adapter) => [adapter.provider, adapter]));
}
