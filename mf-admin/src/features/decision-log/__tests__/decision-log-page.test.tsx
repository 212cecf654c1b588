import type { OperatorActionEntry } from '@domus/shared/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import AdminRoutes from '../../../routes';
import { anAdmin, aUser, mockApi, ok, renderPage, requestsTo } from '../../../testing/render-page';
import { changesOf } from '../lib/changes';

function action(id: number, overrides: Partial<OperatorActionEntry> = {}): OperatorActionEntry {
  return {
    id,
    at: '2026-12-01T10:00:00.000Z',
    actor_id: 1,
    actor_name: 'Ada Admin',
    actor_email: 'ada@example.test',
    via: 'console',
    action: 'user.role',
    subject: 'user',
    subject_id: String(100 + id),
    before: { role: 'user' },
    after: { role: 'moderator' },
    reason: '',
    ...overrides,
  };
}

const lastQuery = (fetchMock: jest.Mock) =>
  Object.fromEntries(requestsTo(fetchMock, 'admin/operator-actions').at(-1)!.url.searchParams);
const location = () => screen.getByTestId('location').textContent;

describe('/admin/decision-log', () => {
  it('shows each action: what on which thing, when, who and through what, the values before and after, the reason', async () => {
    const fetchMock = mockApi({
      'admin/operator-actions': ok(
        [
          action(2),
          action(1, {
            action: 'verification.reject',
            subject: 'verification',
            subject_id: '9',
            actor_id: null,
            actor_name: '',
            actor_email: '',
            via: 'command',
            before: { status: 'pending' },
            after: { status: 'failed' },
            reason: 'The licence is unreadable',
          }),
        ],
        { next_cursor: null },
      ),
    });
    renderPage(<AdminRoutes />, { url: '/admin/decision-log', user: anAdmin() });

    const entries = within(await screen.findByRole('list', { name: 'Decision log' })).getAllByRole('listitem');
    const role = within(entries[0]!);
    role.getByText('User · role changed');
    role.getByText('#102');
    role.getByText(/Ada Admin <ada@example.test>/);
    expect(
      within(role.getByRole('table'))
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ValueBeforeAfter', 'roleusermoderator']);
    const rejected = within(entries[1]!);
    rejected.getByText('Agent verification · rejected');
    rejected.getByText('The admin command');
    rejected.getByText('The licence is unreadable');
    expect(lastQuery(fetchMock)).toEqual({ limit: '50' });
    expect(screen.queryByRole('button', { name: 'Older actions' })).toBeNull();
  });

  it('filters by who, what and when together, from the newest, and keeps it in the address', async () => {
    const fetchMock = mockApi({ 'admin/operator-actions': ok([action(1)], { next_cursor: null }) });
    renderPage(<AdminRoutes />, { url: '/admin/decision-log?cursor=5.5', user: anAdmin() });
    await screen.findByText('#101');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Operator (e-mail or name)' }), {
      target: { value: ' ada ' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'What' }), { target: { value: 'verification' } });
    fireEvent.change(screen.getByLabelText('From (UTC day)'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(location()).toBe('/admin/decision-log?actor=ada&action=verification&from=2026-11-01');
    await waitFor(() =>
      expect(lastQuery(fetchMock)).toEqual({ actor: 'ada', action: 'verification', from: '2026-11-01', limit: '50' }),
    );
  });

  it('goes to older actions by the cursor the API gave, and back to the newest', async () => {
    const fetchMock = mockApi({
      'admin/operator-actions': ({ url }) =>
        url.searchParams.get('cursor')
          ? ok([action(1)], { next_cursor: null })
          : ok([action(3), action(2)], { next_cursor: '1764583200000000.2' }),
    });
    renderPage(<AdminRoutes />, { url: '/admin/decision-log?via=console', user: anAdmin() });
    fireEvent.click(await screen.findByRole('button', { name: 'Older actions' }));
    expect(location()).toBe('/admin/decision-log?via=console&cursor=1764583200000000.2');
    await screen.findByText('#101');
    expect(lastQuery(fetchMock)).toEqual({ via: 'console', cursor: '1764583200000000.2', limit: '50' });
    fireEvent.click(screen.getByRole('button', { name: 'Newest actions' }));
    expect(location()).toBe('/admin/decision-log?via=console');
  });

  it('says when nothing matches, and clears the filters', async () => {
    mockApi({
      'admin/operator-actions': ({ url }) =>
        url.searchParams.get('actor') ? ok([], { next_cursor: null }) : ok([action(1)], { next_cursor: null }),
    });
    renderPage(<AdminRoutes />, { url: '/admin/decision-log?actor=nobody', user: anAdmin() });
    await screen.findByText('No action matches these filters.');
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    expect(location()).toBe('/admin/decision-log');
    await screen.findByText('#101');
  });

  it('is an admins’ screen: a moderator is told so and nothing is asked of the API', () => {
    const fetchMock = mockApi({});
    renderPage(<AdminRoutes />, { url: '/admin/decision-log', user: aUser({ role: 'moderator' }) });
    screen.getByText('Admins only');
    expect(requestsTo(fetchMock, 'admin/operator-actions')).toEqual([]);
  });
});

describe('changesOf', () => {
  it('pairs the fields of the values before and after, and keeps other values whole', () => {
    expect(changesOf({ price: 10, name: 'A' }, { price: 12 })).toEqual([
      { field: 'price', before: '10', after: '12' },
      { field: 'name', before: 'A', after: '' },
    ]);
    expect(changesOf(null, { features: [1, 2] })).toEqual([{ field: 'features', before: '', after: '[1,2]' }]);
    expect(changesOf('draft', 'published')).toEqual([{ field: '', before: 'draft', after: 'published' }]);
    expect(changesOf(null, null)).toEqual([]);
  });
});
