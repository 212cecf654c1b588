import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OperatorActionEntry } from '@domus/shared/contract';
import { stringify } from 'csv-stringify/sync';
import { Readable } from 'node:stream';
import { callRoute } from '../../http/call-route';
import { ok } from '../../http/reply';
import type { OperatorActionFilters, OperatorLog } from './service';

const csvColumns = [
  'at',
  'actor_email',
  'actor_name',
  'via',
  'action',
  'subject_id',
  'before',
  'after',
  'reason',
] as const;

const csvRow = (entry: OperatorActionEntry) =>
  csvColumns.map((column) =>
    column === 'before' || column === 'after'
      ? entry[column] == null
        ? ''
        : JSON.stringify(entry[column])
      : entry[column],
  );

/**
 * The log as CSV, a batch at a time: a header line, then every matching action. Cells that a
 * spreadsheet would run as a formula (`=`, `+`, `-`, `@`...) are escaped: reasons and names
 * come from users.
 */
async function* csvLines(log: OperatorLog, filters: OperatorActionFilters) {
  yield stringify([[...csvColumns]]);
  for await (const batch of log.all(filters)) yield stringify(batch.map(csvRow), { escape_formulas: true });
}

export const operatorLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { operatorLog } = app.services;
  const tags = ['admin'];

  app.route({
    ...callRoute('adminOperatorActions', {
      tags,
      summary: 'The decision log: every operator action, newest first, filtered; keyset pages (cursor → next_cursor)',
    }),
    handler: async (request) => {
      const { data, next_cursor } = await operatorLog.page(request.query);
      return ok(data, { next_cursor });
    },
  });

  app.route({
    ...callRoute('adminOperatorActionsExport', {
      tags,
      summary: 'The decision log as CSV (every action the filters match, newest first)',
    }),
    handler: async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="domus-decision-log-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(csvLines(operatorLog, request.query)));
    },
  });
};
