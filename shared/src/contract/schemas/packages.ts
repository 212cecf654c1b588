import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { isoDateTime, listEnvelope, pagingQuery, queryChoice, queryDecimal, queryId } from './common';
import { formId, formText } from './form-fields';
import { packageFeatureKeys } from '../rules/packages';

/*
 * Packages, their limits and their payments (docs/SPEC.md §6, §7 "Packages and payment").
 */

// Features and texts live without zod in ../rules, for the first page; the contract exports them from here too.
export {
  countedFeatureKeys,
  featureUnavailableMessages,
  isCountedFeature,
  packageFeatureKeys,
  packageMessages,
} from '../rules/packages';
export type { PackageFeatureKey } from '../rules/packages';

export const packageTypes = ['free', 'paid'] as const;
export const limitTypes = ['limited', 'unlimited'] as const;

/** Providers a buyer pays through online (a checkout, a webhook). */
export const onlinePaymentProviders = ['sandbox', 'stripe', 'razorpay', 'paystack', 'paypal', 'flutterwave'] as const;
export type OnlinePaymentProvider = (typeof onlinePaymentProviders)[number];
/** Every provider: the online ones and the bank transfer an operator confirms from its receipt. */
export const paymentProviders = [...onlinePaymentProviders, 'bank_transfer'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

/**
 * pending: an online payment under way; review: a bank transfer's receipt waits for an
 * operator; rejected: the operator refused the receipt (`reject_reason`), the buyer may send
 * another; success and failed are final (a failed online payment may still succeed, see settle).
 */
export const transactionStatuses = ['pending', 'review', 'rejected', 'success', 'failed'] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];
/** How existing clients name a transaction's kind (`payment_type`). */
export const paymentTypes = { online: 'online payment', bankTransfer: 'bank transfer' } as const;
/** Why a transaction failed: the buyer cancelled, the provider declined, or the buyer reported it. */
export const transactionFailureReasons = ['cancelled', 'declined', 'reported'] as const;
export type TransactionFailureReason = (typeof transactionFailureReasons)[number];

/** Where a provider sends the buyer back to (mf-payments pages). */
export const paymentReturnPaths = {
  success: '/payment/success',
  failure: '/payment/failure',
  cancel: '/payment/cancel',
} as const;

// ---------------------------------------------------------------- packages

export const featureSchema = z.object({ id: z.number().int(), key: z.enum(packageFeatureKeys), name: z.string() });
export type PackageFeature = z.infer<typeof featureSchema>;

export const packageFeatureSchema = featureSchema.extend({
  limit_type: z.enum(limitTypes),
  /** null when unlimited. */
  limit: z.number().int().nullable(),
});
export type PackageFeatureLimit = z.infer<typeof packageFeatureSchema>;

export const packageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** `name` in the request's Content-Language (the stored name when it has none there). */
  translated_name: z.string(),
  package_type: z.enum(packageTypes),
  price: z.number(),
  currency: z.string(),
  /** Hours (whole days are multiples of 24; clients show 24 hours or more in days). */
  duration: z.number().int(),
  features: z.array(packageFeatureSchema),
});
export type Package = z.infer<typeof packageSchema>;

export const userPackageFeatureSchema = packageFeatureSchema.extend({
  used_limit: z.number().int(),
  /** null when unlimited. */
  total_limit: z.number().int().nullable(),
});
export type UserPackageFeature = z.infer<typeof userPackageFeatureSchema>;

export const userPackageStatuses = ['active', 'expired', 'upcoming'] as const;
export const userPackageSchema = z.object({
  /** The subscription's id (not the package's). */
  id: z.number().int(),
  package_id: z.number().int(),
  name: z.string(),
  translated_name: z.string(),
  package_type: z.enum(packageTypes),
  price: z.number(),
  currency: z.string(),
  /** Hours, as the package's. */
  duration: z.number().int(),
  start_date: isoDateTime,
  end_date: isoDateTime,
  status: z.enum(userPackageStatuses),
  payment_transaction_id: z.number().int().nullable(),
  features: z.array(userPackageFeatureSchema),
});
export type UserPackage = z.infer<typeof userPackageSchema>;

/** get-package (GET, opt): packages on sale; with a token also the user's active ones. */
export const getPackageReply = successEnvelope(z.array(packageSchema)).extend({
  active_packages: z.array(userPackageSchema),
  all_features: z.array(featureSchema),
});
export type GetPackageReply = z.infer<typeof getPackageReply>;

/** get-user-packages (GET, auth): every subscription of the user, newest first (my subscriptions). */
export const getUserPackagesQuery = z.object({ ...pagingQuery });
export const getUserPackagesReply = listEnvelope(userPackageSchema);

/** assign_package (POST, auth): take a free package. */
export const assignPackageBody = z.object({
  package_id: formId('package_id'),
  platform_type: formText('platform_type', 20),
});
export type AssignPackageBody = z.input<typeof assignPackageBody>;
export const assignPackageReply = successEnvelope(userPackageSchema);

/** check-package-limit (GET, auth): `type` is a feature key. */
export const checkPackageLimitQuery = z.object({
  type: queryChoice('type', packageFeatureKeys).pipe(
    z.enum(packageFeatureKeys, { error: `type is required: one of ${packageFeatureKeys.join(', ')}` }),
  ),
});
export const packageCheckSchema = z.object({
  /** The user has at least one package running now. */
  package_available: z.boolean(),
  /** One of them includes the feature. */
  feature_available: z.boolean(),
  /** One of those has a use left (always true for an included feature that is not counted). */
  limit_available: z.boolean(),
});
export type PackageCheck = z.infer<typeof packageCheckSchema>;
export const checkPackageLimitReply = successEnvelope(packageCheckSchema);

// ---------------------------------------------------------------- payments

export const paymentMethodSchema = z.object({
  provider: z.enum(paymentProviders),
  /** What the buy button says. */
  name: z.string(),
  /** The provider's publishable key ('' for the sandbox). Secrets never leave the server. */
  public_key: z.string(),
  /**
   * redirect: the browser goes to `redirect_url`; elements: Stripe's Payment Element with
   * `client_secret`; bank_transfer: the buyer transfers to `bank_details` and sends the receipt.
   */
  flow: z.enum(['redirect', 'elements', 'bank_transfer']),
  /** The bank-transfer entry, as older clients read it: `{type:"bank_transfer_status", data:"1"}`. */
  type: z.literal('bank_transfer_status').optional(),
  data: z.literal('1').optional(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
/** get_payment_settings (GET, auth): the enabled providers, public keys only. */
export const getPaymentSettingsReply = successEnvelope(z.array(paymentMethodSchema));

export const transactionSchema = z.object({
  id: z.number().int(),
  package_id: z.number().int(),
  package_name: z.string(),
  translated_package_name: z.string(),
  amount: z.number(),
  currency: z.string(),
  provider: z.enum(paymentProviders),
  provider_reference: z.string().nullable(),
  status: z.enum(transactionStatuses),
  failure_reason: z.enum(transactionFailureReasons).nullable(),
  /** `status` in the words existing clients compare (the same words). */
  payment_status: z.enum(transactionStatuses),
  payment_type: z.enum([paymentTypes.online, paymentTypes.bankTransfer]),
  /** Why an operator refused a bank transfer's receipt; null unless rejected. */
  reject_reason: z.string().nullable(),
  /**
   * A bank transfer's receipt: the bank-receipt-file call, answered to the buyer and operators
   * only (with the bearer token), never a public file; '' without a receipt.
   */
  receipt_url: z.string(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type PaymentTransaction = z.infer<typeof transactionSchema>;

/** get_payment_details (GET, auth): the user's transactions, newest first. */
export const getPaymentDetailsQuery = z.object({ ...pagingQuery });
export const getPaymentDetailsReply = listEnvelope(transactionSchema);

/** get-payment-transaction (GET, auth): one transaction; a pending one is first checked with its provider. */
export const getPaymentTransactionQuery = z.object({
  payment_transaction_id: queryId('payment_transaction_id').pipe(
    z.number({ error: 'payment_transaction_id is required' }),
  ),
});
export const getPaymentTransactionReply = successEnvelope(transactionSchema);

/** payment-transaction-fail (POST, auth): the buyer reports a pending payment failed. */
export const paymentTransactionFailBody = z.object({ payment_transaction_id: formId('payment_transaction_id') });
export const paymentTransactionFailReply = successEnvelope(transactionSchema);

/** What starting a payment returns: where to send the buyer, or Stripe's client secret. */
export const checkoutSchema = z.object({
  payment_transaction_id: z.number().int(),
  provider: z.enum(paymentProviders),
  /** The server's price of the package, whatever the client sent. */
  amount: z.number(),
  currency: z.string(),
  redirect_url: z.string().nullable(),
  client_secret: z.string().nullable(),
  public_key: z.string(),
});
export type Checkout = z.infer<typeof checkoutSchema>;
export const checkoutReply = successEnvelope(checkoutSchema);

/** payment-checkout (POST, auth): start paying for a package with any redirect provider. */
export const paymentCheckoutBody = z.object({
  package_id: formId('package_id'),
  provider: z.enum(onlinePaymentProviders, {
    error: `provider must be one of: ${onlinePaymentProviders.join(', ')}`,
  }),
});
export type PaymentCheckoutBody = z.input<typeof paymentCheckoutBody>;

/** create-payment-intent (POST, auth): Stripe. `amount` is accepted from older clients and ignored. */
export const createPaymentIntentBody = z.object({
  package_id: formId('package_id'),
  platform_type: formText('platform_type', 20),
  amount: formText('amount', 30),
});

/** paypal (GET, auth): `amount` is accepted and ignored; the package's price is charged. */
export const paypalQuery = z.object({
  package_id: queryId('package_id').pipe(z.number({ error: 'package_id is required' })),
  amount: queryDecimal('amount', 0, 1e9),
});

/** flutterwave (POST, auth). */
export const flutterwaveBody = z.object({ package_id: formId('package_id') });

/** The sandbox checkout page's form: what the buyer chose. */
export const sandboxDecisions = ['pay', 'fail', 'cancel'] as const;
export const sandboxDecisionBody = z.object({
  decision: z.enum(sandboxDecisions, { error: `decision must be one of: ${sandboxDecisions.join(', ')}` }),
});
