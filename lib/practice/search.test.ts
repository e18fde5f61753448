import fc from 'fast-check';
import { difficultyCounts, displayText, filterQuestions, fold } from './search';

const bank = [
  { id: 1, question: 'What does `SELECT DISTINCT` do?', hint: 'It removes duplicate rows.' },
  { id: 2, question: 'Explain INNER JOIN.', hint: 'Rows that match in both tables (a.*b).' },
  { id: 3, question: 'Why index?', hint: 'Faster lookups: B+Tree; 🙂 emoji here.' },
];

/** An independent reference: compare every window of the lowered text. */
function reference(questions: typeof bank, query: string) {
  const contains = (text: string) => {
    const hay = fold(displayText(text));
    const needle = fold(query);
    for (let start = 0; start + needle.length <= hay.length; start++) {
      let same = true;
      for (let k = 0; k < needle.length && same; k++) same = hay[start + k] === needle[k];
      if (same) return true;
    }
    return false;
  };
  return questions.filter((q) => contains(q.question) || contains(q.hint));
}

describe('filterQuestions', () => {
  it('returns everything for an empty query', () => {
    expect(filterQuestions(bank, '')).toBe(bank);
  });

  it('finds a word ending in capital sigma by a piece of it', () => {
    expect(filterQuestions([{ id: 1, question: 'ΟΔΟΣ.', hint: '' }], 'ΟΣ')).toHaveLength(1);
    expect(filterQuestions([{ id: 1, question: 'ΟΔΟΣ.', hint: '' }], 'οσ')).toHaveLength(1);
  });

  it('matches question or hint, ignoring case', () => {
    expect(filterQuestions(bank, 'inner join').map((q) => q.id)).toEqual([2]);
    expect(filterQuestions(bank, 'DUPLICATE').map((q) => q.id)).toEqual([1]);
  });

  it('matches the text as shown, without inline-code backticks', () => {
    expect(filterQuestions(bank, 'does select distinct').map((q) => q.id)).toEqual([1]);
  });

  it('treats regex characters and emoji as plain text', () => {
    expect(filterQuestions(bank, 'a.*b').map((q) => q.id)).toEqual([2]);
    expect(filterQuestions(bank, '.*').map((q) => q.id)).toEqual([2]); // literally in (a.*b), not "anything"
    expect(filterQuestions(bank, '(').map((q) => q.id)).toEqual([2]);
    expect(filterQuestions(bank, '🙂').map((q) => q.id)).toEqual([3]);
    expect(filterQuestions(bank, 'B+Tree').map((q) => q.id)).toEqual([3]);
  });

  it('handles a 10,000-character query', () => {
    expect(filterQuestions(bank, 'x'.repeat(10_000))).toEqual([]);
  });

  it('agrees with a reference implementation on 10,000 generated inputs and never throws', () => {
    const specials = fc.constantFrom(
      '.',
      '*',
      '+',
      '?',
      '(',
      ')',
      '[',
      ']',
      '{',
      '}',
      '^',
      '$',
      '|',
      '\\',
      '/',
      '`',
      '🙂',
      '👩‍💻',
      'é',
      'e\u0301',
      'İ',
      'ß',
      'Σ',
      '\u0000',
      ' ',
    );
    const text = fc
      .array(fc.oneof(fc.string(), specials, fc.string({ unit: 'binary', maxLength: 8 })), {
        maxLength: 6,
      })
      .map((parts) => parts.join(''));
    const question = fc.record({ id: fc.nat(), question: text, hint: text });
    const query = fc.oneof(
      { weight: 5, arbitrary: text },
      { weight: 1, arbitrary: fc.constant('x'.repeat(10_000)) },
      { weight: 1, arbitrary: fc.string({ minLength: 5_000, maxLength: 10_000 }) },
    );
    fc.assert(
      fc.property(fc.array(question, { maxLength: 8 }), query, (questions, q) => {
        // A query cut from a question must find it.
        const found = filterQuestions(questions, q);
        expect(found).toEqual(reference(questions, q));
        if (questions[0] && questions[0].question.length > 2) {
          const slice = Array.from(displayText(questions[0].question)).slice(1, 3).join('');
          if (slice) expect(filterQuestions(questions, slice)).toContain(questions[0]);
        }
      }),
      { numRuns: 10_000 },
    );
  });
});

describe('filterQuestions with difficulties', () => {
  const levelled = [
    { id: 1, difficulty: 'Beginner' as const, question: 'What is a join?', hint: 'Rows combined.' },
    { id: 2, difficulty: 'Advanced' as const, question: 'Hash join?', hint: 'Build and probe.' },
    { id: 3, difficulty: 'Intermediate' as const, question: 'Index scan?', hint: 'B+Tree walk.' },
    { id: 4, difficulty: 'Advanced' as const, question: 'MVCC?', hint: 'Versions of rows.' },
  ];
  const ids = (found: readonly { id: number }[]) => found.map((q) => q.id);

  it('keeps every question when no difficulty is chosen, as the plain search does', () => {
    expect(filterQuestions(levelled, '', [])).toBe(levelled);
    expect(ids(filterQuestions(levelled, 'JOIN', []))).toEqual([1, 2]);
  });

  it('keeps the chosen difficulties, combinable, in the list order', () => {
    expect(ids(filterQuestions(levelled, '', ['Advanced']))).toEqual([2, 4]);
    expect(ids(filterQuestions(levelled, '', ['Advanced', 'Beginner']))).toEqual([1, 2, 4]);
    expect(ids(filterQuestions(levelled, '', ['Beginner', 'Intermediate', 'Advanced']))).toEqual([
      1, 2, 3, 4,
    ]);
  });

  it('shows a question only when it matches both the text and a chosen difficulty', () => {
    expect(ids(filterQuestions(levelled, 'join', ['Advanced']))).toEqual([2]);
    expect(ids(filterQuestions(levelled, 'rows', ['Advanced']))).toEqual([4]);
    expect(ids(filterQuestions(levelled, 'join', ['Intermediate']))).toEqual([]);
  });

  it('leaves out a question without a difficulty once one is chosen', () => {
    expect(filterQuestions(bank, '', ['Beginner'])).toEqual([]);
  });

  it('is the intersection of the search alone and the difficulty alone', () => {
    fc.assert(
      fc.property(
        fc.subarray(['Beginner', 'Intermediate', 'Advanced'] as const),
        fc.constantFrom('', 'join', 'ROWS', '?', 'zzz'),
        (chosen, query) => {
          const both = filterQuestions(levelled, query, chosen);
          const byText = filterQuestions(levelled, query);
          const byLevel = filterQuestions(levelled, '', chosen);
          expect(both).toEqual(byText.filter((q) => byLevel.includes(q)));
        },
      ),
    );
  });
});

describe('difficultyCounts', () => {
  it('counts each difficulty, zero for one that is absent', () => {
    expect(
      difficultyCounts([
        { difficulty: 'Advanced' },
        { difficulty: 'Beginner' },
        { difficulty: 'Advanced' },
      ]),
    ).toEqual({ Beginner: 1, Intermediate: 0, Advanced: 2 });
    expect(difficultyCounts([])).toEqual({ Beginner: 0, Intermediate: 0, Advanced: 0 });
  });
});
