/**
 * The compiled Java program's worker (one per Run, inside the Java sandbox frame, after TeaVM's
 * loader in the same Blob): it instantiates the module TeaVM made and calls its main, sending
 * standard output and error line by line. The frame ends it at the time limit.
 */
import { installJavaFrames } from '@/lib/java/frames';
import type { JavaProgramJob, JavaProgramMessage, Stream } from './protocol';

const post = (message: JavaProgramMessage) => self.postMessage(message);
let launcherSaid = false;

function stream(name: Stream) {
  let line = '';
  return {
    put(c: number) {
      line += String.fromCharCode(c);
      if (name === 'stderr' && line.startsWith('Exception in thread')) launcherSaid = true;
      if (c === 10 || line.length >= 4096) this.flush();
    },
    flush() {
      if (line) post({ type: 'output', stream: name, text: line });
      line = '';
    },
  };
}

self.onmessage = async ({ data }: MessageEvent<JavaProgramJob>) => {
  const out = stream('stdout');
  const err = stream('stderr');
  let status = 0;
  try {
    const program = await TeaVM.wasmGC.load(data.wasm, {
      installImports(imports) {
        imports.teavmConsole!.putcharStdout = (c: number) => out.put(c);
        imports.teavmConsole!.putcharStderr = (c: number) => err.put(c);
        // The learner's frames in an uncaught exception's trace (the launcher prints them).
        installJavaFrames(imports, data.frames);
      },
    });
    (program.exports.main as (args: string[]) => void)([]);
  } catch (error) {
    // An uncaught exception: the launcher (scripts/java-toolchain) has printed "Exception in
    // thread "main" ..." to standard error already. A WebAssembly trap that TeaVM did not turn
    // into a Java exception ends the program without that line: say it as the runtime words it.
    status = 1;
    err.flush();
    if (!launcherSaid) {
      const message = String((error as Error)?.message ?? error);
      post({ type: 'output', stream: 'stderr', text: `The program stopped: ${message}\n` });
    }
  }
  out.flush();
  err.flush();
  post({ type: 'done', status });
};
