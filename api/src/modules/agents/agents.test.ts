import type { Agent } from '@domus/shared/contract';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const allAgents = async () => (await t.get('/api/agent-list?limit=100')).body.data as Agent[];

describe('agent-list', () => {
  it('puts the admin entry first, then the busiest, with counts and badges', async () => {
    const { status, body } = await t.get('/api/agent-list?limit=100');
    expect(status).toBe(200);
    const agents = body.data as Agent[];
    expect(agents[0]!.is_admin).toBe(true);
    expect(agents.slice(1).every((agent) => !agent.is_admin)).toBe(true);
    const rest = agents.slice(1);
    expect(rest.every((agent, index) => index === 0 || rest[index - 1]!.total_count >= agent.total_count)).toBe(true);
    for (const agent of agents) {
      expect(agent.total_count).toBe(agent.property_count + agent.projects_count);
      expect(agent.total_count).toBeGreaterThan(0);
    }
    const [verified] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from users where verification_status = 'success' and id = any($1::int[])`,
      [agents.map((agent) => agent.id)],
    );
    expect(agents.filter((agent) => agent.is_verified).length).toBe(verified!.n);
  });

  it('pages with offset and limit, total counting every agent', async () => {
    const all = await allAgents();
    const page = (await t.get('/api/agent-list?limit=2&offset=2')).body;
    expect(page.total).toBe(all.length);
    expect(page.data.map((agent: Agent) => agent.id)).toEqual(all.slice(2, 4).map((agent) => agent.id));
  });

  it('searches by name', async () => {
    const target = (await allAgents())[1]!;
    const word = target.name.split(' ')[0]!.toUpperCase();
    const { body } = await t.get(`/api/agent-list?search=${encodeURIComponent(word)}`);
    expect(body.data.map((agent: Agent) => agent.id)).toContain(target.id);
    expect(body.data.every((agent: Agent) => agent.name.toUpperCase().includes(word))).toBe(true);
    expect((await t.get('/api/agent-list?search=zzqqxx')).body).toMatchObject({ data: [], total: 0 });
  });
});

describe('agent-properties', () => {
  it('gives the agent and a page of their public properties, total counting them all', async () => {
    const agent = (await allAgents()).find((item) => !item.is_admin && item.property_count > 2)!;
    const { status, body } = await t.get(`/api/agent-properties?slug_id=${agent.slug_id}&limit=2`);
    expect(status).toBe(200);
    expect(body.data.customer).toEqual(agent);
    expect(body.data.customer_data).toEqual(agent);
    expect(body.total).toBe(agent.property_count);
    expect(body.data.properties).toHaveLength(2);
    expect(body.data.projects).toEqual([]);
    for (const property of body.data.properties) expect(property.customer_id).toBe(agent.id);
    const next = (await t.get(`/api/agent-properties?slug_id=${agent.slug_id}&limit=2&offset=2`)).body;
    expect(next.data.properties[0].id).not.toBe(body.data.properties[0].id);
  });

  it('gives their projects with is_projects=1', async () => {
    const agent = (await allAgents()).find((item) => item.projects_count > 0)!;
    const { body } = await t.get(`/api/agent-properties?slug_id=${agent.slug_id}&is_projects=1&limit=100`);
    expect(body.total).toBe(agent.projects_count);
    expect(body.data.projects).toHaveLength(agent.projects_count);
    expect(body.data.properties).toEqual([]);
    // A visitor sees the projects' teasers (their pages need project_access).
    for (const project of body.data.projects) expect(project).toMatchObject({ added_by: agent.id, access: 'sign_in' });
  });

  it('opens the admin entry with is_admin=1 and refuses an agent slug with it', async () => {
    const [admin, agent] = await allAgents();
    const own = await t.get(`/api/agent-properties?slug_id=${admin!.slug_id}&is_admin=1`);
    expect(own.status).toBe(200);
    expect(own.body.data.customer.is_admin).toBe(true);
    expect((await t.get(`/api/agent-properties?slug_id=${agent!.slug_id}&is_admin=1`)).status).toBe(404);
  });

  it('answers 404 for an unknown slug and 400 without one', async () => {
    const unknown = await t.get('/api/agent-properties?slug_id=nobody-here');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: true, code: 'notFound', message: 'Agent not found' });
    const missing = await t.get('/api/agent-properties');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('slug_id is required');
  });
});
