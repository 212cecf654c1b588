import { fireEvent, screen, waitFor } from '@testing-library/react';

import { anAgent, aProperty, aWholeProject } from '../../../../testing/fixtures';
import { failure, mockApi, ok, renderPage, requestsTo } from '../../../../testing/render-page';
import { Route, Routes } from '@domus/shared/routing';
import { AgentPage } from '../components/agent-page';

const page = (url: string) =>
  renderPage(
    <Routes>
      <Route path="/agents/:slug_id" element={<AgentPage />} />
    </Routes>,
    { url },
  );

const project = aWholeProject({ id: 40, slug_id: 'river-towers', title: 'River Towers', city: 'Porto' });

/** agent-properties as the API sends it: the agent under both of its names, and the list asked for. */
const agentPage = (url: URL) => {
  const agent = { customer: anAgent(), customer_data: anAgent() };
  return url.searchParams.get('is_projects') === '1'
    ? ok({ ...agent, properties: [], projects: [project] }, { total: 2 })
    : ok({ ...agent, properties: [aProperty()], projects: [] }, { total: 14 });
};

describe('/agents/:slug_id', () => {
  it('shows the agent and their properties as search cards', async () => {
    const fetchMock = mockApi({ 'agent-properties': agentPage });
    page('/agents/rita-fernandes');
    await screen.findByRole('heading', { level: 1, name: 'Rita Fernandes' });
    expect(await screen.findAllByTestId('property-card')).toHaveLength(1);
    const sent = requestsTo(fetchMock, 'agent-properties')[0]!.searchParams;
    expect(Object.fromEntries(sent)).toEqual({
      slug_id: 'rita-fernandes',
      is_projects: '0',
      is_admin: '0',
      offset: '0',
      limit: '12',
    });
    expect(screen.getByRole('button', { name: 'Properties (14)' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.title).toBe('Rita Fernandes');
  });

  it('switches to the projects and pages through the properties', async () => {
    const fetchMock = mockApi({ 'agent-properties': agentPage });
    page('/agents/rita-fernandes');
    await screen.findAllByTestId('property-card');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'agent-properties').at(-1)!.searchParams.get('offset')).toBe('12'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Projects (2)' }));
    await screen.findByTestId('project-card');
    const sent = requestsTo(fetchMock, 'agent-properties').at(-1)!.searchParams;
    expect(sent.get('is_projects')).toBe('1');
    expect(sent.get('offset')).toBe('0');
    expect(screen.getByTestId('location').textContent).toBe('/agents/rita-fernandes?view=projects');
  });

  it('asks with is_admin=1 for the admin entry', async () => {
    const fetchMock = mockApi({ 'agent-properties': agentPage });
    page('/agents/domus-team?admin=1');
    await screen.findAllByTestId('property-card');
    expect(requestsTo(fetchMock, 'agent-properties')[0]!.searchParams.get('is_admin')).toBe('1');
  });

  it('says so when there is no such agent', async () => {
    mockApi({ 'agent-properties': failure(404, 'notFound', 'Agent not found') });
    page('/agents/nobody');
    await screen.findByRole('heading', { name: 'Agent not found' });
  });
});
