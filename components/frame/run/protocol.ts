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

/** The Java toolchain's three files, as the page fetched them (components/frame/run/java.ts). */
export interface JavaParts {
  toolchain: ArrayBuffer;
  platform: ArrayBuffer;
  classlib: ArrayBuffer;
}

/** To the Java sandbox (javaFrame.ts): start the toolchain with these files, or run a program. */
export type JavaJob =
  | { type: 'start'; parts: JavaParts }
  | { type: 'run'; id: number; file: string; main: string; code: string; timeoutMs: number };

/** From the Java sandbox: the frame loaded, the toolchain started (or not), a job's progress. */
export type JavaMessage =
  | { type: 'ready' }
  | { type: 'started'; ms: number }
  | { type: 'failed'; message: string }
  | ({ id: number } & (
      | { type: 'running' }
      | { type: 'output'; stream: Stream; text: string }
      /** javac's (or TeaVM's) report: the program did not compile. */
      | { type: 'compile-error'; text: string }
      | { type: 'done'; status: number }
      | { type: 'timeout' }
      /** The toolchain itself failed on this program (a stack overflow, say): it restarts. */
      | { type: 'crashed'; message: string }
    ));

/** Inside the Java sandbox, to and from the toolchain worker (javaWorker.ts). */
export type JavaWorkerJob =
  | { type: 'start'; parts: JavaParts }
  | { type: 'compile'; id: number; file: string; main: string; code: string };
export type JavaWorkerMessage =
  | { type: 'started'; ms: number }
  | { type: 'failed'; message: string }
  | { type: 'compiled'; id: number; wasm: ArrayBuffer; frames: string }
  | { type: 'compile-error'; id: number; text: string }
  | { type: 'crashed'; id: number; message: string };

/** Inside the Java sandbox, to the program's worker (javaProgram.ts): the module and its frames. */
export type JavaProgramJob = { wasm: ArrayBuffer; frames: string };

/** Inside the Java sandbox, from the program's worker (javaProgram.ts). */
export type JavaProgramMessage =
  { type: 'output'; stream: Stream; text: string } | { type: 'done'; status: number };
