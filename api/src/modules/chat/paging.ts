/** A page of a chat list with the paging fields chat replies carry (docs/api-shapes.md "Paging"). */
export interface ChatPage<T> {
  data: T[];
  total: number;
  total_page: number;
  page: number;
  per_page: number;
}

/** Chat lists page by `page` (from 1) and `per_page` instead of offset and limit. */
export function chatPage({ page, per_page }: { page: number; per_page: number }) {
  return {
    limit: per_page,
    offset: (page - 1) * per_page,
    reply: <T>(data: T[], total: number): ChatPage<T> => ({
      data,
      total,
      total_page: Math.ceil(total / per_page),
      page,
      per_page,
    }),
  };
}

/**
 * A page's columns read with `left join lateral (...) as page on true`: the whole row, or
 * nulls on the one row an empty page still returns (for the counts beside it).
 */
export type PageColumns<Row> = Row | { [K in keyof Row]: null };
