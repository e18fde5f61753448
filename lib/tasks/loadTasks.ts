import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LineCounter, parseDocument, type Node } from 'yaml';
import { ContentError } from '@/lib/practice/ContentError';
import { loadBanks } from '@/lib/practice/loadBanks';
import type { Bank } from '@/lib/practice/types';
import { taskFileSchema, type Task } from './schema';

export const taskDir = path.join(process.cwd(), 'content', 'tasks');

/** A field's path as content/README.md writes it: tests[2].expected. */
const fieldOf = (p: readonly PropertyKey[]) =>
  p
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i ? '.' : ''}${String(part)}`))
    .join('');

/**
 * Reads and validates one task file. Every mistake is reported, not only the first, each as
 * `file:line: task <id>, field "<path>": <what is wrong>`. `topicsOf` gives the bank's topic
 * keys (a task must sit in one of them); undefined skips that check (unit tests).
 */
export function parseTasks(file: string, source: string, topics?: readonly string[]): Task[] {
  const lines = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lines, prettyErrors: false });
  if (doc.errors.length)
    throw new ContentError(
      doc.errors
        .map((e) => `${file}:${lines.linePos(e.pos[0]).line}: not valid YAML: ${e.message}`)
        .join('\n'),
    );
  const raw: unknown = doc.toJS();
  const lineOf = (p: readonly PropertyKey[]): number | undefined => {
    for (let n = p.length; n >= 0; n--) {
      const node = doc.getIn(p.slice(0, n) as (string | number)[], true) as Node | undefined;
      const offset = node?.range?.[0];
      if (offset !== undefined) return lines.linePos(offset).line;
    }
    return undefined;
  };
  const rawTasks = (raw as { tasks?: unknown[] } | null)?.tasks;
  const taskName = (i: number) => {
    const id = (rawTasks?.[i] as { id?: unknown } | undefined)?.id;
    return typeof id === 'string' ? `task ${id}` : `task ${i + 1}`;
  };
  const problems: string[] = [];
  const where = (p: readonly PropertyKey[]) => {
    const line = lineOf(p);
    return `${file}${line ? `:${line}` : ''}`;
  };
  const result = taskFileSchema.safeParse(raw);
  if (!result.success) {
    for (const found of result.error.issues) {
      // An unknown field is named as the field itself, where it is written.
      const issue =
        found.code === 'unrecognized_keys'
          ? {
              path: [...found.path, found.keys[0]!],
              message: `not a field here (${found.keys.join(', ')}; a typo?)`,
            }
          : found;
      const p = issue.path;
      if (p[0] === 'tasks' && typeof p[1] === 'number') {
        const field = fieldOf(p.slice(2));
        problems.push(
          `${where(p)}: ${taskName(p[1])}${field ? `, field "${field}"` : ''}: ${issue.message}`,
        );
      } else {
        problems.push(`${where(p)}: field "${fieldOf(p) || '(file)'}": ${issue.message}`);
      }
    }
    throw new ContentError(problems.join('\n'));
  }
  const bank = path.basename(file, '.yaml');
  const tasks = result.data.tasks.map((task, i) => ({
    ...task,
    bank,
    language: result.data.language,
    source: where(['tasks', i]),
  }));
  if (topics) {
    tasks.forEach((task, i) => {
      if (!topics.includes(task.topic))
        problems.push(
          `${where(['tasks', i, 'topic'])}: task ${task.id}, field "topic": no topic "${task.topic}" in content/practice/${bank}.yaml (it has ${topics.join(', ')})`,
        );
    });
    if (problems.length) throw new ContentError(problems.join('\n'));
  }
  return tasks;
}

/** The topic keys of a bank (its own and shared ones). */
const topicKeys = (bank: Bank) => bank.topics.map((t) => t.key);

/** Every task file in a folder, each checked against its bank; all files' mistakes together. */
export function loadTasksFrom(
  dir: string,
  banks: readonly Bank[],
  only?: readonly string[],
): Task[] {
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .filter((name) => !only || only.includes(name.replace(/\.yaml$/, '')))
    .sort();
  const tasks: Task[] = [];
  const problems: string[] = [];
  for (const name of files) {
    const file = path.relative(process.cwd(), path.join(dir, name));
    const bank = banks.find((b) => b.slug === name.replace(/\.yaml$/, ''));
    try {
      if (!bank)
        throw new ContentError(
          `${file}: no bank content/practice/${name}: a task file is named after its bank`,
        );
      tasks.push(...parseTasks(file, readFileSync(path.join(dir, name), 'utf8'), topicKeys(bank)));
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(error.message);
    }
  }
  if (problems.length) throw new ContentError(problems.join('\n'));
  return tasks;
}

let cache: Task[] | undefined;

/** Every task in content/tasks, read once per process. */
export function loadTasks(): Task[] {
  cache ??= loadTasksFrom(taskDir, loadBanks());
  return cache;
}

/** A bank's tasks in one topic, in file order. */
export const tasksOf = (bank: string, topic?: string) =>
  loadTasks().filter((t) => t.bank === bank && (topic === undefined || t.topic === topic));
