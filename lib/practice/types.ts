/**
 * The practice model. The shapes come from the bank schema (lib/practice/bankSchema.ts); what the
 * loader adds (a bank's slug and file, a question's source line) is written here. Only types are
 * imported from the schema, so client components that use this file never ship the schema library.
 */
import type { z } from 'zod';
import type {
  bankSchema,
  codeExampleSchema,
  commandsSchema,
  commandStepSchema,
  questionSchema,
  writtenTopicSchema,
} from './bankSchema';

export { checks, difficulties, languages } from './vocabulary';
export type { Check, Difficulty, Language } from './vocabulary';

export type CodeExample = z.output<typeof codeExampleSchema>;
/** An example's `commands` (content/README.md), run by lib/check/commands.ts. */
export type ExampleCommands = z.output<typeof commandsSchema>;
export type CommandStep = z.output<typeof commandStepSchema>;

export type Question = z.output<typeof questionSchema> & {
  /** Where it was written, for error messages: "content/practice/x.yaml:42". */
  source: string;
};

export type Topic = Omit<z.output<typeof writtenTopicSchema>, 'expectedCount' | 'questions'> & {
  questions: Question[];
};

export type Bank = Omit<z.output<typeof bankSchema>, 'startTopic' | 'topics'> & {
  /** The file name without .yaml. */
  slug: string;
  file: string;
  /** The topic the page opens on; the loader fills in the first topic's key when none is given. */
  startTopic: string;
  /** A topic shared by `ref` is the other bank's topic itself, once the loader has linked it. */
  topics: Topic[];
};
