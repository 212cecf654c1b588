import { startFakeProvider } from '../fake-payment-provider';

export interface PaymentProviders {
  /** The settings that switch Stripe, PayPal and Flutterwave on, pointed at the fake. */
  env: NodeJS.ProcessEnv;
  close(): Promise<void>;
}

/**
 * Stripe, PayPal and Flutterwave on, played by one fake on 127.0.0.1, so a client's checkout
 * call reaches the end of its flow as on a site that takes them.
 */
export async function startPaymentProviders(): Promise<PaymentProviders> {
  const fake = await startFakeProvider();
  let orders = 0;
  fake.answer((request) => {
    const route = `${request.method} ${request.url.split('?')[0]}`;
    orders += 1;
    if (route === 'POST /v1/payment_intents')
      return { body: { id: `pi_${orders}`, object: 'payment_intent', client_secret: `pi_${orders}_secret` } };
    if (route === 'POST /v1/oauth2/token') return { body: { access_token: 'paypal-token', expires_in: 3600 } };
    if (route === 'POST /v2/checkout/orders')
      return {
        status: 201,
        body: { id: `ORDER${orders}`, links: [{ rel: 'payer-action', href: 'https://paypal.example/pay' }] },
      };
    if (route === 'POST /v3/payments')
      return { body: { status: 'success', data: { link: 'https://flutterwave.example/pay' } } };
    return { status: 404, body: { message: `no fake for ${route}` } };
  });
  return {
    env: {
      STRIPE_SECRET_KEY: 'sk_test_domus',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_domus',
      STRIPE_WEBHOOK_SECRET: 'whsec_domus',
      STRIPE_API_BASE: fake.url,
      PAYPAL_CLIENT_ID: 'paypal-client',
      PAYPAL_CLIENT_SECRET: 'paypal-secret',
      PAYPAL_WEBHOOK_ID: 'WH-1',
      PAYPAL_API_BASE: fake.url,
      FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-domus',
      FLUTTERWAVE_PUBLIC_KEY: 'FLWPUBK_TEST-domus',
      FLUTTERWAVE_WEBHOOK_HASH: 'flw-hash',
      FLUTTERWAVE_API_BASE: fake.url,
    },
    close: () => fake.close(),
  };
}
