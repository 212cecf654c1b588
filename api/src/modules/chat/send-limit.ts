import { chatLimits, chatMessages } from '@domus/shared/contract';
import type { Queryable } from '../../db/db';
import { ApiError } from '../../http/api-error';

// Any constant of its own: with the sender's id, the advisory lock of one sender's sending.
const SEND_LOCK_CLASS = 7_061_994;

/**
 * The 429 for a sender over the burst or daily limit, counted from the database so every
 * API process sees the same count. Deleted messages count too: deleting does not buy sends.
 */
export async function sendRefusal(db: Queryable, senderId: number): Promise<ApiError | undefined> {
  const [counts] = await db.query<{ recent: number; today: number; daily_wait: number }>(
    `select count(*) filter (where created_at > now() - $2 * interval '1 second')::int as recent,
            count(*)::int as today,
            coalesce(ceil(extract(epoch from min(created_at) + interval '1 day' - now())), 0)::int as daily_wait
       from chat_messages
      where sender_id = $1 and created_at > now() - interval '1 day'`,
    [senderId, chatLimits.sendWindowSeconds],
  );
  const overBurst = counts!.recent >= chatLimits.sendBurst;
  if (!overBurst && counts!.today < chatLimits.sendDaily) return undefined;
  const wait = overBurst ? chatLimits.sendWindowSeconds : Math.max(1, counts!.daily_wait);
  return new ApiError('tooManyRequests', chatMessages.tooManyMessages, { 'Retry-After': String(wait) });
}

/** Serialises one sender's sends inside a transaction, so the count checked is the count kept. */
export async function lockSender(tx: Queryable, senderId: number) {
  await tx.query('select pg_advisory_xact_lock($1, $2)', [SEND_LOCK_CLASS, senderId]);
}
