import { featureUnavailableMessages, packageMessages, paymentProviders } from '@domus/shared/contract';

import ar from '../../../locales/ar.json';
import en from '../../../locales/en.json';

type Bundle = { [key: string]: string | Bundle };
const keysOf = (bundle: Bundle, prefix = ''): string[] =>
  Object.entries(bundle).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );

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

  it('name every provider', () => {
    expect(Object.keys(en.provider).sort()).toEqual([...paymentProviders].sort());
  });

  it('keep no Arabic text for a key that no longer exists', () => {
    const english = new Set(keysOf(en));
    expect(keysOf(ar as Bundle).filter((key) => !english.has(key))).toEqual([]);
  });
});
