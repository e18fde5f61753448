/**
 * The bank file's format as zod schemas, one object per concept: bank, topic, question, code
 * example. The messages are worded for the author; lib/practice/parseBank.ts adds the file, line,
 * topic, question and field to each. Build time only: import types from here with `import type`
 * (lib/practice/types.ts), never values into a client component.
 */
import { z } from 'zod';
import { checks, checksFor, difficulties, languages } from './vocabulary';

export const describe = (value: unknown): string =>
  value === undefined ? 'nothing' : JSON.stringify(value);

/** Trimmed, non-empty text; `max` counts the trimmed characters. */
function text(max?: number) {
  const base = z
    .string({ error: (iss) => `must be non-empty text, got ${describe(iss.input)}` })
    .trim()
    .min(1, { error: 'must be non-empty text, got ""' });
  return max === undefined
    ? base
    : base.max(max, {
        error: (iss) => `must be at most ${max} characters (has ${String(iss.input).length})`,
      });
}

/** Non-empty text whose end is trimmed only: code keeps its indentation. */
const code = z
  .string({ error: 'must be non-empty text' })
  .refine((s) => s.trim() !== '', { error: 'must be non-empty text' })
  .transform((s) => s.replace(/\s+$/, ''));

/** Text the page renders with inline `code`: every backtick is closed. */
const prose = text().refine((s) => (s.match(/`/g) ?? []).length % 2 === 0, {
  error: 'has an unclosed ` (inline code)',
});

const positiveWhole = z.int({
  error: (iss) => `must be a positive whole number, got ${describe(iss.input)}`,
});

/** Where an example's commands run: a fresh virtual environment, Node.js 26 or JDK 25. */
export const commandEnvs = ['python', 'node', 'java'] as const;

/** A relative path inside the example's folder: no leading slash, no `..`. */
const relativePath = z
  .string({ error: (iss) => `must be a relative file name, got ${describe(iss.input)}` })
  .refine((name) => /^[\w.-]+(\/[\w.-]+)*$/.test(name) && !name.split('/').includes('..'), {
    error: (iss) => `must be a relative file name, got ${describe(iss.input)}`,
  });

/**
 * One command, run by bash in the example's folder; it must exit 0. `run` is a command the
 * example shows (in its code or note), as written; `claim` a never-shown command that checks what
 * the example says follows (`python -c "import geometry; ..."`). What it prints is compared with
 * `prints`, or with the example's `expectedOutput` when `printsExpectedOutput` is true.
 */
export const commandStepSchema = z
  .strictObject(
    {
      run: text().optional(),
      claim: text().optional(),
      prints: z.string({ error: 'must be text' }).optional(),
      printsExpectedOutput: z.literal(true, { error: 'must be true when given' }).optional(),
    },
    { error: 'must be a mapping with run or claim' },
  )
  .superRefine((step, ctx) => {
    if ((step.run === undefined) === (step.claim === undefined))
      ctx.addIssue({
        code: 'custom',
        message: 'needs exactly one of run (a command the example shows) or claim',
      });
    if (step.prints !== undefined && step.printsExpectedOutput)
      ctx.addIssue({ code: 'custom', message: 'has prints and printsExpectedOutput: give one' });
  });

/**
 * The command(s) the example tells the learner to run (`pytest -q`, `pip install .`), run as
 * written in a clean environment by lib/check/commands.ts; never shown.
 */
export const commandsSchema = z.strictObject(
  {
    env: z.enum(commandEnvs, {
      error: (iss) => `must be one of ${commandEnvs.join(', ')}, got ${describe(iss.input)}`,
    }),
    /** What the example's code is saved as, in an empty folder: `test_store.py`, `setup.py`. */
    file: relativePath,
    /** Other files laid out beside it, by relative path; each must be shown in the example's code. */
    files: z
      .record(relativePath, z.string({ error: 'must be a relative path with its text' }), {
        error: 'must map file paths to their text',
      })
      .optional(),
    steps: z
      .array(commandStepSchema, { error: 'must be a non-empty list of steps' })
      .min(1, { error: 'must be a non-empty list of steps' }),
  },
  { error: 'must be a mapping with env, file and steps' },
);

export const codeExampleSchema = z
  .strictObject(
    {
      language: z.enum(languages, {
        error: (iss) =>
          iss.input === undefined
            ? `is missing: every code example names its language (${languages.join(', ')})`
            : `must be one of ${languages.join(', ')}, got ${describe(iss.input)}`,
      }),
      check: z.enum(checks, {
        error: (iss) => `must be one of ${checks.join(', ')}, got ${describe(iss.input)}`,
      }),
      code,
      expectedOutput: z
        .string({ error: 'must be text' })
        .transform((s) => s.trimEnd())
        .optional(),
      /** Minimum runtime version: Java or Node.js major ("25", "26"), Python major.minor ("3.14"). */
      requires: z
        .union([z.string(), z.number()])
        .transform(String)
        .refine((s) => /^\d+(\.\d+)?$/.test(s), {
          error: (iss) => `must be a version like 21 or "3.12", got ${describe(iss.input)}`,
        })
        .optional(),
      note: text().optional(),
      /**
       * Code a framework checker (lib/check/) runs with the example and never shows: the Django
       * test client calls, the Spring context start. Its output is compared with expectedOutput.
       */
      harness: code.optional(),
      /** Why this example cannot run on its real framework or runtime; such examples are counted. */
      excused: text().optional(),
      /**
       * Why a browser would print something else than expectedOutput (an error's wording that is
       * Node's own): the page then shows the checked output and no Run button
       * (lib/practice/runnable.ts).
       */
      notInBrowser: text().optional(),
      commands: commandsSchema.optional(),
    },
    { error: 'must be a mapping with language, check and code' },
  )
  .superRefine((example, ctx) => {
    const allowed = checksFor[example.language];
    if (!allowed.includes(example.check))
      ctx.addIssue({
        code: 'custom',
        path: ['check'],
        message: `${describe(example.check)} is not available for ${describe(example.language)} (use ${allowed.join(' or ')})`,
      });
    if (example.check === 'run' && example.expectedOutput === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['expectedOutput'],
        message: 'is required when check is run: write exactly what the example prints',
      });
    if (example.check !== 'run' && example.expectedOutput !== undefined)
      ctx.addIssue({ code: 'custom', path: ['expectedOutput'], message: 'is only for check: run' });
    if (example.check === 'run' && example.excused !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['excused'],
        message: 'an example that runs needs no excuse',
      });
    if (example.commands && example.excused !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['excused'],
        message: 'an example whose commands run needs no excuse',
      });
    if (
      example.commands?.steps.some((step) => step.printsExpectedOutput) &&
      example.expectedOutput === undefined
    )
      ctx.addIssue({
        code: 'custom',
        path: ['commands'],
        message: 'printsExpectedOutput needs an expectedOutput',
      });
  });

export const questionSchema = z.strictObject(
  {
    id: positiveWhole.min(1, {
      error: (iss) => `must be a positive whole number, got ${describe(iss.input)}`,
    }),
    difficulty: z.enum(difficulties, {
      error: (iss) => `must be one of ${difficulties.join(', ')}, got ${describe(iss.input)}`,
    }),
    question: prose,
    solutionHint: prose,
    codeExample: codeExampleSchema.optional(),
  },
  { error: 'must be a mapping' },
);

const KEY = /^[a-z][a-z0-9-]*$/;

export const writtenTopicSchema = z
  .strictObject(
    {
      key: z
        .string({ error: (iss) => `must match [a-z][a-z0-9-]*, got ${describe(iss.input)}` })
        .regex(KEY, { error: (iss) => `must match [a-z][a-z0-9-]*, got ${describe(iss.input)}` }),
      name: text(60),
      expectedCount: positiveWhole.min(1, {
        error: (iss) => `must be a positive whole number, got ${describe(iss.input)}`,
      }),
      questions: z.array(questionSchema, { error: 'must be a list of questions' }),
    },
    { error: 'must be a mapping' },
  )
  // Runs even when a question is malformed, so a duplicate id or a wrong count is reported with
  // the other mistakes; it reads only what is well formed.
  .superRefine(
    (topic, ctx) => {
      const raw = (topic ?? {}) as { expectedCount?: unknown; questions?: unknown };
      if (!Array.isArray(raw.questions)) return;
      const seen = new Set<unknown>();
      raw.questions.forEach((q: unknown, i) => {
        const id = (q as { id?: unknown } | null)?.id;
        if (typeof id !== 'number') return;
        if (seen.has(id))
          ctx.addIssue({
            code: 'custom',
            path: ['questions', i, 'id'],
            message: 'this id is used twice in the topic',
          });
        seen.add(id);
      });
      const count = raw.expectedCount;
      if (typeof count === 'number' && Number.isInteger(count) && count !== raw.questions.length)
        ctx.addIssue({
          code: 'custom',
          path: ['expectedCount'],
          message: `the topic declares ${count} questions but has ${raw.questions.length}`,
        });
    },
    { when: () => true },
  );

/** A topic that names another bank's topic: `ref: nodejs/basics` (resolved by the loader). */
export const refTopicSchema = z.strictObject({
  ref: z.string().regex(/^[a-z0-9-]+\/[a-z][a-z0-9-]*$/),
});

export const REF_MESSAGE = 'must be alone and look like "<bank>/<topic key>"';

/** A written topic or a ref; which one is told by the `ref` field, so a message names one. */
export const topicSchema = z.union([refTopicSchema, writtenTopicSchema]);
export const isRefTopic = (raw: unknown): boolean =>
  typeof raw === 'object' && raw !== null && 'ref' in raw;

export const bankSchema = z
  .strictObject(
    {
      title: text(),
      route: text().regex(/^\/[A-Za-z0-9/-]*[A-Za-z0-9]$/, {
        error: (iss) => `must be a path like /practicemysql, got ${describe(iss.input)}`,
      }),
      description: text(160),
      /** The versions the answers hold for, shown as "Answers for {targets}": "Java 21". */
      targets: text(100),
      maxWidth: z
        .int({
          error: (iss) =>
            `must be a whole number of pixels from 600 to 1400, got ${describe(iss.input)}`,
        })
        .min(600, {
          error: (iss) =>
            `must be a whole number of pixels from 600 to 1400, got ${describe(iss.input)}`,
        })
        .max(1400, {
          error: (iss) =>
            `must be a whole number of pixels from 600 to 1400, got ${describe(iss.input)}`,
        })
        .default(900),
      codeLabel: text(40).default('Code Example:'),
      startTopic: text().optional(),
      themeToggle: z.boolean({ error: 'must be true or false' }).default(false),
      topics: z
        .array(topicSchema, { error: 'must be a non-empty list of topics' })
        .min(1, { error: 'must be a non-empty list of topics' }),
    },
    { error: 'the file must be a mapping with title, route and topics' },
  )
  .superRefine(
    (bank, ctx) => {
      const topics = (bank as { topics?: unknown } | null)?.topics;
      if (!Array.isArray(topics)) return;
      const seen = new Set<string>();
      topics.forEach((topic: unknown, t) => {
        const key = (topic as { key?: unknown } | null)?.key;
        if (typeof key !== 'string') return;
        if (seen.has(key))
          ctx.addIssue({
            code: 'custom',
            path: ['topics', t, 'key'],
            message: 'this topic key is used twice',
          });
        seen.add(key);
      });
    },
    { when: () => true },
  );
