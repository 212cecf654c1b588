import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { isoDateTime, keysetEnvelope, keysetFields, queryChoice, queryText } from './common';

/*
 * The operator console's overview (admin/overview, any operator): what waits in each queue, what
 * happened today and the last days, as counts. Days are calendar days in UTC: "today" starts at
 * 00:00 UTC, whatever the operator's own time zone.
 */

const count = z.number().int().nonnegative();

/** How many items wait in each review queue now. */
export const operatorQueuesSchema = z.object({
  /** Properties whose request_status is pending. */
  properties: count,
  /** Projects whose request_status is pending. */
  projects: count,
  /** Advertisements waiting for approval. */
  advertisements: count,
  /** Reports of listings not decided yet. */
  listing_reports: count,
  /** Reports of chat conversations not decided yet. */
  chat_reports: count,
  /** Suspected duplicate pairs still open. */
  duplicates: count,
  /** Agent verification requests pending. */
  verifications: count,
});
export type OperatorQueues = z.infer<typeof operatorQueuesSchema>;
export type OperatorQueue = keyof OperatorQueues;

/** Completed payments in one currency: how many and their sum (amount as a decimal number). */
export const paymentTotalSchema = z.object({ currency: z.string(), count, amount: z.number().nonnegative() });
export type PaymentTotal = z.infer<typeof paymentTotalSchema>;

/** Since 00:00 UTC today. */
export const operatorTodaySchema = z.object({
  /** The start of today (UTC) the figures count from. */
  since: isoDateTime,
  /** Accounts created. */
  sign_ups: count,
  /** Properties and projects posted. */
  new_listings: count,
  /** Completed payments (started today and succeeded), every currency together. */
  payments: count,
  /** The same payments by currency, largest count first. */
  payment_totals: z.array(paymentTotalSchema),
  /** Reports filed: of listings and of chat conversations. */
  reports: count,
});
export type OperatorToday = z.infer<typeof operatorTodaySchema>;

/** One UTC day of the daily series. */
export const operatorDaySchema = z.object({
  /** The day, YYYY-MM-DD (UTC). */
  day: z.string(),
  sign_ups: count,
  new_listings: count,
  payments: count,
  reports: count,
});
export type OperatorDay = z.infer<typeof operatorDaySchema>;
/** The daily series of the overview: its figures, in the order the console shows them. */
export const operatorSeries = ['sign_ups', 'new_listings', 'payments', 'reports'] as const;
export type OperatorSeries = (typeof operatorSeries)[number];
/** How many days the daily series covers, today included. */
export const operatorOverviewDays = 30;

export const operatorOverviewSchema = z.object({
  waiting: operatorQueuesSchema,
  today: operatorTodaySchema,
  /** The last 30 days, oldest first, today last; every day present, 0 when nothing happened. */
  daily: z.array(operatorDaySchema),
});
export type OperatorOverview = z.infer<typeof operatorOverviewSchema>;

/** admin/overview (GET, any operator). */
export const adminOverviewReply = successEnvelope(operatorOverviewSchema);

/*
 * The decision log (admin/operator-actions, admins): every change an operator made, newest
 * first. `action` is `<subject>.<verb>` (`user.role`, `package.update`, `property.approve`...).
 */

/** How an action was made: in the console, or with the admin command on the server. */
export const operatorActionVias = ['console', 'command'] as const;

export const operatorActionSchema = z.object({
  id: z.number().int(),
  at: isoDateTime,
  /** Who acted: null when the command acted without an operator account, or the account is gone. */
  actor_id: z.number().int().nullable(),
  actor_name: z.string(),
  actor_email: z.string(),
  via: z.enum(operatorActionVias),
  action: z.string(),
  subject: z.string(),
  subject_id: z.string(),
  /** The values that changed, before and after (never a secret's value). */
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string(),
});
export type OperatorActionEntry = z.infer<typeof operatorActionSchema>;

const actionPattern = /^[a-z_]+(\.[a-z_]+)?$/;
const logDate = (name: string) =>
  queryText(name, 10).refine((value) => value === undefined || /^\d{4}-\d{2}-\d{2}$/.test(value), {
    error: `${name} must be a date, YYYY-MM-DD`,
  });

/** Filters of the decision log; the CSV export takes the same ones without the paging. */
export const operatorActionFilters = {
  /** Who acted: part of their e-mail or name. */
  actor: queryText('actor', 200),
  /** A subject (`user`) or one action (`user.role`). */
  action: queryText('action', 60).refine((value) => value === undefined || actionPattern.test(value), {
    error: 'action must be a subject such as user, or subject.verb such as user.role',
  }),
  /** The thing acted on, with `action`. */
  subject_id: queryText('subject_id', 100),
  via: queryChoice('via', operatorActionVias),
  /** From this UTC day on, and up to this UTC day included. */
  from: logDate('from'),
  to: logDate('to'),
};

export const operatorActionsQuery = z.object({ ...operatorActionFilters, ...keysetFields(50) });
export const operatorActionsExportQuery = z.object(operatorActionFilters);
export const operatorActionsReply = keysetEnvelope(operatorActionSchema);
