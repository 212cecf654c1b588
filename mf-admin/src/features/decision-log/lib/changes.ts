/** One value an action changed: its name, what it was and what it became (as text). */
export interface Change {
  field: string;
  before: string;
  after: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const shown = (value: unknown) =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * The changes an entry of the log records, field by field: the log keeps the values before and
 * after as objects of the fields that changed (`{ role: 'user' }` → `{ role: 'moderator' }`);
 * anything else is one change without a name.
 */
export function changesOf(before: unknown, after: unknown): Change[] {
  if (!isRecord(before) && !isRecord(after)) {
    return before == null && after == null ? [] : [{ field: '', before: shown(before), after: shown(after) }];
  }
  const was = isRecord(before) ? before : {};
  const is = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  return fields.map((field) => ({ field, before: shown(was[field]), after: shown(is[field]) }));
}
