import { createEmptyCard, fsrs, generatorParameters, Rating, type Card } from 'ts-fsrs';

/**
 * When a question comes back for review: ts-fsrs (FSRS, the scheduler Anki adopted), wrapped as
 * one pure function of the question's last schedule, the learner's mark and the time. The store
 * keeps the result (lib/progress/store.ts); tests pass a fixed clock.
 */

/** What the learner said: "I know this" / "I knew it", or "Not yet". */
export type Mark = 'known' | 'notYet';

/**
 * ts-fsrs's card as the store keeps it: plain JSON, times in ms since the epoch. Only the
 * scheduler reads stability, difficulty, state, reps and lapses; the views read `due`.
 */
export interface Schedule {
  due: number;
  last: number;
  stability: number;
  difficulty: number;
  /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
  state: 0 | 1 | 2 | 3;
  reps: number;
  lapses: number;
  scheduledDays: number;
}

// Whole days only (no same-day learning steps): "Not yet" brings a question back tomorrow and
// "I know this" in a few days, so "due today" means a day's review, not one every ten minutes.
// No fuzz: a bank is a few dozen questions, so clumped due dates do no harm, and a learner's
// schedule stays the same whichever device replays it.
const scheduler = fsrs(generatorParameters({ enable_short_term: false, enable_fuzz: false }));

const toCard = (s: Schedule): Card => ({
  due: new Date(s.due),
  last_review: new Date(s.last),
  stability: s.stability,
  difficulty: s.difficulty,
  state: s.state,
  reps: s.reps,
  lapses: s.lapses,
  scheduled_days: s.scheduledDays,
  // Deprecated in ts-fsrs 5 and derived from last_review; kept 0 as createEmptyCard does.
  elapsed_days: 0,
  learning_steps: 0,
});

const fromCard = (card: Card, now: Date): Schedule => ({
  due: card.due.getTime(),
  last: (card.last_review ?? now).getTime(),
  stability: card.stability,
  difficulty: card.difficulty,
  state: card.state as Schedule['state'],
  reps: card.reps,
  lapses: card.lapses,
  scheduledDays: card.scheduled_days,
});

/** The schedule after the learner marks a question at `now`; `previous` absent for a first mark. */
export function review(previous: Schedule | undefined, mark: Mark, now: Date): Schedule {
  const card = previous ? toCard(previous) : createEmptyCard(now);
  const rating = mark === 'known' ? Rating.Good : Rating.Again;
  return fromCard(scheduler.next(card, now, rating).card, now);
}
