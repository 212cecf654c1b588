export type PageItem = number | 'gap';

/**
 * The page numbers a pager shows: always the first and last, `siblings` pages on each side
 * of the current one, and a gap where pages are left out. 1-based.
 */
export function pageWindow(page: number, pageCount: number, siblings = 1): PageItem[] {
  if (pageCount <= 0) return [];
  const current = Math.min(Math.max(1, page), pageCount);
  const shown = new Set<number>([1, pageCount]);
  for (let candidate = current - siblings; candidate <= current + siblings; candidate += 1) {
    if (candidate >= 1 && candidate <= pageCount) shown.add(candidate);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((value, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && value - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && value - previous > 2) items.push('gap');
    items.push(value);
  });
  return items;
}
