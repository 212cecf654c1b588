/** Several lists of rows loaded once: each row once, the objects built for it found again by id. */

export const byId = <T extends { id: number }>(items: T[]) => new Map(items.map((item) => [item.id, item]));

/** The rows of several lists, each once. */
export const uniqueRows = <T extends { id: number }>(lists: T[][]) => [...byId(lists.flat()).values()];

/** The objects built for `rows`, in their order (a row whose object is missing is left out). */
export const pickFrom = <T>(rows: { id: number }[], objects: ReadonlyMap<number, T>): T[] =>
  rows.flatMap((row) => (objects.has(row.id) ? [objects.get(row.id) as T] : []));
