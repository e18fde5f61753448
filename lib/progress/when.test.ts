import { comingBack, dayLabel, daysUntil } from './when';

const now = new Date(2026, 10, 27, 22, 30); // a Friday, late evening
const on = (day: number, hour = 9) => new Date(2026, 10, day, hour).getTime();

describe('when questions come back', () => {
  it('counts calendar days, not 24-hour spans, and overdue as today', () => {
    expect(daysUntil(on(28, 1), now)).toBe(1);
    expect(daysUntil(on(27, 23), now)).toBe(0);
    expect(daysUntil(on(20), now)).toBe(0);
  });

  it('groups by day, soonest first, and names the days', () => {
    expect(comingBack([on(30), on(28), on(30), on(20)], now)).toEqual([
      { days: 0, count: 1 },
      { days: 1, count: 1 },
      { days: 3, count: 2 },
    ]);
    expect(dayLabel(0, now)).toBe('today');
    expect(dayLabel(1, now)).toBe('tomorrow');
    expect(dayLabel(3, now)).toBe('in 3 days (Monday 30 November)');
  });
});
