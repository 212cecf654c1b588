import { parseArgs } from 'node:util';
import type { OperatorOverview } from '@domus/shared/contract';
import type { AppDeps } from '../app-deps';
import { servicesOf } from '../modules/services';

export const overviewUsage = `  overview [--days 30]             what waits in each review queue, today's figures (UTC day) and
                                  the last days' sign-ups, new listings, payments and reports`;

const queueNames: Record<keyof OperatorOverview['waiting'], string> = {
  properties: 'properties to review',
  projects: 'projects to review',
  advertisements: 'advertisements to review',
  listing_reports: 'listing reports',
  chat_reports: 'chat reports',
  duplicates: 'suspected duplicates',
  verifications: 'agent applications',
};

/** The console's overview as text: the same service (operatorOverview) the console's first screen reads. */
export async function runOverviewCommand(
  command: string | undefined,
  args: string[],
  deps: AppDeps,
  print: (text: string) => void,
): Promise<boolean> {
  if (command !== 'overview') return false;
  const { values } = parseArgs({ args, allowPositionals: true, options: { days: { type: 'string', default: '30' } } });
  const days = Number(values.days);
  if (!Number.isInteger(days) || days < 1 || days > 30) throw new Error('--days must be a whole number from 1 to 30');
  const { waiting, today, daily } = await servicesOf(deps).operatorOverview.overview();
  const width = Math.max(...Object.values(queueNames).map((name) => name.length));
  print('Waiting');
  for (const [queue, name] of Object.entries(queueNames)) {
    print(`  ${name.padEnd(width)}  ${waiting[queue as keyof typeof queueNames]}`);
  }
  const sums = today.payment_totals.map((total) => `${total.amount} ${total.currency}`).join(', ');
  print(`Today (since ${today.since})`);
  print(`  sign-ups ${today.sign_ups}, new listings ${today.new_listings}, reports ${today.reports}`);
  print(`  payments ${today.payments}${sums ? ` (${sums})` : ''}`);
  print(`Last ${days} days (UTC)`);
  print('  day         sign-ups  listings  payments  reports');
  for (const day of daily.slice(-days)) {
    const cells = [day.sign_ups, day.new_listings, day.payments, day.reports].map((n) => String(n).padStart(8));
    print(`  ${day.day}  ${cells.join('  ')}`);
  }
  return true;
}
