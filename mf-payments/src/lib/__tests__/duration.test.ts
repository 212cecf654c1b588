import { planDuration } from '../duration';

const t = (key: string, { count }: { count: number }) => `${key}:${count}`;

describe('planDuration', () => {
  it('shows 24 hours or more in whole days, less in hours', () => {
    expect(planDuration(720, t)).toBe('plans.duration:30');
    expect(planDuration(24, t)).toBe('plans.duration:1');
    expect(planDuration(36, t)).toBe('plans.duration:1');
    expect(planDuration(12, t)).toBe('plans.durationHours:12');
  });
});
