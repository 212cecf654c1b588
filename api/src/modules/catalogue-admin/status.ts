import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/db';
import { kyselyOf } from '../../db/kysely';
import { recordOperatorAction, type OperatorActor } from '../operator-log/record';

/** What the console changes about a catalogue row's status: which table, how the log names it, how it reads it. */
export interface CatalogueRows<Row extends { status: string }> {
  table: 'categories' | 'parameters' | 'facilities';
  /** The decision log's subject (`category`, `nearby_place`...). */
  subject: string;
  read: (id: number, db: Queryable) => Promise<Row>;
}

/**
 * Activates or deactivates a catalogue row (never deleted: listings keep what they hold), in one
 * transaction with its decision-log entry (`<subject>.activate` or `.deactivate`, the status
 * before and after). Throws what `read` throws for an unknown id.
 */
export async function setCatalogueStatus<Row extends { status: string }>(
  db: AppDeps['db'],
  rows: CatalogueRows<Row>,
  id: number,
  active: boolean,
  actor: OperatorActor,
): Promise<Row> {
  return db.transaction(async (tx) => {
    const before = await rows.read(id, tx);
    await kyselyOf(tx)
      .updateTable(rows.table)
      .set({ status: active ? 1 : 0 })
      .where('id', '=', id)
      .execute();
    const after = await rows.read(id, tx);
    await recordOperatorAction(tx, {
      ...actor,
      action: `${rows.subject}.${active ? 'activate' : 'deactivate'}`,
      subjectId: id,
      before: { status: before.status },
      after: { status: after.status },
    });
    return after;
  });
}
