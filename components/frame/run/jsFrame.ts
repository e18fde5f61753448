/**
 * The JavaScript sandbox page's script (public/assets/run-js-*.html, framed by the page with
 * sandbox="allow-scripts" and no allow-same-origin, so its origin is opaque: no cookies, storage
 * or DOM of the site). Each job runs in a fresh worker made from a Blob (the prelude, then the
 * learner's code), so an endless loop blocks neither this frame nor the page; the worker is ended
 * when the program is done, throws, or runs past its time limit. The page's own policy (its meta
 * CSP) allows scripts from the site, workers from blob: and no network at all.
 */
import type { JsJob, JsMessage } from './protocol';

declare const __JS_PRELUDE__: string;
const prelude = `${__JS_PRELUDE__}\n`;
const preludeLines = prelude.split('\n').length - 1;

/** From the prelude (jsPrelude.ts) in the worker. */
type WorkerMessage =
  | { type: 'output'; stream: 'stdout' | 'stderr'; text: string }
  | { type: 'idle' }
  | { type: 'uncaught'; message: string }
  // A coding task's Check (lib/tasks/harness.ts): each test's result, then the end of the tests.
  | { type: 'test'; result: import('@/lib/tasks/result').TestResult }
  | { type: 'tests-done' };

let current: { worker: Worker; timer: number; url: string } | undefined;

const send = (message: JsMessage) => window.parent.postMessage(message, '*');

function stop() {
  if (!current) return;
  current.worker.terminate();
  clearTimeout(current.timer);
  URL.revokeObjectURL(current.url);
  current = undefined;
}

/** A line of the learner's code, from a line of the worker's script. */
const line = (lineno: number | undefined) =>
  lineno && lineno > preludeLines ? lineno - preludeLines : undefined;

function run(job: JsJob) {
  stop();
  const url = URL.createObjectURL(new Blob([prelude, job.code], { type: 'text/javascript' }));
  const worker = new Worker(url);
  const finish = (status: number) => {
    send({ id: job.id, type: 'done', status });
    stop();
  };
  worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
    const data = event.data;
    if (data.type === 'idle' || data.type === 'tests-done') finish(0);
    else if (data.type === 'test') send({ id: job.id, type: 'test', result: data.result });
    else if (data.type === 'uncaught') {
      send({ id: job.id, type: 'error', message: data.message });
      finish(1);
    } else send({ id: job.id, type: 'output', stream: data.stream, text: data.text });
  };
  // An uncaught error (or a syntax error) ends the program, as it ends a Node.js process.
  worker.onerror = (event: ErrorEvent) => {
    event.preventDefault();
    send({
      id: job.id,
      type: 'error',
      message: String(event.message ?? 'the program could not start').replace(/^Uncaught /, ''),
      line: line(event.lineno),
    });
    finish(1);
  };
  const timer = window.setTimeout(() => {
    send({ id: job.id, type: 'timeout' });
    stop();
  }, job.timeoutMs);
  current = { worker, timer, url };
}

window.addEventListener('message', (event: MessageEvent<JsJob>) => {
  if (event.source !== window.parent || typeof event.data?.code !== 'string') return;
  run(event.data);
});
send({ id: 0, type: 'ready' });
