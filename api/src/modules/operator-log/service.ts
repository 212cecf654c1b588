import {
  keysetPositionOf,
  type KeysetPosition,
  type OperatorActionEntry,
  type operatorActionsExportQuery,
} from '@domus/shared/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { keysetAfter, keysetCursorSql, keysetPage } from '../../db/keyset';
import { kyselyOf } from '../../db/kysely';
import { containsPattern } from '../../db/sql';

export type OperatorActionFilters = z.output<typeof operatorActionsExportQuery>;

const dayStart = (day: string) => sql<Date>`(${day}::date::timestamp at time zone 'UTC')`;

/** The decision log as operators read it: filtered, newest first, a keyset page at a time. */
export class OperatorLog {
  constructor(private readonly deps: Pick<AppDeps, 'db'>) {}

  private matching(filters: OperatorActionFilters) {
    return kyselyOf(this.deps.db)
      .selectFrom('operator_actions as a')
      .$if(filters.actor !== undefined, (qb) =>
        qb.where('a.actor_id', 'in', (eb) =>
          eb
            .selectFrom('users')
            .select('id')
            .where((w) => {
              const pattern = containsPattern(filters.actor!);
              return w.or([
                w(w.fn('lower', [w.fn.coalesce('email', sql.lit<string>(''))]), 'like', pattern),
                w(w.fn('lower', ['name']), 'like', pattern),
              ]);
            }),
        ),
      )
      .$if(filters.action !== undefined, (qb) =>
        filters.action!.includes('.')
          ? qb.where('a.action', '=', filters.action!)
          : qb.where('a.subject', '=', filters.action!),
      )
      .$if(filters.subject_id !== undefined, (qb) => qb.where('a.subject_id', '=', filters.subject_id!))
      .$if(filters.via !== undefined, (qb) => qb.where('a.via', '=', filters.via!))
      .$if(filters.from !== undefined, (qb) => qb.where('a.at', '>=', dayStart(filters.from!)))
      .$if(filters.to !== undefined, (qb) =>
        qb.where('a.at', '<', sql<Date>`${dayStart(filters.to!)} + interval '1 day'`),
      );
  }

  private async rows(filters: OperatorActionFilters, after: KeysetPosition | undefined, limit: number) {
    const rows = await this.matching(filters)
      .$if(after !== undefined, (qb) => qb.where(keysetAfter('a', after!, 'desc', 'at')))
      .leftJoin('users as u', 'u.id', 'a.actor_id')
      .select([
        'a.id',
        'a.at',
        keysetCursorSql('a', 'at').as('cursor'),
        'a.actor_id',
        'a.via',
        'a.action',
        'a.subject',
        'a.subject_id',
        'a.before',
        'a.after',
        'a.reason',
        'u.name as actor_name',
        'u.email as actor_email',
      ])
      .orderBy('a.at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      entry: {
        id: Number(row.id),
        at: row.at.toISOString(),
        actor_id: row.actor_id,
        actor_name: row.actor_name ?? '',
        actor_email: row.actor_email ?? '',
        via: row.via as OperatorActionEntry['via'],
        action: row.action,
        subject: row.subject,
        subject_id: row.subject_id,
        before: row.before,
        after: row.after,
        reason: row.reason,
      } satisfies OperatorActionEntry,
      cursor: row.cursor,
    }));
  }

  /** One page: `limit` actions after `cursor`, and the cursor of the next page (null at the end). */
  async page(query: OperatorActionFilters & { cursor?: KeysetPosition; limit: number }) {
    const { page, next } = keysetPage(await this.rows(query, query.cursor, query.limit + 1), query.limit);
    return { data: page.map((row) => row.entry), next_cursor: next };
  }

  /** Every matching action, newest first, in batches (the CSV export). */
  async *all(filters: OperatorActionFilters, batch = 1000): AsyncGenerator<OperatorActionEntry[]> {
    let after: KeysetPosition | undefined;
    for (;;) {
      const rows = await this.rows(filters, after, batch);
      if (rows.length) yield rows.map((row) => row.entry);
      if (rows.length < batch) return;
      after = keysetPositionOf(rows[rows.length - 1]!.cursor);
    }
  }
}
