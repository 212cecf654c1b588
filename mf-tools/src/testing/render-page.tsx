import { createRemoteTestKit } from '@domus/shared/testing';

import { english } from '../lib/english';

export { aUser, mockApi, ok, requestsTo } from '@domus/shared/testing';

export const testSettings = {
  company_name: 'Domus',
  currency_symbol: '$',
  number_with_suffix: '1',
  selected_currency_data: { code: 'USD', symbol: '$', name: 'US Dollar' },
  verification_required_for_user: '0',
};

/** This remote's pages rendered as its lifecycles render them (see @domus/shared/testing). */
export const { createTestI18n, renderPage } = createRemoteTestKit({
  namespace: 'tools',
  messages: english,
  settings: testSettings,
});
