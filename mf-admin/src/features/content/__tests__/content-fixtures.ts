import type { AdminArticle, AdminFaq, LanguageSummary } from '@domus/shared/contract';

export { anAdmin } from '../../../testing/render-page';

export const siteLanguages: LanguageSummary[] = [
  { id: 1, code: 'en', name: 'English', rtl: 0 },
  { id: 2, code: 'ar', name: 'العربية', rtl: 1 },
];

export function anArticle(id: number, overrides: Partial<AdminArticle> = {}): AdminArticle {
  return {
    id,
    slug_id: `article-${id}`,
    category_id: null,
    texts: { en: { title: `Article ${id}`, body: '<p>Text</p>' }, ar: { title: '', body: '' } },
    image: '',
    is_promoted: false,
    published: false,
    created_at: '2026-12-01T10:00:00.000Z',
    updated_at: '2026-12-01T10:00:00.000Z',
    ...overrides,
  };
}

export function aFaq(id: number, overrides: Partial<AdminFaq> = {}): AdminFaq {
  return {
    id,
    texts: { en: { question: `Question ${id}?`, answer: 'Yes.' }, ar: { question: '', answer: '' } },
    sequence: id,
    active: true,
    ...overrides,
  };
}
