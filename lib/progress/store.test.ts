import { exportProgress, importProgress } from './file';
import { review } from './schedule';
import {
  dueKeys,
  emptyStore,
  openStore,
  parseStore,
  prune,
  tally,
  withEntry,
  type Entry,
  type StoreData,
} from './store';

const now = new Date(2026, 10, 27, 10, 0);
const later = (days: number) => new Date(2026, 10, 27 + days, 10, 0);
const known = (when = now): Entry => ({
  mark: 'known',
  schedule: review(undefined, 'known', when),
});
const notYet = (when = now): Entry => ({
  mark: 'notYet',
  schedule: review(undefined, 'notYet', when),
});
const store = (questions: Record<string, Entry>): StoreData => ({ version: 1, questions });

/** A Storage double: a Map, with failures on demand. */
function fakeStorage(initial?: string) {
  const items = new Map<string, string>(initial === undefined ? [] : [['k', initial]]);
  const state = { full: false, blocked: false };
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (state.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key: string) => void items.delete(key),
  } as Storage;
  const get = () => {
    if (state.blocked) throw new DOMException('Access is denied.', 'SecurityError');
    return storage;
  };
  return { get, items, state };
}

describe('parseStore', () => {
  it('reads nothing kept as empty, and a valid store whole', () => {
    expect(parseStore(null)).toEqual({ data: emptyStore });
    const data = store({ 'corejava/arrays/3': known(), 'nodejs/basics/1': notYet() });
    expect(parseStore(JSON.stringify(data))).toEqual({ data });
  });

  it('ignores what is not a store, and names the problem', () => {
    for (const text of ['{not json', '[]', '"text"', 'null', '{"questions":{}}', '{"version":"1"}'])
      expect(parseStore(text)).toEqual({ data: emptyStore, problem: 'corrupt' });
  });

  it('does not read a store of another version (a newer site wrote it, or an unknown one)', () => {
    const entry = { 'corejava/arrays/3': known() };
    expect(parseStore(JSON.stringify({ version: 2, questions: entry }))).toEqual({
      data: emptyStore,
      problem: 'newer',
    });
    expect(parseStore(JSON.stringify({ version: 0, questions: entry }))).toEqual({
      data: emptyStore,
      problem: 'corrupt',
    });
  });

  it('keeps the valid entries of a hand-edited store and drops the rest quietly', () => {
    const good = known();
    const text = JSON.stringify({
      version: 1,
      questions: {
        'corejava/arrays/3': good,
        'corejava/arrays/4': { mark: 'maybe', schedule: good.schedule },
        'corejava/arrays/5': { mark: 'known', schedule: { ...good.schedule, due: 'tomorrow' } },
        'corejava/arrays/6': { mark: 'known', schedule: { ...good.schedule, state: 7 } },
        'corejava/arrays/7': { mark: 'known', schedule: { ...good.schedule, reps: -1 } },
        'corejava/arrays/8': { mark: 'known', schedule: { ...good.schedule, due: 1e20 } },
        'corejava/arrays/9': { mark: 'known' },
        'Core Java/arrays/1': good,
        'corejava/arrays/0': good,
        'corejava/arrays': good,
        '__proto__/x/1': good,
      },
    });
    expect(parseStore(text)).toEqual({ data: store({ 'corejava/arrays/3': good }) });
  });
});

describe('changes', () => {
  it('sets and clears an entry without touching the old value', () => {
    const before = store({ 'mysql/joins/1': known() });
    const after = withEntry(before, 'mysql/joins/2', notYet());
    expect(Object.keys(after.questions)).toEqual(['mysql/joins/1', 'mysql/joins/2']);
    expect(Object.keys(before.questions)).toEqual(['mysql/joins/1']);
    expect(withEntry(after, 'mysql/joins/1', undefined).questions).toEqual({
      'mysql/joins/2': after.questions['mysql/joins/2'],
    });
  });

  it('prunes a removed question and a removed topic of the bank, and nothing else', () => {
    const data = store({
      'express/express/1': known(),
      'express/express/16': known(), // question removed
      'express/routing/1': known(), // topic removed
      'nodejs/basics/2': known(), // shared topic, still there
      'nodejs/basics/11': known(), // removed from the shared topic
      'nodejs/streams/1': known(), // the other bank's own topic: not this page's to judge
    });
    const scope = [
      { prefix: 'nodejs/basics', ids: [1, 2, 3] },
      { prefix: 'express/express', ids: [1, 2] },
    ];
    expect(Object.keys(prune(data, 'express', scope).questions)).toEqual([
      'express/express/1',
      'nodejs/basics/2',
      'nodejs/streams/1',
    ]);
    const clean = store({ 'express/express/1': known() });
    expect(prune(clean, 'express', scope)).toBe(clean);
  });
});

describe('counting', () => {
  const data = store({
    'mysql/joins/1': known(),
    'mysql/joins/2': notYet(),
    'mysql/joins/3': known(later(-10)),
    'mysql/gone/1': known(),
  });
  const keys = ['mysql/joins/1', 'mysql/joins/2', 'mysql/joins/3', 'mysql/joins/4'];

  it('counts only the questions asked about, and what is due by the end of today', () => {
    expect(tally(data, keys, now)).toEqual({ known: 2, total: 4, due: 1, marked: 3 });
    expect(dueKeys(data, keys, now)).toEqual(['mysql/joins/3']);
    // Tomorrow "Not yet" is due too; in three days "I know this" as well, soonest first.
    expect(dueKeys(data, keys, later(1))).toEqual(['mysql/joins/3', 'mysql/joins/2']);
    expect(dueKeys(data, keys, later(3))).toEqual([
      'mysql/joins/3',
      'mysql/joins/2',
      'mysql/joins/1',
    ]);
  });
});

describe('export and import', () => {
  it('round-trips every entry', () => {
    const data = store({ 'mysql/joins/1': known(), 'react/hooks/4': notYet() });
    const file = exportProgress(data, now);
    expect(JSON.parse(file)).toMatchObject({ kind: 'learn-skills-progress', version: 1 });
    expect(importProgress(emptyStore, file)).toEqual({ ok: true, data, imported: 2, skipped: 0 });
  });

  it('rejects a file that is not ours, or of a newer version, with a message; nothing changes', () => {
    const mine = store({ 'mysql/joins/1': known() });
    const cases: [string, RegExp][] = [
      ['not json at all', /not a progress file/],
      ['{"version":1,"questions":{}}', /not a progress file/],
      [JSON.stringify({ kind: 'learn-skills-progress', version: 9, questions: {} }), /version 9/],
      [JSON.stringify({ kind: 'learn-skills-progress', version: 1, questions: {} }), /empty/],
      [
        JSON.stringify({ kind: 'learn-skills-progress', version: 1, questions: { x: 1, y: 2 } }),
        /None of the 2 entries/,
      ],
    ];
    for (const [text, message] of cases) {
      const result = importProgress(mine, text);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).toMatch(message);
    }
  });

  it('merges by question, the one reviewed last winning, and skips unreadable entries', () => {
    const old = known(later(-5));
    const recent = notYet(now);
    const mine = store({ 'mysql/joins/1': recent, 'mysql/joins/2': old });
    const file = JSON.stringify({
      kind: 'learn-skills-progress',
      version: 1,
      questions: {
        'mysql/joins/1': known(later(-5)), // older than mine: mine stays
        'mysql/joins/2': known(now), // newer than mine: taken
        'mysql/joins/3': notYet(now), // new
        'mysql/joins/4': { mark: 'known' }, // unreadable
      },
    });
    const result = importProgress(mine, file);
    expect(result).toMatchObject({ ok: true, imported: 3, skipped: 1 });
    if (!result.ok) return;
    expect(result.data.questions['mysql/joins/1']).toEqual(recent);
    expect(result.data.questions['mysql/joins/2']!.schedule.last).toBe(now.getTime());
    expect(Object.keys(result.data.questions)).toHaveLength(3);
  });
});

describe('openStore', () => {
  it('reads, saves and forgets through the storage, telling its listeners', () => {
    const fake = fakeStorage(JSON.stringify(store({ 'mysql/joins/1': known() })));
    const live = openStore(fake.get, 'k');
    expect(live.get().status).toBe('kept');
    expect(Object.keys(live.get().data.questions)).toEqual(['mysql/joins/1']);
    const heard = jest.fn();
    live.subscribe(heard);
    live.set(withEntry(live.get().data, 'mysql/joins/2', notYet()));
    expect(parseStore(fake.items.get('k')!).data).toEqual(live.get().data);
    live.forget();
    expect(fake.items.has('k')).toBe(false);
    expect(live.get().data).toEqual(emptyStore);
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('starts empty over a corrupt value, and replaces it only when something is saved', () => {
    const fake = fakeStorage('{"broken');
    const live = openStore(fake.get, 'k');
    expect(live.get()).toEqual({ data: emptyStore, status: 'kept' });
    expect(fake.items.get('k')).toBe('{"broken');
  });

  it('keeps marks for the page when the quota is full, and says progress cannot be kept', () => {
    const fake = fakeStorage();
    const live = openStore(fake.get, 'k');
    fake.state.full = true;
    const data = withEntry(emptyStore, 'mysql/joins/1', known());
    live.set(data);
    expect(live.get()).toEqual({ data, status: 'unavailable' });
    expect(fake.items.has('k')).toBe(false);
  });

  it('works in memory where storage is blocked', () => {
    const fake = fakeStorage();
    fake.state.blocked = true;
    const live = openStore(fake.get, 'k');
    expect(live.get().status).toBe('unavailable');
    live.set(withEntry(emptyStore, 'mysql/joins/1', known()));
    expect(live.get().data.questions['mysql/joins/1']?.mark).toBe('known');
    expect(() => live.forget()).not.toThrow();
  });

  it('reads what another tab saved', () => {
    const fake = fakeStorage();
    let otherTab = () => {};
    const live = openStore(fake.get, 'k', (onChange) => (otherTab = onChange));
    fake.items.set('k', JSON.stringify(store({ 'mysql/joins/1': known() })));
    otherTab();
    expect(Object.keys(live.get().data.questions)).toEqual(['mysql/joins/1']);
  });
});

describe('coding tasks in the store (issue #37)', () => {
  const {
    parseStore,
    withCode,
    prune,
    emptyStore: empty,
  } = jest.requireActual('./store') as typeof import('./store');
  const key = 'python/data-structures/task-two-sum';

  it('keeps a task’s code, reads it back, and drops it', () => {
    const data = withCode(empty, key, 'def two_sum(nums, target):\n    pass\n');
    expect(parseStore(JSON.stringify(data)).data.code).toEqual({ [key]: data.code![key] });
    expect(withCode(data, key, undefined).code).toBeUndefined();
  });

  it('refuses code under a question key or of a mad length', () => {
    const raw = {
      version: 1,
      questions: {},
      code: { 'python/basics/3': 'x', [key]: 'y'.repeat(30_000) },
    };
    expect(parseStore(JSON.stringify(raw)).data.code).toBeUndefined();
  });

  it('prunes the code and mark of a task its topic no longer has', () => {
    const data = withCode(empty, key, 'x');
    const scope = [{ prefix: 'python/data-structures', ids: [1], tasks: ['other'] }];
    expect(prune(data, 'python', scope).code).toBeUndefined();
    const kept = [{ prefix: 'python/data-structures', ids: [1], tasks: ['two-sum'] }];
    expect(prune(data, 'python', kept)).toBe(data);
  });
});

describe('a task’s code in the progress file', () => {
  it('is exported and imported with the marks', () => {
    const { exportProgress, importProgress } = jest.requireActual(
      './file',
    ) as typeof import('./file');
    const { withCode, emptyStore: empty } = jest.requireActual(
      './store',
    ) as typeof import('./store');
    const key = 'js/arrays/task-flatten-depth';
    const file = exportProgress(withCode(empty, key, 'function flatten() {}'), new Date());
    const imported = importProgress(empty, file);
    expect(imported.ok && imported.data.code).toEqual({ [key]: 'function flatten() {}' });
  });
});
