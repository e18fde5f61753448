import { review, type Schedule } from './schedule';

// A fixed clock: 27 November 2026, 10:00 local time.
const now = new Date(2026, 10, 27, 10, 0);
const at = (days: number) => new Date(2026, 10, 27 + days, 10, 0);
const DAY = 24 * 60 * 60 * 1000;
const daysAfter = (s: Schedule, from: Date) => Math.round((s.due - from.getTime()) / DAY);

describe('review', () => {
  it('brings a first "I know this" back in a few days and a first "Not yet" tomorrow', () => {
    const known = review(undefined, 'known', now);
    expect(daysAfter(known, now)).toBe(3);
    expect(known).toMatchObject({ last: now.getTime(), reps: 1, lapses: 0, state: 2 });
    const notYet = review(undefined, 'notYet', now);
    expect(daysAfter(notYet, now)).toBe(1);
    expect(notYet.reps).toBe(1);
  });

  it('spaces a question known again further apart each time', () => {
    let schedule = review(undefined, 'known', now);
    const gaps: number[] = [];
    for (let i = 0; i < 4; i++) {
      const due = new Date(schedule.due);
      schedule = review(schedule, 'known', due);
      gaps.push(daysAfter(schedule, due));
    }
    expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
    expect(gaps[3]).toBeGreaterThan(gaps[0]! * 2);
    expect(schedule.reps).toBe(5);
  });

  it('counts a lapse and brings the question back the next day after "Not yet"', () => {
    const known = review(undefined, 'known', now);
    const lapsed = review(known, 'notYet', at(3));
    expect(lapsed.lapses).toBe(1);
    expect(daysAfter(lapsed, at(3))).toBe(1);
    expect(lapsed.stability).toBeLessThan(known.stability);
  });

  it('is a pure function of its inputs', () => {
    const first = review(undefined, 'known', now);
    const copy = { ...first };
    expect(review(first, 'known', at(3))).toEqual(review(first, 'known', at(3)));
    expect(first).toEqual(copy);
  });
});
