import type { Faq } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';

/** Published FAQs in their set order (homepage; faqs later). */
export function findFaqs(deps: AppDeps, page: { limit: number; offset: number }): Promise<Faq[]> {
  return deps.db.query<Faq>(
    'select id, question, answer from faqs where status = 1 order by sequence, id limit $1 offset $2',
    [page.limit, page.offset],
  );
}
