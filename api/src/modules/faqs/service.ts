import type { Faq, FaqsQuery } from '@domus/shared/contract';
import type { ExpressionBuilder } from 'kysely';
import type { AppDeps } from '../../app-deps';
import { kyselyOf } from '../../db/kysely';
import type { Database } from '../../db/schema';
import { containsPattern } from '../../db/sql';
import { readerLanguage } from '../../http/content-language';
import { translatedText, type Translations } from '../../lib/translations';

/** Published FAQs; `search` finds the text in the question or the answer. */
const faqWhere = (search: string | undefined) => (eb: ExpressionBuilder<Database, 'faqs'>) => {
  const published = eb('status', '=', 1);
  if (search === undefined) return published;
  const pattern = containsPattern(search);
  return eb.and([
    published,
    eb.or([eb(eb.fn('lower', ['question']), 'like', pattern), eb(eb.fn('lower', ['answer']), 'like', pattern)]),
  ]);
};

/** Published FAQs in their set order (homepage, faqs). */
export async function findFaqs(
  deps: AppDeps,
  page: { limit: number; offset: number },
  search?: string,
): Promise<Faq[]> {
  const rows = await kyselyOf(deps.db)
    .selectFrom('faqs')
    .select(['id', 'question', 'answer', 'translations'])
    .$narrowType<{ translations: Translations }>()
    .where(faqWhere(search))
    .orderBy('sequence')
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const language = readerLanguage();
  return rows.map(({ translations, ...faq }) => ({
    ...faq,
    translated_question: translatedText(translations, language, 'question', faq.question),
    translated_answer: translatedText(translations, language, 'answer', faq.answer),
  }));
}

/** faqs: a page of FAQs and how many match. */
export async function getFaqs(deps: AppDeps, query: FaqsQuery) {
  const [data, counted] = await Promise.all([
    findFaqs(deps, query, query.search),
    kyselyOf(deps.db)
      .selectFrom('faqs')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where(faqWhere(query.search))
      .executeTakeFirst(),
  ]);
  return { data, total: counted?.total ?? 0 };
}
