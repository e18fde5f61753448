/**
 * The coding tasks' data format (issue #37; content/README.md "Coding tasks"): one YAML file per
 * bank, content/tasks/<bank file>.yaml. The schema is zod, so the types below are inferred from
 * the one description the build validates against, and every mistake in a file is reported at
 * once with its path (lib/tasks/loadTasks.ts words them). A language is one field, so Java tasks
 * can follow with no change of shape.
 */
import { z } from 'zod';

export const taskLanguages = ['python', 'javascript', 'typescript'] as const;
export type TaskLanguage = (typeof taskLanguages)[number];

export const taskDifficulties = ['Beginner', 'Intermediate', 'Advanced'] as const;

import { DEFAULT_TEST_MS, MAX_TEST_MS } from './limits';

export { DEFAULT_TEST_MS, MAX_TEST_MS };

const slug = z
  .string()
  .regex(
    /^[a-z][a-z0-9-]*$/,
    'must be lower-case letters, digits and hyphens, starting with a letter',
  );
const text = z.string().trim().min(1, 'must not be empty');

export const testSchema = z.strictObject({
  name: text,
  setup: z.string().optional(),
  call: text,
  expected: text,
  timeoutMs: z.number().int().positive().max(MAX_TEST_MS).optional(),
});

export const exampleSchema = z.strictObject({
  input: text,
  output: text,
});

export const taskSchema = z
  .strictObject({
    id: slug,
    topic: slug,
    difficulty: z.enum(taskDifficulties),
    title: text,
    statement: text,
    examples: z
      .array(exampleSchema)
      .min(1, 'needs one or two examples')
      .max(2, 'at most two examples'),
    signature: text,
    starter: text,
    hint: text,
    solution: text,
    cost: text,
    wrong: z.strictObject({
      mistake: text,
      fails: z.array(text).min(1, 'must name at least one test'),
      code: text,
    }),
    tests: z.array(testSchema).min(4, 'needs at least 4 tests'),
  })
  .superRefine((task, ctx) => {
    const names = new Set<string>();
    task.tests.forEach((test, i) => {
      if (names.has(test.name))
        ctx.addIssue({
          code: 'custom',
          path: ['tests', i, 'name'],
          message: `"${test.name}" is used twice in this task`,
        });
      names.add(test.name);
    });
    task.wrong.fails.forEach((name, i) => {
      if (!names.has(name))
        ctx.addIssue({
          code: 'custom',
          path: ['wrong', 'fails', i],
          message: `names no test of this task: "${name}"`,
        });
    });
  });

export const taskFileSchema = z
  .strictObject({
    language: z.enum(taskLanguages),
    tasks: z.array(taskSchema).min(1, 'needs at least one task'),
  })
  .superRefine((file, ctx) => {
    const ids = new Set<string>();
    file.tasks.forEach((task, i) => {
      if (ids.has(task.id))
        ctx.addIssue({
          code: 'custom',
          path: ['tasks', i, 'id'],
          message: `"${task.id}" is used twice in this file`,
        });
      ids.add(task.id);
    });
  });

export type TaskTest = z.infer<typeof testSchema>;
export type TaskExample = z.infer<typeof exampleSchema>;
export type TaskData = z.infer<typeof taskSchema>;
export type TaskFile = z.infer<typeof taskFileSchema>;

/** A task as the site uses it: its data, its bank and language, where it was written. */
export interface Task extends TaskData {
  bank: string;
  language: TaskLanguage;
  /** "content/tasks/python.yaml:12" */
  source: string;
}

/** What the browser's Check needs of a task's tests (fetched on the first Check). */
export interface TaskTestsJson {
  language: TaskLanguage;
  tests: { name: string; setup?: string; call: string; expected: string; timeoutMs: number }[];
}
