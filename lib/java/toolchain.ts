/**
 * What the toolchain module (scripts/java-toolchain/: javac 25 and TeaVM in one WebAssembly GC
 * module) exports, as the page's worker (components/frame/run/javaWorker.ts) and the survey of
 * the examples (scripts/java-toolchain/runs.mts) both call it. Types only.
 */
export interface JavaToolchain {
  setPlatform(zip: Int8Array): number;
  setClasslib(zip: Int8Array): number;
  compile(file: string, source: string): string;
  errorCount(): number;
  /** The class the java launcher would start (JEP 512: an instance or compact `main` too). */
  mainClass(): string;
  translate(main: string): string;
  wasm(): Int8Array | null;
  /** The learner's frames by module offset for the last program (lib/java/frames.ts). */
  stackTable(): string;
}
