import type { Mark, Schedule } from './schedule';
import type { ScopeTopic } from './scope';

/**
 * The learner's progress, kept in this browser's localStorage and nowhere else: one JSON value,
 * versioned, keyed by each question's stable `<bank>/<topic>/<id>`, validated entry by entry
 * whenever it is read (from storage, from another tab or from an imported file). Storage that is
 * blocked, full or broken never breaks a page: the store keeps working in memory and says so.
 * Files (export and import) are lib/progress/file.ts, loaded only when the learner uses them.
 * Only types come from the scheduler, so reading progress never loads ts-fsrs.
 */

export const STORE_VERSION = 1;

export interface Entry {
  mark: Mark;
  schedule: Schedule;
}

export type Questions = Readonly<Record<string, Entry>>;

export interface StoreData {
  version: typeof STORE_VERSION;
  questions: Questions;
  /**
   * The learner's code of each coding task (issue #37), by the task's key. Optional, so a store
   * written before tasks existed reads as it did; a task's mark and schedule are in `questions`.
   */
  code?: Readonly<Record<string, string>>;
}

export const emptyStore: StoreData = { version: STORE_VERSION, questions: {} };

/**
 * `<bank>/<topic>/<id>` for a question (lower-case slugs and a positive id, as the banks' schema
 * allows) or `<bank>/<topic>/task-<task id>` for a coding task.
 */
export const KEY =
  /^[a-z0-9][a-z0-9-]*\/[a-z0-9][a-z0-9-]*\/(?:[1-9]\d{0,3}|task-[a-z][a-z0-9-]*)$/;
export const TASK_KEY = /^[a-z0-9][a-z0-9-]*\/[a-z0-9][a-z0-9-]*\/task-[a-z][a-z0-9-]*$/;
export const isTaskKey = (key: string) => TASK_KEY.test(key);
/** A learner's code longer than this is not kept (a paste gone wrong, not a solution). */
export const MAX_CODE = 20_000;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const finite = (value: unknown, min: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= min;
// Times between 2000 and 2200: anything else is a hand edit or a unit mistake.
const time = (value: unknown): value is number =>
  finite(value, 946684800000) && value < 7258118400000;

/** One entry as read from anywhere: every field checked, or undefined. */
export function validEntry(value: unknown): Entry | undefined {
  if (!isRecord(value) || (value.mark !== 'known' && value.mark !== 'notYet')) return undefined;
  const s = value.schedule;
  if (
    !isRecord(s) ||
    !time(s.due) ||
    !time(s.last) ||
    !finite(s.stability, 0) ||
    !finite(s.difficulty, 0) ||
    ![0, 1, 2, 3].includes(s.state as number) ||
    !Number.isInteger(s.reps) ||
    !finite(s.reps, 0) ||
    !Number.isInteger(s.lapses) ||
    !finite(s.lapses, 0) ||
    !finite(s.scheduledDays, 0)
  )
    return undefined;
  const schedule: Schedule = {
    due: s.due,
    last: s.last,
    stability: s.stability,
    difficulty: s.difficulty,
    state: s.state as Schedule['state'],
    reps: s.reps as number,
    lapses: s.lapses as number,
    scheduledDays: s.scheduledDays,
  };
  return { mark: value.mark, schedule };
}

/** The valid entries of a `questions` object, and how many were left out. */
export function validQuestions(value: unknown): {
  questions: Record<string, Entry>;
  skipped: number;
} {
  const questions: Record<string, Entry> = {};
  let skipped = 0;
  if (!isRecord(value)) return { questions, skipped };
  for (const [key, raw] of Object.entries(value)) {
    const entry = KEY.test(key) ? validEntry(raw) : undefined;
    if (entry) questions[key] = entry;
    else skipped++;
  }
  return { questions, skipped };
}

/** The valid entries of a `code` object: task keys to text of a sane length. */
export function validCode(value: unknown): Record<string, string> {
  const code: Record<string, string> = {};
  if (!isRecord(value)) return code;
  for (const [key, text] of Object.entries(value))
    if (isTaskKey(key) && typeof text === 'string' && text.length <= MAX_CODE) code[key] = text;
  return code;
}

const withCodeOf = (data: Pick<StoreData, 'code'>) =>
  data.code && Object.keys(data.code).length ? { code: data.code } : {};

/** Why a stored value was not read: not JSON or not our shape, or written by a newer site. */
export type ReadProblem = 'corrupt' | 'newer';

/**
 * The store as kept in localStorage. Nothing kept reads as empty; a value that is not ours or is
 * of an unknown version reads as empty with the problem named; a valid store keeps its valid
 * entries and drops the rest quietly (a hand edit gone wrong costs only those questions).
 */
export function parseStore(text: string | null): { data: StoreData; problem?: ReadProblem } {
  if (text === null) return { data: emptyStore };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { data: emptyStore, problem: 'corrupt' };
  }
  if (!isRecord(raw) || !Number.isInteger(raw.version))
    return { data: emptyStore, problem: 'corrupt' };
  // Version 1 is the only format so far. A later site that changes the format raises the
  // version and converts older stores here, before they are read; a store written by a newer
  // site than this one is not read at all, rather than read wrongly.
  if (raw.version !== STORE_VERSION)
    return {
      data: emptyStore,
      problem: (raw.version as number) > STORE_VERSION ? 'newer' : 'corrupt',
    };
  return {
    data: {
      version: STORE_VERSION,
      questions: validQuestions(raw.questions).questions,
      ...withCodeOf({ code: validCode(raw.code) }),
    },
  };
}

/** A question's mark and schedule set, or with `entry` undefined, cleared. */
export function withEntry(data: StoreData, key: string, entry: Entry | undefined): StoreData {
  const questions = { ...data.questions };
  if (entry) questions[key] = entry;
  else delete questions[key];
  return { version: STORE_VERSION, questions, ...withCodeOf(data) };
}

/** A task's code kept, or with `text` undefined, dropped. */
export function withCode(data: StoreData, key: string, text: string | undefined): StoreData {
  const code = { ...data.code };
  if (text !== undefined && text.length <= MAX_CODE) code[key] = text;
  else delete code[key];
  return { version: STORE_VERSION, questions: data.questions, ...withCodeOf({ code }) };
}

/**
 * Drops what a bank's page knows is gone: a question of one of its topics that is no longer in
 * it, and any topic of the bank itself that no longer exists. Returns `data` itself when
 * nothing is gone. Progress of other banks is not this page's to judge.
 */
export function prune(data: StoreData, bank: string, scope: readonly ScopeTopic[]): StoreData {
  const topics = new Map(
    scope.map((t) => [
      t.prefix,
      new Set([...t.ids.map(String), ...(t.tasks ?? []).map((id) => `task-${id}`)]),
    ]),
  );
  const isGone = (key: string) => {
    const cut = key.lastIndexOf('/');
    const ids = topics.get(key.slice(0, cut));
    if (ids) return !ids.has(key.slice(cut + 1));
    return key.startsWith(`${bank}/`);
  };
  const gone = Object.keys(data.questions).filter(isGone);
  const goneCode = Object.keys(data.code ?? {}).filter(isGone);
  if (gone.length === 0 && goneCode.length === 0) return data;
  const questions = { ...data.questions };
  for (const key of gone) delete questions[key];
  const code = { ...data.code };
  for (const key of goneCode) delete code[key];
  return { version: STORE_VERSION, questions, ...withCodeOf({ code }) };
}

/** The first moment of the day after `now`'s, in the learner's time zone. */
export function endOfDay(now: Date): number {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime();
}

export interface Tally {
  known: number;
  total: number;
  /** Marked questions whose review is due today (or overdue). */
  due: number;
  /** Questions with any mark. */
  marked: number;
}

/** Progress over a set of question keys (only these count: a removed question never does). */
export function tally(data: StoreData, keys: readonly string[], now: Date): Tally {
  const until = endOfDay(now);
  const result: Tally = { known: 0, total: keys.length, due: 0, marked: 0 };
  for (const key of keys) {
    const entry = data.questions[key];
    if (!entry) continue;
    result.marked++;
    if (entry.mark === 'known') result.known++;
    if (entry.schedule.due < until) result.due++;
  }
  return result;
}

/** The keys, of those given, due for review today, soonest first. */
export function dueKeys(data: StoreData, keys: readonly string[], now: Date): string[] {
  const until = endOfDay(now);
  return keys
    .filter((key) => (data.questions[key]?.schedule.due ?? Infinity) < until)
    .sort((a, b) => data.questions[a]!.schedule.due - data.questions[b]!.schedule.due);
}

// The store in the browser -------------------------------------------------------------------

/** `kept`: saved in this browser. `unavailable`: storage blocked or full; kept for this page only. */
export type StoreStatus = 'kept' | 'unavailable';

export interface Snapshot {
  data: StoreData;
  status: StoreStatus;
}

export interface LiveStore {
  get(): Snapshot;
  subscribe(listener: () => void): () => void;
  /** Saves a new value; when storage refuses it, it stays for this page and the status says so. */
  set(data: StoreData): void;
  /** Removes every trace from storage. */
  forget(): void;
}

/**
 * The store under `key` (lib/progress/key.ts) of a Storage (window.localStorage in the browser,
 * a fake in tests). `storage` is a function, since merely reading window.localStorage throws
 * where the browser blocks it. Another tab's changes arrive by `storage` events (`listen`).
 */
export function openStore(
  storage: () => Storage,
  key: string,
  listen?: (onChange: () => void) => void,
): LiveStore {
  const listeners = new Set<() => void>();
  let snapshot: Snapshot;
  const read = (): Snapshot => {
    try {
      return { data: parseStore(storage().getItem(key)).data, status: 'kept' };
    } catch {
      return { data: emptyStore, status: 'unavailable' };
    }
  };
  snapshot = read();
  const publish = (next: Snapshot) => {
    snapshot = next;
    listeners.forEach((listener) => listener());
  };
  listen?.(() => {
    // Another tab wrote; this tab reads it, unless its own storage has failed.
    if (snapshot.status === 'kept') publish(read());
  });
  return {
    get: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(data) {
      let status: StoreStatus = snapshot.status;
      try {
        storage().setItem(key, JSON.stringify(data));
      } catch {
        // QuotaExceededError, SecurityError, or no storage at all: keep it for this page.
        status = 'unavailable';
      }
      publish({ data, status });
    },
    forget() {
      try {
        storage().removeItem(key);
      } catch {
        // Nothing could be kept, so there is nothing to remove.
      }
      publish({ data: emptyStore, status: snapshot.status });
    },
  };
}
