/**
 * The runner's files, named by content hash: scripts/build-frame.mjs builds them first and
 * defines these names for the modules that load them (esbuild `define`). Under Jest or a
 * type check they are only declared.
 */
declare const __RUN_ASSETS__: {
  /** The Python worker (components/frame/run/pyWorker.ts). */
  pyWorker: string;
  /** Pyodide's folder, its files as the npm package ships them, ending in '/'. */
  pyodide: string;
  /** Bytes of pyodide.asm.wasm and python_stdlib.zip as the browser gets them (decoded). */
  pyodideBytes: number;
  /** The JavaScript sandbox page (its own CSP; runs learner code in a worker inside it). */
  jsFrame: string;
  /** The Java sandbox page (its own CSP: TeaVM's loader needs eval and WebAssembly). */
  javaFrame: string;
  /** The pinned Java toolchain's folder (toolchain.wasm, platform.zip, classlib.zip), ending '/'. */
  java: string;
  /** Bytes of those three files as the browser gets them (decoded). */
  javaBytes: number;
  /** The HTML and CSS render page (its own CSP). */
  htmlFrame: string;
  /** Bootstrap 5.3's CSS and JS bundle, self-hosted. */
  bootstrapCss: string;
  bootstrapJs: string;
};

export const runAssets = __RUN_ASSETS__;

/** Seconds a program may run before it is stopped (an endless loop). */
export const RUN_LIMIT_MS = 10_000;
