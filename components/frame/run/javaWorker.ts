/**
 * The Java toolchain's worker, inside the Java sandbox frame (javaFrame.ts; built as a string and
 * started from a Blob after TeaVM's loader). It holds javac 25 and TeaVM's compiler, one
 * WebAssembly GC module (scripts/java-toolchain/), warm from one Run to the next: TeaVM parses
 * its class library once (most of a first Run's time). It compiles only; the program runs in a
 * worker of its own (javaProgram.ts) that the time limit can end without losing this one.
 */
import type { JavaToolchain } from '@/lib/java/toolchain';
import type { JavaWorkerJob, JavaWorkerMessage } from './protocol';

const post = (message: JavaWorkerMessage, transfer: Transferable[] = []) =>
  self.postMessage(message, { transfer });

let toolchain: JavaToolchain | undefined;

self.onmessage = async ({ data }: MessageEvent<JavaWorkerJob>) => {
  if (data.type === 'start') {
    const t0 = performance.now();
    try {
      const loaded = await TeaVM.wasmGC.load(data.parts.toolchain);
      const x = loaded.exports as unknown as JavaToolchain;
      x.setPlatform(new Int8Array(data.parts.platform));
      x.setClasslib(new Int8Array(data.parts.classlib));
      toolchain = x;
      post({ type: 'started', ms: performance.now() - t0 });
    } catch (error) {
      post({
        type: 'failed',
        message: `the compiler (toolchain.wasm) could not start: ${String((error as Error)?.message ?? error)}`,
      });
    }
    return;
  }
  const { id, file, main, code } = data;
  try {
    const x = toolchain!;
    const javac = x.compile(`${file}.java`, code);
    if (x.errorCount() > 0) {
      post({ type: 'compile-error', id, text: javac });
      return;
    }
    // The launcher's choice after javac, so a compact source file (`void main()`) runs too.
    const teavm = x.translate(x.mainClass() || main);
    const wasm = x.errorCount() > 0 ? null : x.wasm();
    if (!wasm) {
      // TeaVM's words: a method or class its class library lacks, most often.
      post({ type: 'compile-error', id, text: `TeaVM could not link the program:\n${teavm}` });
      return;
    }
    const bytes = wasm.slice().buffer;
    post({ type: 'compiled', id, wasm: bytes, frames: x.stackTable() }, [bytes]);
  } catch (error) {
    // A stack overflow deep in javac or TeaVM leaves the toolchain's state unknown.
    post({ type: 'crashed', id, message: String((error as Error)?.message ?? error) });
  }
};
