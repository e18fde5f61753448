import fc from 'fast-check';
import {
  current,
  isFinished,
  itemKey,
  mark,
  move,
  progress,
  progressLine,
  reveal,
  shuffle,
  startDrill,
  summary,
  type Drill,
  type DrillItem,
} from './drill';

const items: DrillItem[] = [
  { topic: 'basics', id: 1 },
  { topic: 'basics', id: 2 },
  { topic: 'joins', id: 1 },
  { topic: 'joins', id: 2 },
];

/** A random source that always answers 0: Fisher-Yates then moves the first item to the back. */
const zero = () => 0;

/** A drill in the list's own order, for tests about marking rather than shuffling. */
const inOrder = (list: DrillItem[]): Drill => ({
  order: list,
  index: 0,
  revealed: false,
  marks: {},
});

describe('shuffle', () => {
  it('draws from the random source (Fisher-Yates) and leaves its input alone', () => {
    const input = [1, 2, 3, 4];
    // random() = 0 swaps each last place with the first: [4,2,3,1] -> [3,2,4,1] -> [2,3,4,1].
    expect(shuffle(input, zero)).toEqual([2, 3, 4, 1]);
    // Just under 1 swaps each place with itself.
    expect(shuffle(input, () => 0.999)).toEqual([1, 2, 3, 4]);
    expect(input).toEqual([1, 2, 3, 4]);
  });

  it('is always a permutation of its input', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer()),
        fc.infiniteStream(fc.double({ min: 0, max: 0.9999, noNaN: true })),
        (list, stream) => {
          const out = shuffle(list, () => stream.next().value);
          expect([...out].sort()).toEqual([...list].sort());
        },
      ),
    );
  });

  it('gives every order of three items, about equally often, from Math.random', () => {
    const seen = new Map<string, number>();
    for (let i = 0; i < 6000; i++) {
      const key = shuffle(['a', 'b', 'c']).join('');
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect(seen.size).toBe(6);
    for (const count of seen.values()) expect(count).toBeGreaterThan(800);
  });
});

describe('a drill', () => {
  it('starts on the first question of a shuffled order, answer hidden, nothing marked', () => {
    const drill = startDrill(items, zero);
    expect(drill.order.map(itemKey)).toEqual(['basics-q2', 'joins-q1', 'joins-q2', 'basics-q1']);
    expect(current(drill)).toEqual({ topic: 'basics', id: 2 });
    expect(drill.revealed).toBe(false);
    expect(progressLine(drill)).toBe('1 of 4 · knew 0');
    expect(() => startDrill([])).toThrow('at least one question');
  });

  it('reveals, then a mark moves on to the next question with its answer hidden', () => {
    let drill = reveal(inOrder(items));
    expect(drill.revealed).toBe(true);
    expect(reveal(drill)).toBe(drill);
    drill = mark(drill, 'knew');
    expect(current(drill)).toEqual(items[1]);
    expect(drill.revealed).toBe(false);
    expect(progress(drill)).toEqual({ position: 2, total: 4, knew: 1 });
    drill = mark(reveal(drill), 'missed');
    expect(progressLine(drill)).toBe('3 of 4 · knew 1');
  });

  it('moves back and forward with the arrows, stopping at the ends', () => {
    let drill = mark(reveal(inOrder(items)), 'knew');
    drill = move(drill, -1);
    // A marked question comes back with its answer showing.
    expect(drill.index).toBe(0);
    expect(drill.revealed).toBe(true);
    expect(move(drill, -1)).toBe(drill);
    drill = move(move(drill, 1), 1);
    expect(drill.index).toBe(2);
    expect(drill.revealed).toBe(false);
    expect(move(move(drill, 1), 1).index).toBe(3);
  });

  it('lets a second mark replace the first', () => {
    let drill = mark(reveal(inOrder(items)), 'knew');
    drill = mark(move(drill, -1), 'missed');
    expect(drill.marks['basics-q1']).toBe('missed');
    expect(progress(drill).knew).toBe(0);
    expect(drill.index).toBe(1);
  });

  it('after a skip, goes round to the question left unmarked, and finishes when all are marked', () => {
    let drill = move(inOrder(items), 1); // skip the first
    drill = mark(drill, 'knew');
    drill = mark(drill, 'knew');
    expect(drill.index).toBe(3);
    drill = mark(drill, 'missed');
    expect(current(drill)).toEqual(items[0]);
    expect(isFinished(drill)).toBe(false);
    drill = mark(drill, 'knew');
    expect(isFinished(drill)).toBe(true);
    // Finished: it stays on the last question marked.
    expect(drill.index).toBe(0);
  });

  it('never leaves a drill of any length until every question is marked', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.constantFrom('knew', 'missed', 'back', 'forward', 'reveal'), {
          maxLength: 60,
        }),
        (length, steps) => {
          let drill = inOrder(Array.from({ length }, (_, i) => ({ topic: 't', id: i + 1 })));
          for (const step of steps) {
            if (isFinished(drill)) break;
            if (step === 'knew' || step === 'missed') drill = mark(drill, step);
            else if (step === 'reveal') drill = reveal(drill);
            else drill = move(drill, step === 'back' ? -1 : 1);
            expect(drill.index).toBeGreaterThanOrEqual(0);
            expect(drill.index).toBeLessThan(length);
          }
          const marked = Object.keys(drill.marks).length;
          expect(isFinished(drill)).toBe(marked === length);
        },
      ),
    );
  });
});

describe('summary', () => {
  it('counts what was known, by topic in the bank order, and lists the missed in drill order', () => {
    let drill: Drill = {
      order: [items[3]!, items[0]!, items[2]!, items[1]!],
      index: 0,
      revealed: false,
      marks: {},
    };
    for (const value of ['missed', 'knew', 'knew', 'missed'] as const)
      drill = mark(reveal(drill), value);
    expect(isFinished(drill)).toBe(true);
    expect(summary(drill, ['basics', 'joins', 'absent'])).toEqual({
      knew: 2,
      total: 4,
      byTopic: [
        { topic: 'basics', knew: 1, total: 2 },
        { topic: 'joins', knew: 1, total: 2 },
      ],
      missed: [items[3], items[1]],
    });
  });

  it('gives the missed questions for a drill of their own', () => {
    let drill = inOrder(items);
    for (const value of ['missed', 'knew', 'missed', 'knew'] as const)
      drill = mark(reveal(drill), value);
    const again = startDrill(summary(drill, ['basics', 'joins']).missed, zero);
    expect(again.order).toHaveLength(2);
    expect(again.order.map(itemKey).sort()).toEqual(['basics-q1', 'joins-q1']);
    expect(again.marks).toEqual({});
  });
});
