import { durationParts, formatDuration, formatRelativeTime, relativeTimeParts } from '..';

describe('durations', () => {
  it('shows 24 hours or more in days', () => {
    expect(formatDuration(24)).toBe('1 day');
    expect(formatDuration(72)).toBe('3 days');
    expect(durationParts(50)).toEqual({ value: 2, unit: 'day' });
  });

  it('shows less than 24 hours in hours', () => {
    expect(formatDuration(23)).toBe('23 hours');
    expect(formatDuration(1)).toBe('1 hour');
  });
});

describe('relative time', () => {
  const now = new Date('2025-06-30T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
  const DAY = 86_400;

  it('says "3 days ago" three days later', () => {
    expect(formatRelativeTime(ago(3 * DAY), { now })).toBe('3 days ago');
  });

  it('counts a month as 30 days', () => {
    expect(formatRelativeTime(ago(30 * DAY), { now })).toBe('1 month ago');
    expect(formatRelativeTime(ago(29 * DAY), { now })).toBe('4 weeks ago');
  });

  it('uses years, weeks, hours, minutes and seconds', () => {
    expect(formatRelativeTime(ago(400 * DAY), { now })).toBe('1 year ago');
    expect(formatRelativeTime(ago(14 * DAY), { now })).toBe('2 weeks ago');
    expect(formatRelativeTime(ago(2 * 3600), { now })).toBe('2 hours ago');
    expect(formatRelativeTime(ago(5 * 60), { now })).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(42), { now })).toBe('42 seconds ago');
  });

  it('says "just now" under a second and for times in the future', () => {
    expect(formatRelativeTime(now, { now })).toBe('just now');
    expect(formatRelativeTime(ago(-60), { now })).toBe('just now');
    expect(relativeTimeParts(ago(0.5), now)).toBeUndefined();
  });

  it('accepts ISO text and a translated "just now"', () => {
    expect(formatRelativeTime('2025-06-30T11:00:00Z', { now })).toBe('1 hour ago');
    expect(formatRelativeTime(now, { now, justNow: 'الآن' })).toBe('الآن');
  });
});
