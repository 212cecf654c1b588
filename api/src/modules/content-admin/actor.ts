import type { OperatorAction } from '../operator-log/record';

/** Who makes a content change and through what, for the decision log. */
export type ContentActor = Pick<OperatorAction, 'actorId' | 'via'>;

/** A signed-in operator acting in the console. */
export const consoleActor = (user: { id: number }): ContentActor => ({ actorId: user.id, via: 'console' });
