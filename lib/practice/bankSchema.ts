/**
 * The bank file's format as zod schemas, one object per concept: bank, topic, question, and code
 * example (codeExampleSchema.ts, with the shared field types in schemaFields.ts). The messages
 * are worded for the author; lib/practice/parseBank.ts adds the file, line, topic, question and
 * field to each. Build time only: import types from here with `import type`
 * (lib/practice/types.ts), never values into a client component.
 */
import { z } from 'zod';
import { codeExampleSchema } from './codeExampleSchema';
import { describe, positiveWhole, prose, text } from './schemaFields';
import { difficulties } from './vocabulary';

// The code example's schema has its own file; the bank's importers find it here too.
export {
  codeExampleSchema,
  commandEnvs,
  commandsSchema,
  commandStepSchema,
} from './codeExampleSchema';
export { describe } from './schemaFields';

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
