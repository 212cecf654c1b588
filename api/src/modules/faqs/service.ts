import type { Faq, FaqsQuery } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import { containsPattern, SqlParams } from '../../db/sql';

/** Published FAQs; `search` finds the text in the question or the answer. */
function faqWhere(search: string | undefined, params: SqlParams) {
  if (search === undefined) return 'status = 1';
  const pattern = params.add(containsPattern(search));
  return `status = 1 and (lower(question) like ${pattern} or lower(answer) like ${pattern})`;
}

/** Published FAQs in their set order (homepage, faqs). */
export function findFaqs(deps: AppDeps, page: { limit: number; offset: number }, search?: string): Promise<Faq[]> {
  const params = new SqlParams();
  const where = faqWhere(search, params);
  return deps.db.query<Faq>(
    `select id, question, answer, question as translated_question, answer as translated_answer from faqs where ${where}
      order by sequence, id limit ${params.add(page.limit)} offset ${params.add(page.offset)}`,
    params.values,
  );
}

/** faqs: a page of FAQs and how many match. */
export async function getFaqs(deps: AppDeps, query: FaqsQuery) {
  const params = new SqlParams();
  const [data, [counted]] = await Promise.all([
    findFaqs(deps, query, query.search),
    deps.db.query<{ total: number }>(
      `select count(*)::int as total from faqs where ${faqWhere(query.search, params)}`,
      params.values,
    ),
  ]);
  return { data, total: counted?.total ?? 0 };
}
