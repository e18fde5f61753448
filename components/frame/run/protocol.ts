/** Messages between the page and its runners (the Python worker, the sandbox frames). */
import type { TestResult } from '@/lib/tasks/result';

/** Run this code; or, with `warm`, only load Pyodide (the learner is about to run). */
export interface PyJob {
  code?: string;
  warm?: boolean;
  /** A coding task's Check: its tests as JSON, run by lib/tasks/harness.py on `code`. */
  tests?: string;
  /** How long a download may go without a byte before it is called stalled (assets.ts). */
  stallMs?: number;
}

export type Stream = 'stdout' | 'stderr';

export type PyMessage =
  | { type: 'ready'; version: string }
  | { type: 'started' }
  /** Bytes of Pyodide's interpreter and standard library received so far, of their total. */
  | { type: 'progress'; received: number; total: number }
  | { type: 'output'; stream: Stream; text: string }
  | { type: 'test'; result: TestResult }
  | { type: 'done'; status: number }
  | { type: 'failed'; message: string };

/** To the JavaScript sandbox: run this code (a classic script). */
export interface JsJob {
  id: number;
  code: string;
  timeoutMs: number;
}

/** From the JavaScript sandbox, for job `id`. */
export type JsMessage = { id: number } & (
  | { type: 'output'; stream: Stream; text: string }
  | { type: 'error'; message: string; line?: number }
  | { type: 'test'; result: TestResult }
  | { type: 'done'; status: number }
  | { type: 'timeout' }
  | { type: 'ready' }
);

/** To the render frame: the document to show. */
export interface RenderJob {
  html: string;
}

/** From the render frame. */
export type RenderMessage =
  | { type: 'ready' }
  | { type: 'height'; height: number; empty: boolean }
  | { type: 'error'; message: string };
