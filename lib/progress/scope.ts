/**
 * Which questions a page shows progress for: its topics, each as `<bank>/<topic>` and its
 * question ids. Written into the page by the server (a data attribute on category cards, a prop
 * on bank and drill pages) in a short text form, "corejava/arrays:1-10 corejava/oop:1-8,10", so
 * a page knows its questions without loading them, and a removed question is never counted.
 */
export interface ScopeTopic {
  /** `<bank>/<topic>`: the bank a topic is written in (a shared topic keeps its own bank). */
  prefix: string;
  ids: readonly number[];
  /** The topic's coding tasks (issue #37), by task id; keyed `<prefix>/task-<id>`. */
  tasks?: readonly string[];
}

const TASK_ID = /^[a-z][a-z0-9-]*$/;

const PREFIX = /^[a-z0-9][a-z0-9-]*\/[a-z0-9][a-z0-9-]*$/;

/** "1-10,12": ids sorted, runs as ranges. */
function encodeIds(ids: readonly number[]): string {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    runs.push(i === j ? `${sorted[i]}` : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return runs.join(',');
}

/** "python/basics:1-10" and, with tasks, "+two-sum+lru-cache" after the ids. */
export const encodeScope = (topics: readonly ScopeTopic[]) =>
  topics
    .map((t) => `${t.prefix}:${encodeIds(t.ids)}${(t.tasks ?? []).map((id) => `+${id}`).join('')}`)
    .join(' ');

/** The reverse of encodeScope; a malformed part is left out (the page then shows less). */
export function decodeScope(text: string): ScopeTopic[] {
  const topics: ScopeTopic[] = [];
  for (const part of text.split(' ')) {
    const [prefix, rest] = part.split(':');
    if (!prefix || !PREFIX.test(prefix) || rest === undefined) continue;
    const [list = '', ...taskIds] = rest.split('+');
    const tasks = taskIds.filter((id) => TASK_ID.test(id));
    const ids: number[] = [];
    for (const run of list ? list.split(',') : []) {
      const match = /^([1-9]\d{0,3})(?:-([1-9]\d{0,3}))?$/.exec(run);
      if (!match) continue;
      const from = Number(match[1]);
      const to = match[2] ? Number(match[2]) : from;
      for (let id = from; id <= to; id++) ids.push(id);
    }
    if (ids.length > 0 || tasks.length > 0)
      topics.push({ prefix, ids, ...(tasks.length ? { tasks } : {}) });
  }
  return topics;
}

/** Every question and task key of a scope: `<bank>/<topic>/<id>`, `<bank>/<topic>/task-<id>`. */
export const scopeKeys = (topics: readonly ScopeTopic[]) =>
  topics.flatMap((t) => [
    ...t.ids.map((id) => `${t.prefix}/${id}`),
    ...(t.tasks ?? []).map((id) => taskKey(t.prefix, id)),
  ]);

/** A coding task's key in the store. */
export const taskKey = (prefix: string, id: string) => `${prefix}/task-${id}`;

/** The topic key of a prefix: "nodejs/basics" -> "basics". */
export const topicOf = (prefix: string) => prefix.slice(prefix.indexOf('/') + 1);
