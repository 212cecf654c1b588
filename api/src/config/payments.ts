import { z } from 'zod';

/**
 * Payment providers from the environment. The sandbox is on in development and off in
 * production unless PAYMENT_SANDBOX says otherwise (production refuses it: preflight.ts); each
 * real provider switches on when its keys are set (all of its required keys, or the start
 * stops with their names). `*_API_BASE` points an adapter at another host (tests use a fake
 * provider on 127.0.0.1; PayPal's sandbox is https://api-m.sandbox.paypal.com).
 */
export interface PaymentsConfig {
  sandbox: boolean;
  /**
   * Whether bank transfer is on while the site's `bank_transfer_status` setting is not stored
   * (PAYMENT_BANK_TRANSFER=1; off by default everywhere): the stored setting decides once set.
   */
  bankTransferByDefault: boolean;
  stripe?: { secretKey: string; publishableKey: string; webhookSecret: string; apiBase?: string };
  razorpay?: { keyId: string; keySecret: string; webhookSecret: string; apiBase: string };
  paystack?: { secretKey: string; publicKey: string; apiBase: string };
  paypal?: { clientId: string; clientSecret: string; webhookId: string; apiBase: string };
  flutterwave?: { secretKey: string; publicKey: string; webhookHash: string; apiBase: string };
  /** Each provider's API host (`*_API_BASE` or its own), also for keys stored in the console's Settings. */
  apiBases: { stripe?: string; razorpay: string; paystack: string; paypal: string; flutterwave: string };
}

const text = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().optional(),
);
const url = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .url({ protocol: /^https?$/ })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
);

export const paymentsEnvSchema = z.object({
  PAYMENT_SANDBOX: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.enum(['0', '1']).optional(),
  ),
  PAYMENT_BANK_TRANSFER: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.enum(['0', '1']).optional(),
  ),
  STRIPE_SECRET_KEY: text,
  STRIPE_PUBLISHABLE_KEY: text,
  STRIPE_WEBHOOK_SECRET: text,
  STRIPE_API_BASE: url,
  RAZORPAY_KEY_ID: text,
  RAZORPAY_KEY_SECRET: text,
  RAZORPAY_WEBHOOK_SECRET: text,
  RAZORPAY_API_BASE: url,
  PAYSTACK_SECRET_KEY: text,
  PAYSTACK_PUBLIC_KEY: text,
  PAYSTACK_API_BASE: url,
  PAYPAL_CLIENT_ID: text,
  PAYPAL_CLIENT_SECRET: text,
  PAYPAL_WEBHOOK_ID: text,
  PAYPAL_API_BASE: url,
  FLUTTERWAVE_SECRET_KEY: text,
  FLUTTERWAVE_PUBLIC_KEY: text,
  FLUTTERWAVE_WEBHOOK_HASH: text,
  FLUTTERWAVE_API_BASE: url,
});
type PaymentsEnv = z.output<typeof paymentsEnvSchema>;

/** All of `names` set (the provider is on), none set (off), or an error naming the missing ones. */
function provider<const Name extends keyof PaymentsEnv>(env: PaymentsEnv, label: string, names: readonly Name[]) {
  const missing = names.filter((name) => !env[name]);
  if (missing.length === names.length) return undefined;
  if (missing.length > 0) throw new Error(`${label} needs ${missing.join(', ')} too (or none of its keys)`);
  return env as { [K in Name]: string } & PaymentsEnv;
}

export function paymentsConfig(env: PaymentsEnv, { sandboxByDefault }: { sandboxByDefault: boolean }): PaymentsConfig {
  const stripe = provider(env, 'Stripe', ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET']);
  const razorpay = provider(env, 'Razorpay', ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET']);
  const paystack = provider(env, 'Paystack', ['PAYSTACK_SECRET_KEY', 'PAYSTACK_PUBLIC_KEY']);
  const paypal = provider(env, 'PayPal', ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID']);
  const flutterwave = provider(env, 'Flutterwave', [
    'FLUTTERWAVE_SECRET_KEY',
    'FLUTTERWAVE_PUBLIC_KEY',
    'FLUTTERWAVE_WEBHOOK_HASH',
  ]);
  const apiBases = {
    stripe: env.STRIPE_API_BASE,
    razorpay: env.RAZORPAY_API_BASE ?? 'https://api.razorpay.com',
    paystack: env.PAYSTACK_API_BASE ?? 'https://api.paystack.co',
    paypal: env.PAYPAL_API_BASE ?? 'https://api-m.paypal.com',
    flutterwave: env.FLUTTERWAVE_API_BASE ?? 'https://api.flutterwave.com',
  };
  return {
    sandbox: env.PAYMENT_SANDBOX === undefined ? sandboxByDefault : env.PAYMENT_SANDBOX === '1',
    bankTransferByDefault: env.PAYMENT_BANK_TRANSFER === '1',
    stripe: stripe && {
      secretKey: stripe.STRIPE_SECRET_KEY,
      publishableKey: stripe.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: stripe.STRIPE_WEBHOOK_SECRET,
      apiBase: apiBases.stripe,
    },
    razorpay: razorpay && {
      keyId: razorpay.RAZORPAY_KEY_ID,
      keySecret: razorpay.RAZORPAY_KEY_SECRET,
      webhookSecret: razorpay.RAZORPAY_WEBHOOK_SECRET,
      apiBase: apiBases.razorpay,
    },
    paystack: paystack && {
      secretKey: paystack.PAYSTACK_SECRET_KEY,
      publicKey: paystack.PAYSTACK_PUBLIC_KEY,
      apiBase: apiBases.paystack,
    },
    paypal: paypal && {
      clientId: paypal.PAYPAL_CLIENT_ID,
      clientSecret: paypal.PAYPAL_CLIENT_SECRET,
      webhookId: paypal.PAYPAL_WEBHOOK_ID,
      apiBase: apiBases.paypal,
    },
    flutterwave: flutterwave && {
      secretKey: flutterwave.FLUTTERWAVE_SECRET_KEY,
      publicKey: flutterwave.FLUTTERWAVE_PUBLIC_KEY,
      webhookHash: flutterwave.FLUTTERWAVE_WEBHOOK_HASH,
      apiBase: apiBases.flutterwave,
    },
    apiBases,
  };
}
