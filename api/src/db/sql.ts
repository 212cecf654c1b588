/** Collects bind values and hands out their $n placeholders, so SQL text never holds input. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Escapes LIKE wildcards so user text matches literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** `%text%` for a lower-cased substring match. */
export const containsPattern = (text: string) => `%${escapeLike(text.toLowerCase())}%`;

/** PostgreSQL's unique violation (SQLSTATE 23505), from either database. */
export const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';
