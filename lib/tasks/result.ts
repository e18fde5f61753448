/** One test's outcome, as both harnesses (harness.py, harness.ts) report it: plain data. */
export interface TestResult {
  name: string;
  passed: boolean;
  /** repr (Python) or an inspection (JavaScript) of the expected value. */
  expected?: string;
  actual?: string;
  /** An exception: its type, message and the line of the learner's code it came from. */
  error?: { type: string; message: string; line?: number | null };
  /** Why a test failed that is neither a wrong value nor an exception (a time limit). */
  note?: string;
  /** What the learner's code printed during the test. */
  printed?: string;
  ms?: number;
}
