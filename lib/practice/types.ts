export const difficulties = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type Difficulty = (typeof difficulties)[number];

export const languages = [
  'java',
  'jsp',
  'python',
  'django',
  'sql',
  'plsql',
  'mongosh',
  'javascript',
  'typescript',
  'jsx',
  'tsx',
  'html',
  'css',
  'c',
  'json',
  'yaml',
  'properties',
] as const;
export type Language = (typeof languages)[number];

export const checks = ['run', 'compile', 'parse', 'structure'] as const;
export type Check = (typeof checks)[number];

export interface CodeExample {
  language: Language;
  check: Check;
  code: string;
  expectedOutput?: string;
  /** Minimum runtime version: Java or Node.js major ("25", "26"), Python major.minor ("3.14"). */
  requires?: string;
  note?: string;
  /**
   * Code a framework checker (lib/check/) runs with the example and never shows: the Django test
   * client calls, the Spring context start. Its output is compared with expectedOutput.
   */
  harness?: string;
  /** Why this example cannot run on its real framework or runtime; such examples are counted. */
  excused?: string;
  /**
   * Why a browser would print something else than expectedOutput (an error's wording that is
   * Node's own): the page then shows the checked output and no Run button (lib/practice/runnable.ts).
   */
  notInBrowser?: string;
  /**
   * The command(s) the example tells the learner to run (`pytest -q`, `pip install .`), run as
   * written in a clean environment by lib/check/commands.ts; never shown.
   */
  commands?: ExampleCommands;
}

/** Where an example's commands run: a fresh virtual environment, Node.js 26 or JDK 25. */
export const commandEnvs = ['python', 'node', 'java'] as const;

export interface ExampleCommands {
  env: (typeof commandEnvs)[number];
  /** What the example's code is saved as, in an empty folder: `test_store.py`, `setup.py`. */
  file: string;
  /** Other files laid out beside it, by relative path; each must be shown in the example's code. */
  files?: Record<string, string>;
  steps: CommandStep[];
}

/**
 * One command, run by bash in the example's folder; it must exit 0. `run` is a command the
 * example shows (in its code or note), as written; `claim` a never-shown command that checks what
 * the example says follows (`python -c "import geometry; ..."`). What it prints is compared with
 * `prints`, or with the example's `expectedOutput` when `printsExpectedOutput` is true.
 */
export interface CommandStep {
  run?: string;
  claim?: string;
  prints?: string;
  printsExpectedOutput?: boolean;
}

export interface Question {
  id: number;
  difficulty: Difficulty;
  question: string;
  solutionHint: string;
  codeExample?: CodeExample;
  /** Where it was written, for error messages: "content/practice/x.yaml:42". */
  source: string;
}

export interface Topic {
  key: string;
  name: string;
  questions: Question[];
}

export interface Bank {
  /** The file name without .yaml. */
  slug: string;
  file: string;
  title: string;
  route: string;
  description: string;
  /** The versions the answers hold for, shown as "Answers for {targets}": "Java 21". */
  targets: string;
  maxWidth: number;
  codeLabel: string;
  startTopic: string;
  themeToggle: boolean;
  topics: Topic[];
}
