import type { SettingsService } from '@domus/shared/contract';
import type { Config } from '../../config';
import type { PaymentsConfig } from '../../config/payments';

type PaymentProviderName = 'stripe' | 'razorpay' | 'paystack' | 'paypal' | 'flutterwave';

/**
 * Each payment provider's keys as PaymentsConfig names them, and the settings that store them
 * (the secrets among them in site_secrets, the others in settings).
 */
export const providerSettings = {
  stripe: {
    secretKey: 'stripe_secret_key',
    publishableKey: 'stripe_publishable_key',
    webhookSecret: 'stripe_webhook_secret',
  },
  razorpay: { keyId: 'razorpay_key_id', keySecret: 'razorpay_key_secret', webhookSecret: 'razorpay_webhook_secret' },
  paystack: { secretKey: 'paystack_secret_key', publicKey: 'paystack_public_key' },
  paypal: { clientId: 'paypal_client_id', clientSecret: 'paypal_client_secret', webhookId: 'paypal_webhook_id' },
  flutterwave: {
    secretKey: 'flutterwave_secret_key',
    publicKey: 'flutterwave_public_key',
    webhookHash: 'flutterwave_webhook_hash',
  },
} as const satisfies Record<PaymentProviderName, Record<string, string>>;

const paymentProviderNames = Object.keys(providerSettings) as PaymentProviderName[];

/** The stored provider settings: plain values and opened secrets ('' when not stored). */
export type StoredValues = (key: string) => string;

type Source = 'environment' | 'stored' | 'incomplete' | 'off';

/** A provider's keys from the stored values, when all are stored; `incomplete` or `off` otherwise. */
function storedProvider(provider: PaymentProviderName, stored: StoredValues) {
  const fields = Object.entries(providerSettings[provider]).map(([field, key]) => [field, stored(key)] as const);
  const given = fields.filter(([, value]) => value !== '').length;
  if (given === 0) return 'off' as const;
  if (given < fields.length) return 'incomplete' as const;
  return Object.fromEntries(fields);
}

/**
 * The payment providers in effect: a provider whose keys are in the environment uses them
 * (the environment wins); another uses its keys stored in Settings once all of them are stored.
 */
export function effectivePayments(config: PaymentsConfig, stored: StoredValues) {
  const payments: PaymentsConfig = { ...config };
  const sources = {} as Record<PaymentProviderName, Source>;
  for (const provider of paymentProviderNames) {
    if (config[provider]) {
      sources[provider] = 'environment';
      continue;
    }
    const keys = storedProvider(provider, stored);
    if (typeof keys === 'string') {
      sources[provider] = keys;
      continue;
    }
    sources[provider] = 'stored';
    Object.assign(payments, { [provider]: { ...keys, apiBase: config.apiBases[provider] } });
  }
  return { payments, sources };
}

/**
 * Mail and SMS in effect: SMTP_URL (with MAIL_FROM) when set, else the stored SMTP URL (with
 * the stored sender, or MAIL_FROM); SMS_GATEWAY_URL (with its token) when set, else the stored
 * gateway and token.
 */
export function effectiveTransports(config: Pick<Config, 'mail' | 'sms'>, stored: StoredValues) {
  const storedSmtp = stored('smtp_url');
  const storedSms = stored('sms_gateway_url');
  const mail = config.mail.smtpUrl
    ? config.mail
    : { smtpUrl: storedSmtp || undefined, from: stored('mail_from') || config.mail.from };
  const sms = config.sms.gatewayUrl
    ? config.sms
    : { gatewayUrl: storedSms || undefined, token: stored('sms_gateway_token') || undefined };
  const source = (fromEnv: string | undefined, fromStore: string): Source =>
    fromEnv ? 'environment' : fromStore ? 'stored' : 'off';
  return {
    mail,
    sms,
    sources: { smtp: source(config.mail.smtpUrl, storedSmtp), sms: source(config.sms.gatewayUrl, storedSms) },
  };
}

/** Every service's source, for the Settings screen. */
export const allSources = (
  config: Pick<Config, 'mail' | 'sms' | 'payments'>,
  stored: StoredValues,
): Record<SettingsService, Source> => ({
  ...effectiveTransports(config, stored).sources,
  ...effectivePayments(config.payments, stored).sources,
});
