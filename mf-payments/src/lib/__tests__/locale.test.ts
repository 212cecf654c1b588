import {
  featureUnavailableMessages,
  packageFeatureKeys,
  packageMessages,
  paymentProviders,
} from '@domus/shared/contract';

import en from '../../../locales/en.json';

describe('payments texts', () => {
  it("say the spec's payment messages word for word", () => {
    expect(en.result.succeeded).toBe(packageMessages.paymentSucceeded);
    expect(en.result.failed).toBe(packageMessages.paymentFailed);
    expect(en.result.cancelled).toBe(packageMessages.paymentCancelled);
    expect(en.result.pending).toBe(packageMessages.paymentPending);
    expect(en.plans.noPaymentMethod).toBe(packageMessages.noPaymentMethod);
    expect(en.plans.assigned).toBe(packageMessages.freePackageAssigned);
    expect(en.plans.alreadyActive).toBe(packageMessages.alreadyActive);
    expect(Object.keys(featureUnavailableMessages)).toHaveLength(7);
  });

  it('name every package feature by its key', () => {
    expect(Object.keys(en.features.name).sort()).toEqual([...packageFeatureKeys].sort());
  });

  it('name every provider', () => {
    expect(Object.keys(en.provider).sort()).toEqual([...paymentProviders].sort());
  });
});
