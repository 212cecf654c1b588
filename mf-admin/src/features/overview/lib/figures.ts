import type { OperatorDay, OperatorQueue, OperatorSeries } from '@domus/shared/contract';

import { consolePaths } from '../../../lib/console-paths';

/** The review queues, in the order the overview shows them. */
export const queues: readonly OperatorQueue[] = [
  'properties',
  'projects',
  'advertisements',
  'listing_reports',
  'chat_reports',
  'duplicates',
  'verifications',
];

/** The key in `consolePaths` of the screen that works each queue (and its `?kind=` there), once that screen exists. */
const queueScreens: Record<OperatorQueue, { screen: string; kind?: string }> = {
  properties: { screen: 'queues', kind: 'property' },
  projects: { screen: 'queues', kind: 'project' },
  advertisements: { screen: 'queues', kind: 'advertisement' },
  listing_reports: { screen: 'queues', kind: 'report' },
  chat_reports: { screen: 'chatReports' },
  duplicates: { screen: 'duplicates' },
  verifications: { screen: 'verification' },
};

/** The console path of the screen that works a queue, or undefined while the console has none. */
export function queuePath(queue: OperatorQueue): string | undefined {
  const { screen, kind } = queueScreens[queue];
  const path = (consolePaths as Readonly<Record<string, string>>)[screen];
  return path && kind ? `${path}?kind=${kind}` : path;
}

export interface SeriesSummary {
  total: number;
  /** The day with the most, the latest of equals; undefined when every day is 0. */
  busiest?: { day: string; count: number };
}

/** The total of a series over the days, and its busiest day. */
export function summarise(days: readonly OperatorDay[], series: OperatorSeries): SeriesSummary {
  let total = 0;
  let busiest: SeriesSummary['busiest'];
  for (const day of days) {
    const count = day[series];
    total += count;
    if (count > 0 && (!busiest || count >= busiest.count)) busiest = { day: day.day, count };
  }
  return { total, busiest };
}

/** A YYYY-MM-DD day (UTC) as the page's language writes a short date: "6 Dec", "٦ ديسمبر". */
export function dayFormatter(
  language: string,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' },
) {
  const format = new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' });
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
}

/** A sum of money in the page's language; a code Intl does not know reads "120 XYZ". */
export function formatMoney(amount: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount);
  } catch {
    return `${new Intl.NumberFormat(language).format(amount)} ${currency}`;
  }
}
