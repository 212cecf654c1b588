import { durationParts } from '@domus/shared/format';

type CountText = (key: 'plans.duration' | 'plans.durationHours', options: { count: number }) => string;

/** A package's duration (hours, as the API gives it) as the plans show it: 24 hours or more in days. */
export function planDuration(hours: number, t: CountText): string {
  const { value, unit } = durationParts(hours);
  return t(unit === 'day' ? 'plans.duration' : 'plans.durationHours', { count: value });
}
