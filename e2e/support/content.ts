import { expect, type APIRequestContext } from '@playwright/test';

interface AgentSummary {
  name: string;
  slug_id: string;
  property_count: number;
  is_admin: boolean;
}
interface ArticleSummary {
  title: string;
  slug_id: string;
}

/** Text as a pattern that matches it literally (titles may hold "?" or brackets). */
export const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** An agent (not the admin entry) with public properties on the first page of /agents (12 a page). */
export async function agentWithProperties(request: APIRequestContext): Promise<AgentSummary> {
  const reply = (await (await request.get('/api/agent-list?limit=12')).json()) as { data: AgentSummary[] };
  const agent = reply.data.find((item) => !item.is_admin && item.property_count > 0);
  expect(agent, 'an agent with properties').toBeTruthy();
  return agent!;
}

/** The first page of that agent's properties, as agent-properties gives them. */
export async function propertyTitlesOf(request: APIRequestContext, slugId: string): Promise<string[]> {
  const reply = (await (
    await request.get(`/api/agent-properties?slug_id=${encodeURIComponent(slugId)}&limit=12`)
  ).json()) as { data: { properties: { title: string }[] } };
  return reply.data.properties.map((property) => property.title);
}

/** An article with similar ones (most have: four categories share the seeded articles). */
export async function articleWithSimilar(
  request: APIRequestContext,
): Promise<{ article: ArticleSummary; similar: string[] }> {
  const list = (await (await request.get('/api/get_articles?limit=12')).json()) as { data: ArticleSummary[] };
  for (const article of list.data) {
    const detail = (await (await request.get(`/api/get_articles?slug_id=${article.slug_id}`)).json()) as {
      similar_articles: ArticleSummary[];
    };
    if (detail.similar_articles.length > 0) {
      return { article, similar: detail.similar_articles.map((item) => item.title) };
    }
  }
  throw new Error('no article on the first page has similar articles');
}
