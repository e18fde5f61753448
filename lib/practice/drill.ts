import { questionAnchor } from './anchors';

/**
 * The drill: one question at a time in a random order; the reader recalls the answer, reveals
 * it and marks it. Pure state transitions, each returning a new drill (nothing is mutated), so
 * the client component only holds one value and every rule here has a unit test.
 */

export type Mark = 'knew' | 'missed';

/** One question of a drill: a bank's questions are unique by topic and id. */
export interface DrillItem {
  topic: string;
  id: number;
}

export interface Drill<T extends DrillItem = DrillItem> {
  order: readonly T[];
  /** The question on screen. */
  index: number;
  /** Whether its answer is showing. */
  revealed: boolean;
  /** By question anchor (itemKey): what the reader said. */
  marks: Readonly<Record<string, Mark>>;
}

/** A question's key: its anchor in the bank ("joins-q3"), so a mark also names its card. */
export const itemKey = (item: DrillItem) => questionAnchor(item.topic, item.id);

/** Fisher-Yates on a copy; `random` returns [0, 1) like Math.random (injectable for tests). */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export function startDrill<T extends DrillItem>(
  items: readonly T[],
  random: () => number = Math.random,
): Drill<T> {
  if (items.length === 0) throw new Error('A drill needs at least one question');
  return { order: shuffle(items, random), index: 0, revealed: false, marks: {} };
}

export const current = <T extends DrillItem>(drill: Drill<T>): T => drill.order[drill.index]!;

export const markOf = (drill: Drill, item: DrillItem): Mark | undefined =>
  drill.marks[itemKey(item)];

export const isFinished = (drill: Drill) => drill.order.every((item) => markOf(drill, item));

export function reveal<T extends DrillItem>(drill: Drill<T>): Drill<T> {
  return drill.revealed ? drill : { ...drill, revealed: true };
}

/** Shows another question; one already marked comes back with its answer showing. */
function goTo<T extends DrillItem>(drill: Drill<T>, index: number): Drill<T> {
  if (index === drill.index) return drill;
  return { ...drill, index, revealed: markOf(drill, drill.order[index]!) !== undefined };
}

/** Arrow keys: one question back or forward, stopping at either end. */
export function move<T extends DrillItem>(drill: Drill<T>, step: 1 | -1): Drill<T> {
  return goTo(drill, Math.min(drill.order.length - 1, Math.max(0, drill.index + step)));
}

/**
 * Records the reader's answer to the question on screen (a second mark replaces the first) and
 * moves on to the next unmarked question after it, wrapping round to any skipped one. When
 * none is left the drill is finished and stays where it is.
 */
export function mark<T extends DrillItem>(drill: Drill<T>, value: Mark): Drill<T> {
  const marks = { ...drill.marks, [itemKey(current(drill))]: value };
  const marked = { ...drill, marks, revealed: true };
  const count = drill.order.length;
  for (let step = 1; step < count; step++) {
    const index = (drill.index + step) % count;
    if (!marks[itemKey(drill.order[index]!)]) return goTo(marked, index);
  }
  return marked;
}

export interface Progress {
  /** 1-based place of the question on screen. */
  position: number;
  total: number;
  knew: number;
}

export function progress(drill: Drill): Progress {
  return {
    position: drill.index + 1,
    total: drill.order.length,
    knew: Object.values(drill.marks).filter((m) => m === 'knew').length,
  };
}

/** "7 of 25 · knew 5". */
export function progressLine(drill: Drill): string {
  const { position, total, knew } = progress(drill);
  return `${position} of ${total} · knew ${knew}`;
}

export interface Summary<T extends DrillItem> {
  knew: number;
  total: number;
  /** One row per topic in the drill, in the bank's topic order. */
  byTopic: { topic: string; knew: number; total: number }[];
  /** Marked "Not yet", in the order they were drilled. */
  missed: T[];
}

export function summary<T extends DrillItem>(
  drill: Drill<T>,
  topicOrder: readonly string[],
): Summary<T> {
  const knew = (items: readonly T[]) =>
    items.filter((item) => markOf(drill, item) === 'knew').length;
  const byTopic = topicOrder
    .map((topic) => drill.order.filter((item) => item.topic === topic))
    .filter((items) => items.length > 0)
    .map((items) => ({ topic: items[0]!.topic, knew: knew(items), total: items.length }));
  return {
    knew: knew(drill.order),
    total: drill.order.length,
    byTopic,
    missed: drill.order.filter((item) => markOf(drill, item) === 'missed'),
  };
}
