/**
 * Java in the page (issue #35): javac 25 and TeaVM compiled to WebAssembly GC, in the Java
 * sandbox frame (javaFrame.ts; one per page, made on the first Java Run, never before). The page
 * fetches the toolchain's three files itself, from the site (hashed names, cached by the
 * browser), checks each, and posts the bytes to the frame: a file that fails to load is named,
 * and the next Run tries again. The frame compiles, then runs the program in a worker of its own
 * that it ends at the time limit; the toolchain stays warm for the next Run.
 */
import { javaProgram } from '@/lib/java/program';
import { RUN_LIMIT_MS, runAssets } from './assets';
import type { RunResult } from './python';
import type { JavaMessage, JavaParts, Stream } from './protocol';

/** Each file as a learner should hear it named when it fails to load. */
const parts: Record<keyof JavaParts, { file: string; name: string; magic: number[] }> = {
  toolchain: {
    file: 'toolchain.wasm',
    name: 'the compiler (toolchain.wasm: javac and TeaVM)',
    magic: [0, 0x61, 0x73, 0x6d],
  },
  platform: {
    file: 'platform.zip',
    name: 'the class library’s API for javac (platform.zip)',
    magic: [0x50, 0x4b],
  },
  classlib: {
    file: 'classlib.zip',
    name: 'TeaVM’s class library (classlib.zip)',
    magic: [0x50, 0x4b],
  },
};

/** Megabytes a first Java Run fetches (decoded), for the status line. */
export const javaMegabytes = Math.round(runAssets.javaBytes / 1_048_576);

async function fetchPart(key: keyof JavaParts): Promise<ArrayBuffer> {
  const { file, name, magic } = parts[key];
  let response: Response;
  try {
    response = await fetch(`${runAssets.java}${file}`);
  } catch {
    throw new Error(`${name} did not load: the connection failed (offline?)`);
  }
  if (!response.ok) throw new Error(`${name} did not load: the server answered ${response.status}`);
  const type = response.headers.get('Content-Type') ?? '';
  // A page where the file should be (an HTML error page or a fallback) is no toolchain.
  if (/^text\//i.test(type))
    throw new Error(
      `${name} came as ${type.split(';')[0]}, not ${file.endsWith('.wasm') ? 'application/wasm' : 'application/zip'}: the server sends the wrong file or type for it`,
    );
  let bytes: ArrayBuffer;
  try {
    bytes = await response.arrayBuffer();
  } catch {
    throw new Error(`${name} did not load: the download broke off`);
  }
  const head = new Uint8Array(bytes, 0, Math.min(magic.length, bytes.byteLength));
  if (!magic.every((b, i) => head[i] === b))
    throw new Error(
      `${name} is not the file it should be (its bytes are not ${file.endsWith('.wasm') ? 'WebAssembly' : 'a zip'})`,
    );
  return bytes;
}

let frame: Promise<HTMLIFrameElement> | undefined;
let started = false;
let nextId = 1;

/** Whether the toolchain is up (the status line then says Compiling, not Starting). */
export const javaLoaded = () => started;

function drop(iframe?: HTMLIFrameElement) {
  iframe?.remove();
  frame = undefined;
  started = false;
}

/** The sandbox frame with the toolchain started in it; rejects naming what failed. */
function sandbox(): Promise<HTMLIFrameElement> {
  return (frame ??= (async () => {
    const iframe = document.createElement('iframe');
    try {
      // The frame and the three files load side by side.
      const loaded = new Promise<void>((resolve, reject) => {
        const timer = window.setTimeout(
          () => reject(new Error('the Java sandbox page did not load')),
          30_000,
        );
        const onReady = (event: MessageEvent<JavaMessage>) => {
          if (event.source !== iframe.contentWindow || event.data?.type !== 'ready') return;
          window.clearTimeout(timer);
          window.removeEventListener('message', onReady);
          resolve();
        };
        window.addEventListener('message', onReady);
      });
      iframe.setAttribute('sandbox', 'allow-scripts');
      iframe.hidden = true;
      iframe.title = 'Java runner';
      iframe.src = runAssets.javaFrame;
      document.body.append(iframe);
      const [toolchain, platform, classlib] = await Promise.all([
        fetchPart('toolchain'),
        fetchPart('platform'),
        fetchPart('classlib'),
        loaded,
      ]);
      const up = new Promise<void>((resolve, reject) => {
        const onMessage = (event: MessageEvent<JavaMessage>) => {
          const data = event.data;
          if (event.source !== iframe.contentWindow) return;
          if (data?.type === 'started') resolve();
          else if (data?.type === 'failed') reject(new Error(data.message));
          else return;
          window.removeEventListener('message', onMessage);
        };
        window.addEventListener('message', onMessage);
      });
      const all: JavaParts = { toolchain, platform, classlib };
      iframe.contentWindow!.postMessage({ type: 'start', parts: all }, '*', [
        toolchain,
        platform,
        classlib,
      ]);
      await up;
      started = true;
      return iframe;
    } catch (error) {
      drop(iframe);
      throw error;
    }
  })());
}

/**
 * Compiles and runs one program. `onStatus` hears when compiling is done and the program runs;
 * javac's errors go to `onError` as javac words them (file:line, the line, a caret).
 */
export async function runJava(
  code: string,
  onOutput: (stream: Stream, text: string) => void,
  onError: (text: string) => void,
  onStatus: (text: string) => void,
): Promise<RunResult> {
  let iframe: HTMLIFrameElement;
  try {
    iframe = await sandbox();
  } catch (error) {
    return { status: 1, failed: (error as Error).message };
  }
  onStatus('Compiling (javac, then TeaVM)…');
  const { file, main } = javaProgram(code);
  const id = nextId++;
  return new Promise((resolve) => {
    // The frame stops the program at the limit; this guard is for a frame that stopped answering
    // (a first compile on a slow phone takes long: the guard is generous).
    const guard = window.setTimeout(() => {
      drop(iframe);
      finish({ status: 1, timedOut: true });
    }, RUN_LIMIT_MS + 300_000);
    const finish = (result: RunResult) => {
      window.clearTimeout(guard);
      window.removeEventListener('message', onMessage);
      resolve(result);
    };
    const onMessage = (event: MessageEvent<JavaMessage>) => {
      const data = event.data;
      if (event.source !== iframe.contentWindow || !('id' in data) || data.id !== id) return;
      if (data.type === 'running') onStatus('Running…');
      else if (data.type === 'output') onOutput(data.stream, data.text);
      else if (data.type === 'compile-error') onError(data.text);
      else if (data.type === 'done') finish({ status: data.status });
      else if (data.type === 'timeout') finish({ status: 1, timedOut: true });
      else if (data.type === 'crashed') {
        onError(
          `The compiler failed on this program (${data.message}); it starts afresh for the next Run.\n`,
        );
        finish({ status: 1 });
      }
    };
    window.addEventListener('message', onMessage);
    iframe.contentWindow!.postMessage(
      { type: 'run', id, file, main: main ?? file, code, timeoutMs: RUN_LIMIT_MS },
      '*',
    );
  });
}
