import { createRemoteTestKit } from '@domus/shared/testing';

import { english } from '../lib/english';
import { testSettings } from './fixtures';

export * from '@domus/shared/testing';

/** This remote's pages rendered as its lifecycles render them (see @domus/shared/testing). */
export const { createTestI18n, renderPage } = createRemoteTestKit({
  namespace: 'account',
  messages: english,
  settings: testSettings,
});
