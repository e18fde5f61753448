/**
 * The text side of an example's commands (lib/check/commands.ts runs them): which commands an
 * example names, whether a laid-out file is shown in its code, and how a command's output is
 * compared (durations aside).
 */
import type { CodeExample } from '@/lib/practice/types';
import { normalise } from './run';

/**
 * The commands an example names: text in backticks, in its code or note, that starts with a
 * command-line tool's name (`pip install cffi`, `pytest -q`, `python -m unittest`).
 */
export function namedCommands(code: Pick<CodeExample, 'code' | 'note'>): string[] {
  const tools =
    /`((?:pip3?|pytest|python3?|node|npx|tsc|mvn|gradle|django-admin|java|javac|gunicorn|uvicorn|npm|cc|gcc|g\+\+|cythonize)(?: [^`\n]*)?)`/g;
  return [...`${code.code}\n${code.note ?? ''}`.matchAll(tools)].map((m) => m[1]!);
}

/** A shell line as the learner types it: trimmed, without its trailing `# comment`. */
export const withoutComment = (line: string) => line.replace(/(^|\s)#.*$/, '').trim();

/** A code's lines, trimmed: each as written and without a leading comment marker (`#`, `//`). */
const codeLines = (code: string) =>
  code
    .split('\n')
    .map((line) => [line.trim(), line.replace(/^\s*(?:#|\/\/)/, '').trim()])
    .filter(([, bare]) => bare);

/**
 * True when a laid-out file is shown in the example's code, as code or as comment lines
 * (`#   #include <cmath>`), blank lines aside: what runs is what the learner reads.
 */
export function shownIn(code: string, text: string): boolean {
  const haystack = codeLines(code);
  const needle = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (needle.length === 0) return true;
  for (let i = 0; i + needle.length <= haystack.length; i++)
    if (needle.every((line, j) => haystack[i + j]!.includes(line))) return true;
  return false;
}

/** Durations vary from run to run: any matches any. */
const withoutDurations = (text: string) =>
  normalise(text)
    .replace(/\bduration_ms \d+(?:\.\d+)?/g, 'duration_ms <time>')
    .replace(/\b\d+(?:\.\d+)?\s?(?:ms|s)\b/g, '<time>');

export function compareCommandOutput(expected: string, actual: string): string | undefined {
  if (withoutDurations(expected) === withoutDurations(actual)) return undefined;
  return `prints something else.\n--- expected\n${normalise(expected)}\n--- actual\n${normalise(actual)}`;
}
