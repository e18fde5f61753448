import { execFile } from 'node:child_process';
import { availableParallelism } from 'node:os';

// Shared by every checker in lib/check/: running a process, a bounded pool, comparing output.

/** Runs a command; never rejects: a failure, a non-zero exit or a time-out is in the result. */
export function run(
  command: string,
  args: string[],
  cwd: string,
  timeoutMs = 20_000,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      {
        cwd,
        timeout: timeoutMs,
        maxBuffer: 4 * 1024 * 1024,
        env: { ...process.env, PYTHONHASHSEED: '0', NODE_OPTIONS: '' },
      },
      (error, stdout, stderr) => {
        const code = error ? ((error as { code?: number }).code ?? null) : 0;
        resolve({
          code: typeof code === 'number' ? code : 1,
          stdout,
          stderr:
            error && (error as { killed?: boolean }).killed
              ? `timed out after ${timeoutMs / 1000} s`
              : stderr,
        });
      },
    );
  });
}

export async function pool<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}

/**
 * The processes all checkers start share one limit (a JVM, a Node.js or a CPython each): the
 * checkers work side by side, and together they keep to about one process per core.
 */
const processLimit = Math.max(2, availableParallelism());
let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when one of the shared process slots is free. */
export async function inSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= processLimit) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

export const normalise = (text: string) =>
  text
    .replace(/\r\n/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trimEnd();

export function compareOutput(expected: string | undefined, actual: string): string | undefined {
  if (normalise(expected ?? '') === normalise(actual)) return undefined;
  return `prints something else than expectedOutput.\n--- expected\n${normalise(expected ?? '')}\n--- actual\n${normalise(actual)}`;
}

export function firstLines(text: string, count = 12): string {
  return text.split('\n').slice(0, count).join('\n');
}

/** A Python traceback's end (the error and the example's own frames), without the runner's. */
export function lastLines(text: string, count = 12): string {
  return text.trimEnd().split('\n').slice(-count).join('\n');
}
