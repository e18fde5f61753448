/**
 * A question's code example as a zod schema: its language and check, the code, its stated
 * output, and the commands (env, files, steps) that check what it claims. Part of the bank
 * schema (bankSchema.ts); build time only, like it.
 */
import { z } from 'zod';
import { code, describe, text } from './schemaFields';
import { checks, checksFor, languages } from './vocabulary';

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
