import type { CodeExample } from '@/lib/practice/types';

/** One example and where it lives, for messages. */
export interface Example {
  where: string;
  source: string;
  file: string;
  code: CodeExample;
  /**
   * Other files its folder holds, by name: a guide's `# pricing.py` block for the test block
   * that imports it (lib/check/guides.ts). Written beside the example where it runs
   * natively; such an example does not run on Pyodide.
   */
  files?: Record<string, string>;
  /**
   * What the learner reads with the example besides its code (a guide block's chapter: its
   * other blocks), where the files its commands lay out may be shown (lib/check/commands.ts).
   */
  shownWith?: string;
}

export interface CheckOutcome {
  example: Example;
  /**
   * What was done: "run", "compiled", "validated" (checked against its standard by the
   * reference validator: HTML by the Nu HTML Checker), "parsed", "structure", or "skipped".
   */
  done: 'run' | 'compiled' | 'validated' | 'parsed' | 'structure' | 'skipped';
  problem?: string;
  notice?: string;
  /** Where the example ran: "Pyodide 3.14", "CPython 3.13", "Django 5.2.9 on CPython 3.13". */
  ranOn?: string;
  /** The commands the example shows that ran as written (lib/check/commands.ts). */
  commands?: string[];
}

/**
 * One runtime behind one small interface (rustdoc's doctests are the model): it claims the
 * examples it checks, and checks them together, so one JVM, one virtual environment or one
 * interpreter serves many examples.
 */
export interface Checker {
  /** Short name for messages and the per-bank table: "Django", "Spring". */
  name: string;
  /** What is installed, for check:content's runtimes line; undefined when it is missing. */
  describe(): string | undefined;
  /** True for the examples this checker owns (it then does every step for them). */
  claims(example: Example): boolean;
  /** Checks the claimed examples; one outcome per example, in the same order. */
  check(examples: readonly Example[]): Promise<CheckOutcome[]>;
}

/** An installed runtime that runs examples. */
export interface Runtime {
  /** "25", "3.12", "22": major (Java, Node) or major.minor (Python). */
  version: string;
  /** The command to run: an absolute path, or a name on the PATH. */
  command: string;
}
