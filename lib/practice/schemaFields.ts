/**
 * The field types the bank schemas share (bankSchema.ts, codeExampleSchema.ts): trimmed text,
 * code, prose with closed inline code, whole numbers, each with a message worded for the author.
 */
import { z } from 'zod';

export const describe = (value: unknown): string =>
  value === undefined ? 'nothing' : JSON.stringify(value);

/** Trimmed, non-empty text; `max` counts the trimmed characters. */
export function text(max?: number) {
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
export const code = z
  .string({ error: 'must be non-empty text' })
  .refine((s) => s.trim() !== '', { error: 'must be non-empty text' })
  .transform((s) => s.replace(/\s+$/, ''));

/** Text the page renders with inline `code`: every backtick is closed. */
export const prose = text().refine((s) => (s.match(/`/g) ?? []).length % 2 === 0, {
  error: 'has an unclosed ` (inline code)',
});

export const positiveWhole = z.int({
  error: (iss) => `must be a positive whole number, got ${describe(iss.input)}`,
});
