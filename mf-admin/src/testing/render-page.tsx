import { aUser, createRemoteTestKit } from '@domus/shared/testing';

import { english } from '../lib/english';

export * from '@domus/shared/testing';

export const testSettings = { company_name: 'Domus' };

/** This remote's pages rendered as its lifecycles render them (see @domus/shared/testing). */
export const { createTestI18n, renderPage } = createRemoteTestKit({
  namespace: 'admin',
  messages: english,
  settings: testSettings,
});

/** The signed-in operators of the console's tests. */
export const anAdmin = () => aUser({ id: 1, name: 'Ada Admin', role: 'admin' });
export const aModerator = () => aUser({ id: 1, name: 'Mo Moderator', role: 'moderator' });
