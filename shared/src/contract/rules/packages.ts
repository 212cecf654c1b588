/*
 * Package features and their texts without zod: the first page imports these (through the
 * guards), never the schemas.
 */

/** The seven feature keys a package may include (docs/SPEC.md §6). */
export const packageFeatureKeys = [
  'property_list',
  'property_feature',
  'project_list',
  'project_feature',
  'mortgage_calculator_detail',
  'premium_properties',
  'project_access',
] as const;
export type PackageFeatureKey = (typeof packageFeatureKeys)[number];

/** Features used up one at a time (posting, featuring); the others are granted while included. */
export const countedFeatureKeys = [
  'property_list',
  'property_feature',
  'project_list',
  'project_feature',
] as const satisfies readonly PackageFeatureKey[];
export const isCountedFeature = (key: PackageFeatureKey) => (countedFeatureKeys as readonly string[]).includes(key);

/** The spec's dialog texts (title "Opps!") and payment messages, in English. */
export const packageMessages = {
  notSubscribed: 'You have not subscribed. Please subscribe first',
  limitOver: 'Your Package Limit is Over. Please Purchase Package.',
  noPaymentMethod: 'No payment method is enabled. Please contact the admin.',
  paymentSucceeded: 'Payment successful. Your package is now active.',
  paymentFailed: 'Payment failed. No money was taken and no package was assigned.',
  paymentCancelled: 'Payment cancelled. No package was assigned.',
  paymentPending: 'We are waiting for the payment provider to confirm your payment.',
  freePackageAssigned: 'Package assigned',
  alreadyActive: 'This package is already active on your account.',
} as const;

/** The per-feature "Limit or Package Not Available" texts (docs/SPEC.md §8). */
export const featureUnavailableMessages: Record<PackageFeatureKey, string> = {
  property_list: 'Property List Limit or Package Not Available',
  property_feature: 'Property Feature Limit or Package Not Available',
  project_list: 'Project List Limit or Package Not Available',
  project_feature: 'Project Feature Limit or Package Not Available',
  mortgage_calculator_detail: 'Mortgage Calculator Detail Limit or Package Not Available',
  premium_properties: 'Premium Properties Limit or Package Not Available',
  project_access: 'Project Access Limit or Package Not Available',
};
