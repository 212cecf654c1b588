import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { anAgent } from '../../../../testing/fixtures';
import { mockApi, ok, renderPage, requestsTo } from '../../../../testing/render-page';
import { AgentsPage } from '../components/agents-page';

describe('/agents', () => {
  it('shows each agent with photo, name, badges and counts, the admin entry first', async () => {
    mockApi({
      'agent-list': ok(
        [anAgent({ id: 1, name: 'Domus Team', slug_id: 'domus-team', is_admin: true, is_verified: false }), anAgent()],
        { total: 2 },
      ),
    });
    renderPage(<AgentsPage />, { url: '/agents' });
    const cards = await screen.findAllByTestId('agent-card');
    within(cards[0]!).getByRole('heading', { name: 'Domus Team' });
    within(cards[0]!).getByText('Official');
    expect(cards[0]!.getAttribute('href')).toBe('/agents/domus-team?admin=1');
    within(cards[1]!).getByText('Verified');
    within(cards[1]!).getByText(/14 properties · 2 projects/);
    expect(cards[1]!.getAttribute('href')).toBe('/agents/rita-fernandes');
    screen.getByText('2 agents');
    expect(document.title).toBe('All agents');
  });

  it('asks for 12 agents a page and pages with offset', async () => {
    const fetchMock = mockApi({ 'agent-list': ok([anAgent()], { total: 30 }) });
    renderPage(<AgentsPage />, { url: '/agents' });
    await screen.findByTestId('agent-card');
    const first = requestsTo(fetchMock, 'agent-list')[0]!;
    expect(first.searchParams.get('limit')).toBe('12');
    expect(first.searchParams.get('offset')).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'agent-list').at(-1)!.searchParams.get('offset')).toBe('24'));
    expect(screen.getByTestId('location').textContent).toBe('/agents?page=3');
  });
});
