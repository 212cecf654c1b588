const SECOND = 1;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

export type DurationUnit = 'day' | 'hour';

/** A duration in hours as the unit it reads in: days from 24 hours on, otherwise hours. */
export function durationParts(hours: number): { value: number; unit: DurationUnit } {
  if (hours >= 24) return { value: Math.floor(hours / 24), unit: 'day' };
  return { value: hours, unit: 'hour' };
}

/** "3 days", "5 hours" (in `locale`, English by default). */
export function formatDuration(hours: number, locale = 'en'): string {
  const { value, unit } = durationParts(hours);
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long', maximumFractionDigits: 2 }).format(
    value,
  );
}

export type RelativeTimeUnit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute' | 'second';

const relativeSteps: readonly { unit: RelativeTimeUnit; seconds: number }[] = [
  { unit: 'year', seconds: YEAR },
  { unit: 'month', seconds: MONTH },
  { unit: 'week', seconds: WEEK },
  { unit: 'day', seconds: DAY },
  { unit: 'hour', seconds: HOUR },
  { unit: 'minute', seconds: MINUTE },
  { unit: 'second', seconds: SECOND },
];

const toDate = (value: Date | string | number): Date => (value instanceof Date ? value : new Date(value));

/** How long ago `date` was, in the largest whole unit; undefined means "just now" (under a second, or in the future). */
export function relativeTimeParts(
  date: Date | string | number,
  now: Date | string | number = Date.now(),
): { value: number; unit: RelativeTimeUnit } | undefined {
  const elapsed = (toDate(now).getTime() - toDate(date).getTime()) / 1000;
  if (!Number.isFinite(elapsed)) return undefined;
  for (const step of relativeSteps) {
    const value = Math.floor(elapsed / step.seconds);
    if (value >= 1) return { value, unit: step.unit };
  }
  return undefined;
}

export interface RelativeTimeOptions {
  now?: Date | string | number;
  locale?: string;
  /** The words for "just now" in `locale`. */
  justNow?: string;
}

/** "3 days ago", "1 month ago" (a month is 30 days), or "just now". */
export function formatRelativeTime(date: Date | string | number, options: RelativeTimeOptions = {}): string {
  const parts = relativeTimeParts(date, options.now);
  if (!parts) return options.justNow ?? 'just now';
  return new Intl.RelativeTimeFormat(options.locale ?? 'en', { numeric: 'always' }).format(-parts.value, parts.unit);
}
