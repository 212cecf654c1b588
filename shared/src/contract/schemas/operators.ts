import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { isoDateTime } from './common';

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
