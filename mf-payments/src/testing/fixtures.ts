import type { Package, PackageFeature, PaymentMethod, PaymentTransaction, UserPackage } from '@domus/shared/contract';

export const testSettings = {
  company_name: 'Domus',
  currency_symbol: '$',
  number_with_suffix: '0',
  selected_currency_data: { code: 'USD', symbol: '$', name: 'US Dollar' },
  verification_required_for_user: '0',
};

export { aUser } from '@domus/shared/testing';

export const allFeatures: PackageFeature[] = [
  { id: 1, key: 'property_list', name: 'Property listing' },
  { id: 2, key: 'property_feature', name: 'Featured property' },
  { id: 3, key: 'mortgage_calculator_detail', name: 'Mortgage calculator details' },
];

// The API sends the stored name as `translated_name` when there is no translation; tests override it.
export const freePlan: Package = {
  id: 1,
  name: 'Starter',
  translated_name: 'Starter',
  package_type: 'free',
  price: 0,
  currency: 'USD',
  duration: 30 * 24,
  features: [{ id: 1, key: 'property_list', name: 'Property listing', limit_type: 'limited', limit: 2 }],
};

export const proPlan: Package = {
  id: 2,
  name: 'Pro',
  translated_name: 'Pro',
  package_type: 'paid',
  price: 49,
  currency: 'USD',
  duration: 90 * 24,
  features: [
    { id: 1, key: 'property_list', name: 'Property listing', limit_type: 'limited', limit: 25 },
    { id: 2, key: 'property_feature', name: 'Featured property', limit_type: 'unlimited', limit: null },
    {
      id: 3,
      key: 'mortgage_calculator_detail',
      name: 'Mortgage calculator details',
      limit_type: 'unlimited',
      limit: null,
    },
  ],
};

export function aUserPackage(overrides: Partial<UserPackage> = {}): UserPackage {
  return {
    id: 31,
    package_id: 2,
    name: 'Pro',
    translated_name: overrides.name ?? 'Pro',
    package_type: 'paid',
    price: 49,
    currency: 'USD',
    duration: 90 * 24,
    start_date: '2026-03-01T10:00:00.000Z',
    end_date: '2026-05-30T10:00:00.000Z',
    status: 'active',
    payment_transaction_id: 12,
    features: [
      {
        id: 1,
        key: 'property_list',
        name: 'Property listing',
        limit_type: 'limited',
        limit: 25,
        used_limit: 3,
        total_limit: 25,
      },
      {
        id: 2,
        key: 'property_feature',
        name: 'Featured property',
        limit_type: 'unlimited',
        limit: null,
        used_limit: 4,
        total_limit: null,
      },
    ],
    ...overrides,
  };
}

export const method = (provider: PaymentMethod['provider'], name: string, flow: PaymentMethod['flow'] = 'redirect') =>
  ({ provider, name, public_key: provider === 'stripe' ? 'pk_test_123' : '', flow }) satisfies PaymentMethod;

export function aTransaction(overrides: Partial<PaymentTransaction> = {}): PaymentTransaction {
  return {
    id: 12,
    package_id: 2,
    package_name: 'Pro',
    translated_package_name: overrides.package_name ?? 'Pro',
    amount: 49,
    currency: 'USD',
    provider: 'sandbox',
    provider_reference: 'sbx_0012',
    status: 'success',
    failure_reason: null,
    payment_status: overrides.status ?? 'success',
    payment_type: overrides.provider === 'bank_transfer' ? 'bank transfer' : 'online payment',
    reject_reason: null,
    receipt_url: '',
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:01:00.000Z',
    ...overrides,
  };
}

export const checkoutReply = (overrides: Record<string, unknown> = {}) => ({
  payment_transaction_id: 12,
  provider: 'sandbox',
  amount: 49,
  currency: 'USD',
  redirect_url: null,
  client_secret: null,
  public_key: '',
  ...overrides,
});
