import type { Queryable } from '../../db/db';
import { kyselyOf } from '../../db/kysely';

/**
 * One operator action for the decision log. `action` is `<subject>.<verb>` in lower case
 * (`user.role`, `package.update`, `faq.delete`...); `subjectId` names the thing acted on.
 * `before` and `after` are the values that changed (plain JSON; never a secret's value: log
 * `{ secret: 'changed' }` instead). `actorId` is absent only for the admin command run without
 * an operator account.
 */
export interface OperatorAction {
  actorId: number | undefined;
  via: 'console' | 'command';
  action: `${string}.${string}`;
  subjectId: number | string;
  before?: unknown;
  after?: unknown;
  reason?: string;
}

/** Writes an action to the decision log, in the transaction that carries it out. */
export async function recordOperatorAction(tx: Queryable, entry: OperatorAction) {
  await kyselyOf(tx)
    .insertInto('operator_actions')
    .values({
      actor_id: entry.actorId ?? null,
      via: entry.via,
      action: entry.action,
      subject_id: String(entry.subjectId),
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      reason: entry.reason ?? '',
    })
    .execute();
}

/** Who makes a change and through what, as the decision log names them. */
export type OperatorActor = Pick<OperatorAction, 'actorId' | 'via'>;

/** A signed-in operator acting in the console. */
export const consoleActor = (user: { id: number }): OperatorActor => ({ actorId: user.id, via: 'console' });
