/** When reviewed questions come back, in days from today, as the drill's summary says it. */

const DAY = 24 * 60 * 60 * 1000;
const startOfDay = (time: number) => {
  const d = new Date(time);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
};

/** Calendar days from `now`'s day to `due`'s (0 today or overdue), in the learner's time zone. */
export const daysUntil = (due: number, now: Date) =>
  Math.max(0, Math.round((startOfDay(due) - startOfDay(now.getTime())) / DAY));

/** Due times grouped by day: [{ days: 1, count: 2 }, { days: 3, count: 5 }], soonest first. */
export function comingBack(dues: readonly number[], now: Date): { days: number; count: number }[] {
  const counts = new Map<number, number>();
  for (const due of dues) {
    const days = daysUntil(due, now);
    counts.set(days, (counts.get(days) ?? 0) + 1);
  }
  return [...counts].sort(([a], [b]) => a - b).map(([days, count]) => ({ days, count }));
}

/** "today", "tomorrow", "in 3 days (Monday 30 November)". */
export function dayLabel(days: number, now: Date): string {
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const named = date.toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
  return `in ${days} days (${named})`;
}
