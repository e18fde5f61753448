/**
 * Runs first in the worker that runs a learner's JavaScript (inside the sandboxed frame,
 * jsFrame.ts): `console` writes to the page as Node.js would print it (Node's own util.inspect,
 * node-inspect-extracted), and timers are counted, so the run ends when the program has nothing
 * left to do, as `node file.js` does. An uncaught error ends it, as in Node.js.
 */
import { formatWithOptions, inspect } from 'node-inspect-extracted';

type Out =
  | { type: 'output'; stream: 'stdout' | 'stderr'; text: string }
  | { type: 'idle' }
  | { type: 'uncaught'; message: string };
const post = (message: Out) => self.postMessage(message);
const write =
  (stream: 'stdout' | 'stderr') =>
  (...args: unknown[]) =>
    post({ type: 'output', stream, text: `${formatWithOptions({ colors: false }, ...args)}\n` });

const log = write('stdout');
const error = write('stderr');
const counts = new Map<string, number>();
const timers = new Map<string, number>();
Object.assign(console, {
  log,
  info: log,
  debug: log,
  error,
  warn: error,
  trace: error,
  dir: (value: unknown) => log(value),
  count(label = 'default') {
    const n = (counts.get(label) ?? 0) + 1;
    counts.set(label, n);
    log(`${label}: ${n}`);
  },
  countReset(label = 'default') {
    counts.delete(label);
  },
  time(label = 'default') {
    timers.set(label, performance.now());
  },
  timeEnd(label = 'default') {
    const start = timers.get(label);
    if (start !== undefined) log(`${label}: ${(performance.now() - start).toFixed(3)}ms`);
    timers.delete(label);
  },
  assert(condition: unknown, ...args: unknown[]) {
    if (!condition) error('Assertion failed', ...(args.length ? [':', ...args] : []));
  },
});

// A coding task's harness (lib/tasks/harness.ts) shows values as Node.js's util.inspect does,
// as the checks do on Node.js 26.
Object.assign(self, { __inspect: (value: unknown) => inspect(value, { depth: 4 }) });

// A sandboxed frame's worker is no secure context, so it lacks crypto.randomUUID, which Node.js
// has: the same version 4 UUID from crypto.getRandomValues.
if (typeof crypto.randomUUID !== 'function') {
  Object.defineProperty(crypto, 'randomUUID', {
    configurable: true,
    value: () => {
      const b = crypto.getRandomValues(new Uint8Array(16));
      b[6] = (b[6]! & 0x0f) | 0x40;
      b[8] = (b[8]! & 0x3f) | 0x80;
      const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
    },
  });
}

// Timers still to fire: none left (after the script and its promises) means the program is done.
const pending = new Set<unknown>();
const realSetTimeout = self.setTimeout.bind(self);
const realClearTimeout = self.clearTimeout.bind(self);
const realSetInterval = self.setInterval.bind(self);
const realClearInterval = self.clearInterval.bind(self);
let checking = false;
const checkIdle = () => {
  if (checking) return;
  checking = true;
  realSetTimeout(() => {
    checking = false;
    if (pending.size === 0) post({ type: 'idle' });
  }, 0);
};
type Callback = (...args: unknown[]) => void;
Object.assign(self, {
  setTimeout(callback: Callback, ms?: number, ...args: unknown[]) {
    const id = realSetTimeout(() => {
      pending.delete(id);
      try {
        callback(...args);
      } finally {
        checkIdle();
      }
    }, ms);
    pending.add(id);
    return id;
  },
  clearTimeout(id: number) {
    pending.delete(id);
    realClearTimeout(id);
    checkIdle();
  },
  setInterval(callback: Callback, ms?: number, ...args: unknown[]) {
    const id = realSetInterval(() => callback(...args), ms);
    pending.add(id);
    return id;
  },
  clearInterval(id: number) {
    pending.delete(id);
    realClearInterval(id);
    checkIdle();
  },
});
// A rejected promise nobody handles ends the program, as in Node.js.
self.addEventListener('unhandledrejection', (event) => {
  event.preventDefault();
  const reason: unknown = event.reason;
  post({
    type: 'uncaught',
    message:
      reason instanceof Error
        ? `${reason.name}: ${reason.message} (a promise rejected and not handled)`
        : `a promise rejected with ${formatWithOptions({ colors: false }, reason)} and not handled`,
  });
});

// After the whole script (one task) and the promises it settled.
checkIdle();
