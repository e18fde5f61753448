// Which Java examples get Run in the page (issue #35), decided by data: lib/java/javaRuns.json,
// written by scripts/java-toolchain/runs.mts (npm run java:runs), which compiles and runs every
// whole-program Java example through the pinned toolchain (the module the page loads) and
// compares its output with the checked JDK 25 output. An example gets Run only when it matched
// with the code it has now (its hash). lib/practice/runnable.ts asks here at build time.
import { createHash } from 'node:crypto';
import runs from './javaRuns.json';

/** What running an example through the toolchain gave: a match, or why not. */
export const javaOutcomes = [
  'match',
  'compile error',
  'missing API',
  'different output',
  'exception',
  'toolchain failed',
  'no main method',
] as const;
export type JavaOutcome = (typeof javaOutcomes)[number];

export interface JavaRun {
  /** "corejava / basics / question 3" or "guide java / records / block 2". */
  key: string;
  hash: string;
  outcome: JavaOutcome;
  /** Why not a match: javac's first line, TeaVM's missing method, the first differing line. */
  reason?: string;
}

export interface JavaRunsFile {
  /** The pinned toolchain it was made with (scripts/java-toolchain/dist/manifest.json). */
  toolchain: string;
  runs: JavaRun[];
}

export const javaRunsFile = 'lib/java/javaRuns.json';
export const refreshCommand = 'npm run java:runs';

/** A hash of an example's code as the page runs it (trailing blank lines aside). */
export function codeHash(code: string): string {
  return createHash('sha256').update(code.replace(/\s+$/, '')).digest('hex').slice(0, 16);
}

export const javaRunsData = runs as JavaRunsFile;
const matching = new Set(javaRunsData.runs.filter((r) => r.outcome === 'match').map((r) => r.hash));

/** Whether this code, as it is now, printed exactly its JDK 25 output through the toolchain. */
export const javaRunsHere = (code: string) => matching.has(codeHash(code));
