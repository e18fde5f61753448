/**
 * The Java sandbox page's script (public/assets/run-java-*.html, framed by the page with
 * sandbox="allow-scripts" and no allow-same-origin: an opaque origin, no cookies, storage or DOM
 * of the site). Its policy (lib/csp.ts runnerPolicy('java')) allows what TeaVM's loader needs,
 * `new Function` and WebAssembly compilation, here only, and no network: the page fetches the
 * toolchain's files and posts their bytes here. Two kinds of worker, each from a Blob holding
 * TeaVM's loader and its script: the toolchain's (javac and TeaVM, kept warm for the next Run)
 * and, per Run, the program's, ended when the program ends or at the time limit.
 */
import type {
  JavaJob,
  JavaMessage,
  JavaParts,
  JavaProgramJob,
  JavaProgramMessage,
  JavaWorkerMessage,
} from './protocol';

declare const __JAVA_RUNTIME__: string;
declare const __JAVA_WORKER__: string;
declare const __JAVA_PROGRAM__: string;

const send = (message: JavaMessage) => window.parent.postMessage(message, '*');

const blobUrl = (script: string) =>
  URL.createObjectURL(new Blob([__JAVA_RUNTIME__, '\n', script], { type: 'text/javascript' }));
const workerUrl = blobUrl(__JAVA_WORKER__);
const programUrl = blobUrl(__JAVA_PROGRAM__);

let parts: JavaParts | undefined;
let toolchain: Promise<Worker> | undefined;

/** The toolchain worker, started (again, after a crash) from the parts the page sent. */
function startToolchain(): Promise<Worker> {
  return (toolchain ??= new Promise((resolve, reject) => {
    const worker = new Worker(workerUrl);
    worker.onmessage = ({ data }: MessageEvent<JavaWorkerMessage>) => {
      if (data.type === 'started') {
        send({ type: 'started', ms: data.ms });
        resolve(worker);
      } else if (data.type === 'failed') {
        worker.terminate();
        toolchain = undefined;
        reject(new Error(data.message));
      }
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      toolchain = undefined;
      reject(new Error(`the compiler’s worker did not start: ${event.message}`));
    };
    // A copy, not a transfer: the frame keeps the bytes to start a fresh toolchain after a crash.
    worker.postMessage({ type: 'start', parts });
  }));
}

/** javac then TeaVM on the toolchain worker: the program's module, or what stopped it. */
function compile(
  worker: Worker,
  job: Extract<JavaJob, { type: 'run' }>,
): Promise<JavaWorkerMessage> {
  return new Promise((resolve) => {
    const onMessage = ({ data }: MessageEvent<JavaWorkerMessage>) => {
      if (!('id' in data) || data.id !== job.id) return;
      worker.removeEventListener('message', onMessage);
      resolve(data);
    };
    worker.addEventListener('message', onMessage);
    worker.postMessage({
      type: 'compile',
      id: job.id,
      file: job.file,
      main: job.main,
      code: job.code,
    });
  });
}

/** Runs the module in a worker of its own; ends it at the time limit. */
function execute(id: number, program: JavaProgramJob, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const worker = new Worker(programUrl);
    const finish = (message: JavaMessage) => {
      window.clearTimeout(timer);
      worker.terminate();
      send(message);
      resolve();
    };
    const timer = window.setTimeout(() => finish({ id, type: 'timeout' }), timeoutMs);
    worker.onmessage = ({ data }: MessageEvent<JavaProgramMessage>) => {
      if (data.type === 'output')
        send({ id, type: 'output', stream: data.stream, text: data.text });
      else finish({ id, type: 'done', status: data.status });
    };
    worker.onerror = (event) => {
      event.preventDefault();
      send({
        id,
        type: 'output',
        stream: 'stderr',
        text: `The program stopped: ${event.message}\n`,
      });
      finish({ id, type: 'done', status: 1 });
    };
    send({ id, type: 'running' });
    worker.postMessage(program, [program.wasm]);
  });
}

async function run(job: Extract<JavaJob, { type: 'run' }>) {
  const worker = await startToolchain();
  const result = await compile(worker, job);
  if (result.type === 'compile-error') {
    send({ id: job.id, type: 'compile-error', text: result.text });
    send({ id: job.id, type: 'done', status: 1 });
  } else if (result.type === 'crashed') {
    worker.terminate();
    toolchain = undefined;
    send({ id: job.id, type: 'crashed', message: result.message });
  } else if (result.type === 'compiled')
    await execute(job.id, { wasm: result.wasm, frames: result.frames }, job.timeoutMs);
}

// One job at a time, in order: the toolchain is one module with one state.
let queue: Promise<unknown> = Promise.resolve();
window.addEventListener('message', (event: MessageEvent<JavaJob>) => {
  if (event.source !== window.parent) return;
  const job = event.data;
  if (job?.type === 'start') {
    parts = job.parts;
    queue = queue
      .then(startToolchain)
      .catch((error: unknown) => send({ type: 'failed', message: (error as Error).message }));
  } else if (job?.type === 'run') {
    queue = queue
      .then(() => run(job))
      .catch((error: unknown) =>
        send({ id: job.id, type: 'crashed', message: (error as Error).message }),
      );
  }
});
send({ type: 'ready' });
