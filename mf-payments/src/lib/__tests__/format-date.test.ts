import { formatDate } from '../format-date';

describe('formatDate', () => {
  it('writes the day in the reader language', () => {
    expect(formatDate('2026-03-12T10:00:00.000Z', 'en-GB')).toBe('12 Mar 2026');
  });

  it('gives nothing for a missing or bad date', () => {
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
  });
});
