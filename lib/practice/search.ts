/** The text a reader sees: inline code is written `like this` in the data. */
export function displayText(text: string): string {
  return text.replace(/`/g, '');
}

interface Searchable {
  question: string;
  hint: string;
}

/**
 * Case folding for search. Upper case, because lower-casing is context-sensitive (a Greek
 * capital sigma lowers to a final sigma at the end of a word), so a piece cut from a question
 * could fail to find it.
 */
export const fold = (text: string) => text.toUpperCase();

/**
 * The practice search: a case-insensitive substring match of the query against the question or
 * the hint, as displayed. The query is only ever text (no patterns), so any input is safe.
 */
export function filterQuestions<T extends Searchable>(
  questions: readonly T[],
  query: string,
): readonly T[] {
  if (query === '') return questions;
  const needle = fold(query);
  return questions.filter(
    (q) =>
      fold(displayText(q.question)).includes(needle) || fold(displayText(q.hint)).includes(needle),
  );
}
