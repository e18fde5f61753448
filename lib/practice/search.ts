import { difficulties as levels, type Difficulty } from './types';

/** The text a reader sees: inline code is written `like this` in the data. */
export function displayText(text: string): string {
  return text.replace(/`/g, '');
}

interface Searchable {
  question: string;
  hint: string;
  difficulty?: Difficulty;
}

/**
 * Case folding for search. Upper case, because lower-casing is context-sensitive (a Greek
 * capital sigma lowers to a final sigma at the end of a word), so a piece cut from a question
 * could fail to find it.
 */
export const fold = (text: string) => text.toUpperCase();

/**
 * The practice search and difficulty filter together: a question shows when it matches the text
 * (a case-insensitive substring of the question or the hint, as displayed) and, when any
 * difficulty is chosen, has one of them. No difficulty chosen means every difficulty. The query
 * is only ever text (no patterns), so any input is safe.
 */
export function filterQuestions<T extends Searchable>(
  questions: readonly T[],
  query: string,
  difficulties: readonly Difficulty[] = [],
): readonly T[] {
  if (query === '' && difficulties.length === 0) return questions;
  const needle = fold(query);
  return questions.filter(
    (q) =>
      (difficulties.length === 0 ||
        (q.difficulty !== undefined && difficulties.includes(q.difficulty))) &&
      (needle === '' ||
        fold(displayText(q.question)).includes(needle) ||
        fold(displayText(q.hint)).includes(needle)),
  );
}

/** How many questions of each difficulty a list holds, every difficulty present (0 or more). */
export function difficultyCounts(
  questions: readonly { difficulty: Difficulty }[],
): Record<Difficulty, number> {
  const counts = Object.fromEntries(levels.map((level) => [level, 0])) as Record<
    Difficulty,
    number
  >;
  for (const q of questions) counts[q.difficulty] += 1;
  return counts;
}
