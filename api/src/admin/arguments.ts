import type { Queryable } from '../db/db';
import { moderatorByEmail } from '../modules/moderation/moderator';

/** A command's whole-number argument (an id, --limit, --offset), or a message naming it. */
export function wholeNumber(name: string, text: string | undefined, min: number) {
  const number = Number(text);
  if (!text || !/^\d+$/.test(text) || !Number.isSafeInteger(number) || number < min) {
    throw new Error(`${name} must be a whole number from ${min}`);
  }
  return number;
}

/** --limit (1 to 1000) and --offset of a listing command. */
export const pageOf = (values: { limit?: string; offset?: string }) => ({
  limit: Math.min(wholeNumber('--limit', values.limit, 1), 1000),
  offset: wholeNumber('--offset', values.offset, 0),
});

/** A time as the commands print it: `2026-11-28 12:05` (UTC), or `-`. */
export const minute = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '-');

/** The `--admin <email>` a decision is recorded under: required, and an admin's. */
export function deciderOf(db: Queryable, command: string, email: string | undefined): Promise<number> {
  if (!email) throw new Error(`${command} needs --admin <email> (who decides is recorded).`);
  return moderatorByEmail(db, email);
}

/** Who a command acts as when it runs without an operator account: the decision log names it by `via` alone. */
export const commandActor = { actorId: undefined, via: 'command' } as const;

/** A command's input checked by the call's own schema: its value, or the schema's messages as the error. */
export function checked<T>(
  result: { success: true; data: T } | { success: false; error: { issues: { message: string }[] } },
): T {
  if (!result.success) throw new Error(result.error.issues.map((issue) => issue.message).join('; '));
  return result.data;
}
