import { operatorOverviewDays } from '@domus/shared/contract';

/*
 * Days are UTC calendar days. `since` is 00:00 UTC of the first day counted: a stable
 * expression, so each series reads one range of its created_at index (migration 037).
 */
const today = `(now() at time zone 'UTC')::date`;
const since = `(${today} - ${operatorOverviewDays - 1})::timestamp at time zone 'UTC'`;

/** What a daily series counts: rows' created_at, from one table or several (`union all`). */
export const seriesSources = {
  sign_ups: `select created_at from users where created_at >= ${since}`,
  new_listings: `select created_at from properties where created_at >= ${since}
     union all select created_at from projects where created_at >= ${since}`,
  payments: `select created_at from payment_transactions where status = 'success' and created_at >= ${since}`,
  reports: `select created_at from reports where created_at >= ${since}
     union all select created_at from chat_reports where created_at >= ${since}`,
} as const;
export type Series = keyof typeof seriesSources;

/** One grouped query: a count for every day of the window, oldest first, 0 on days without rows. */
export const dailySql = (source: string) => `
  with counted as (
    select (created_at at time zone 'UTC')::date as day, count(*)::int as n from (${source}) s group by 1
  )
  select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(c.n, 0) as n
    from (select ${today} - i as day from generate_series(${operatorOverviewDays - 1}, 0, -1) i) d
    left join counted c on c.day = d.day
   order by d.day`;

export const paymentTotalsSql = `
  select currency, count(*)::int as count, sum(amount)::float8 as amount
    from payment_transactions
   where status = 'success' and created_at >= ${today}::timestamp at time zone 'UTC'
   group by currency
   order by count desc, currency`;
