/**
 * The page's one Python worker (pyWorker.ts): started on the first Python Run and kept for the
 * next. A program past its time limit ends the worker; the next Run starts a fresh one.
 */
import { RUN_LIMIT_MS, runAssets, STALL_MS } from './assets';
import type { TestResult } from '@/lib/tasks/result';
import type { PyJob, PyMessage, Stream } from './protocol';

export interface RunResult {
  status: number;
  /** Stopped at the time limit. */
  timedOut?: boolean;
  /** The runner itself failed (Pyodide did not load, say). */
  failed?: string;
  /** A rendered document with nothing in its body. */
  empty?: boolean;
}

let worker: Worker | undefined;
let started = false;
/** Whether the current worker has said anything yet: its script arrived and runs. */
let heard = false;
let queue: Promise<unknown> = Promise.resolve();

/** Whether the next run must first load Pyodide (the page says so while it loads). */
export const pythonLoaded = () => started;

/** What the download has received of its total, for the progress bar. */
export type OnProgress = (received: number, total: number) => void;
let lastProgress: [number, number] | undefined;

/** The stall limit (assets.ts); an end-to-end test sets `window.__runStallMs` to shorten it. */
const stallMs = () => (window as { __runStallMs?: number }).__runStallMs ?? STALL_MS;

function newWorker() {
  const created = new Worker(runAssets.pyWorker, { type: 'module' });
  heard = false;
  created.addEventListener('message', ({ data }: MessageEvent<PyMessage>) => {
    if (created === worker) heard = true;
    if (data.type === 'ready') started = true;
    else if (data.type === 'progress') lastProgress = [data.received, data.total];
  });
  lastProgress = undefined;
  return created;
}

/**
 * The learner means to run Python (focus on Run, Edit): start loading Pyodide when the page is
 * idle, so the first Run waits less; never before such intent (6 MB on a phone's plan).
 */
export function warmPython() {
  if (worker) return;
  worker = newWorker();
  worker.postMessage({ warm: true, stallMs: stallMs() });
}

/**
 * Runs a program, or with `task`, a coding task's tests on the learner's code (the worker's
 * lib/tasks/harness.py), each result to `task.onTest` as it comes.
 */
export function runPython(
  code: string,
  onOutput: (stream: Stream, text: string) => void,
  onProgress?: OnProgress,
  task?: { tests: string; onTest: (result: TestResult) => void },
) {
  const job = queue.then(() =>
    runOne(task ? { code, tests: task.tests } : { code }, onOutput, onProgress, task?.onTest),
  );
  queue = job.catch(() => undefined);
  return job;
}

function runOne(
  job: PyJob,
  onOutput: (stream: Stream, text: string) => void,
  onProgress?: OnProgress,
  onTest?: (result: TestResult) => void,
) {
  return new Promise<RunResult>((resolve) => {
    worker ??= newWorker();
    if (!started && lastProgress) onProgress?.(...lastProgress);
    const current = worker;
    let timer: number | undefined;
    // The worker's own script stalled: nothing else would ever say so (the worker watches the
    // rest of Pyodide's download itself).
    const silence = heard
      ? undefined
      : window.setTimeout(() => {
          current.terminate();
          if (worker === current) worker = undefined;
          finish({
            status: 1,
            failed: `the Python worker’s script stopped arriving: nothing came for ${Math.round(stallMs() / 1000)} s`,
          });
        }, stallMs());
    const finish = (result: RunResult) => {
      window.clearTimeout(timer);
      window.clearTimeout(silence);
      current.removeEventListener('message', onMessage);
      current.removeEventListener('error', onError);
      resolve(result);
    };
    const onMessage = ({ data }: MessageEvent<PyMessage>) => {
      window.clearTimeout(silence);
      if (data.type === 'progress') onProgress?.(data.received, data.total);
      else if (data.type === 'started') {
        timer = window.setTimeout(() => {
          current.terminate();
          if (worker === current) worker = undefined;
          finish({ status: 1, timedOut: true });
        }, RUN_LIMIT_MS);
      } else if (data.type === 'output') onOutput(data.stream, data.text);
      else if (data.type === 'test') onTest?.(data.result);
      else if (data.type === 'done') finish({ status: data.status });
      else if (data.type === 'failed') {
        current.terminate();
        if (worker === current) worker = undefined;
        finish({ status: 1, failed: data.message });
      }
    };
    const onError = (event: ErrorEvent) => {
      current.terminate();
      if (worker === current) worker = undefined;
      finish({ status: 1, failed: event.message || 'the Python worker did not start' });
    };
    current.addEventListener('message', onMessage);
    current.addEventListener('error', onError);
    current.postMessage({ ...job, stallMs: stallMs() });
  });
}
