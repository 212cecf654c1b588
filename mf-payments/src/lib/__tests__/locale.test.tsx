import { packageFeatureKeys, paymentProviders } from '@domus/shared/contract';
import { I18nextProvider } from '@domus/shared/i18n';
import { screen, within } from '@testing-library/react';

import ar from '../../../locales/ar.json';
import { featureName } from '../../components/feature-limits';
import { TransactionHistoryPage } from '../../features/transactions/components/transaction-history-page';
import { aTransaction, aUser } from '../../testing/fixtures';
import { createTestI18n, mockApi, ok, renderPage } from '../../testing/render-page';

/*
 * The texts the payment pages show for the contract's keys. The spec's payment messages are
 * checked word for word where they show (payment-return-page, plans-page tests).
 */

/** The reader's i18n as the shell gives it: the texts of `language`, English beneath. */
function i18nIn(language: 'en' | 'ar') {
  const i18n = createTestI18n();
  i18n.addResourceBundle('ar', 'payments', ar);
  void i18n.changeLanguage(language);
  return i18n;
}

const arabic = /[\u0600-\u06ff]/;

describe("a package feature's name", () => {
  // The API names a feature in English: the page shows its own name for it instead.
  const fromTheApi = 'The name the API gives';

  it.each(packageFeatureKeys)('%s has a name of its own in English and in Arabic', (key) => {
    const english = featureName({ key, name: fromTheApi }, i18nIn('en').t);
    const inArabic = featureName({ key, name: fromTheApi }, i18nIn('ar').t);
    expect(english).not.toBe(fromTheApi);
    expect(inArabic).toMatch(arabic);
  });

  it("shows a feature the remote does not know yet by the API's name", () => {
    expect(featureName({ key: 'virtual_staging', name: 'Virtual staging' }, i18nIn('ar').t)).toBe('Virtual staging');
  });
});

describe('the transaction history', () => {
  it.each(['en', 'ar'] as const)('names every provider of the contract, in %s', async (language) => {
    mockApi({
      get_payment_details: ok(
        paymentProviders.map((provider, index) => aTransaction({ id: index + 1, provider })),
        { total: paymentProviders.length },
      ),
    });
    renderPage(
      <I18nextProvider i18n={i18nIn(language)}>
        <TransactionHistoryPage />
      </I18nextProvider>,
      { url: '/user/transaction-history', user: aUser() },
    );
    const [, ...rows] = within(await screen.findByRole('table')).getAllByRole('row');
    const names = rows.map((row) => within(row).getAllByRole('cell')[2]!.textContent ?? '');

    expect(names).toHaveLength(paymentProviders.length);
    // A missing text would show as its key.
    for (const name of names) expect(name).toMatch(/^[^.]+$/);
    expect(new Set(names).size).toBe(paymentProviders.length);
    if (language === 'ar') expect(names[paymentProviders.indexOf('sandbox')]).toMatch(arabic);
  });
});
