/** A day as the reader's language writes it ("12 Mar 2026"); '' for a missing or bad date. */
export function formatDate(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString(language, { dateStyle: 'medium' });
}
