/**
 * The per-test time limits: apart from the schema, so the page's task code (components/frame/task/)
 * can use them without loading zod.
 */
/** The default per-test limit, and the longest one a test may ask for. */
export const DEFAULT_TEST_MS = 2000;
export const MAX_TEST_MS = 8000;
