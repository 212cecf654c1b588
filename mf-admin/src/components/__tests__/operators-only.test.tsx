import { screen } from '@testing-library/react';

import { aUser, renderPage } from '../../testing/render-page';
import { OperatorsOnly } from '../operators-only';

const page = (role?: 'admin') => (
  <OperatorsOnly role={role}>
    <p>the screen</p>
  </OperatorsOnly>
);

describe('OperatorsOnly', () => {
  it('shows an operators’ screen to a moderator and an admin, and refuses a member', () => {
    for (const role of ['moderator', 'admin'] as const) {
      const { unmount } = renderPage(page(), { url: '/admin', user: aUser({ role }) });
      expect(screen.queryByText('the screen')).not.toBeNull();
      unmount();
    }
    renderPage(page(), { url: '/admin', user: aUser({ role: 'user' }) });
    expect(screen.queryByText('the screen')).toBeNull();
    screen.getByText('Operators only');
  });

  it('shows an admins’ screen to an admin only: a moderator is told it is for admins', () => {
    const { unmount } = renderPage(page('admin'), { url: '/admin', user: aUser({ role: 'admin' }) });
    expect(screen.queryByText('the screen')).not.toBeNull();
    unmount();
    renderPage(page('admin'), { url: '/admin', user: aUser({ role: 'moderator' }) });
    expect(screen.queryByText('the screen')).toBeNull();
    screen.getByText('Admins only');
  });
});
