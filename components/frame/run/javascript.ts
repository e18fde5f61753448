/**
 * JavaScript (and TypeScript once stripped) runs in the sandbox page (jsFrame.ts): one hidden
 * frame per page, sandbox="allow-scripts" without allow-same-origin, made on the first Run.
 * The frame runs each program in a worker of its own and ends it at the time limit; should the
 * frame itself stop answering, the page drops it and the next Run makes a new one.
 */
import { RUN_LIMIT_MS, runAssets } from './assets';
import type { RunResult } from './python';
import type { TestResult } from '@/lib/tasks/result';
import type { JsMessage, Stream } from './protocol';
import { asScript } from './script';

let frame: Promise<HTMLIFrameElement> | undefined;
let nextId = 1;

function sandbox(): Promise<HTMLIFrameElement> {
  return (frame ??= new Promise((resolve, reject) => {
    const iframe = document.createElement('iframe');
    iframe.setAttribute('sandbox', 'allow-scripts');
    iframe.hidden = true;
    iframe.title = 'JavaScript runner';
    iframe.src = runAssets.jsFrame;
    const timer = window.setTimeout(() => {
      window.removeEventListener('message', onReady);
      iframe.remove();
      frame = undefined;
      reject(new Error('the JavaScript runner did not load'));
    }, 15_000);
    const onReady = (event: MessageEvent<JsMessage>) => {
      if (event.source !== iframe.contentWindow || event.data?.type !== 'ready') return;
      window.clearTimeout(timer);
      window.removeEventListener('message', onReady);
      resolve(iframe);
    };
    window.addEventListener('message', onReady);
    document.body.append(iframe);
  }));
}

export async function runJavaScript(
  code: string,
  onOutput: (stream: Stream, text: string) => void,
  onError: (message: string, line?: number) => void,
  /** A coding task's Check: each test's result as the harness reports it. */
  onTest?: (result: TestResult) => void,
): Promise<RunResult> {
  let iframe: HTMLIFrameElement;
  try {
    iframe = await sandbox();
  } catch (error) {
    return { status: 1, failed: (error as Error).message };
  }
  const id = nextId++;
  return new Promise((resolve) => {
    // The frame stops the program at the limit; this guard is for a frame that stopped answering.
    const guard = window.setTimeout(() => {
      iframe.remove();
      frame = undefined;
      finish({ status: 1, timedOut: true });
    }, RUN_LIMIT_MS + 5_000);
    const finish = (result: RunResult) => {
      window.clearTimeout(guard);
      window.removeEventListener('message', onMessage);
      resolve(result);
    };
    const onMessage = (event: MessageEvent<JsMessage>) => {
      const data = event.data;
      if (event.source !== iframe.contentWindow || data?.id !== id) return;
      if (data.type === 'output') onOutput(data.stream, data.text);
      else if (data.type === 'error') onError(data.message, data.line);
      else if (data.type === 'test') onTest?.(data.result);
      else if (data.type === 'done') finish({ status: data.status });
      else if (data.type === 'timeout') finish({ status: 1, timedOut: true });
    };
    window.addEventListener('message', onMessage);
    iframe.contentWindow!.postMessage({ id, code: asScript(code), timeoutMs: RUN_LIMIT_MS }, '*');
  });
}
