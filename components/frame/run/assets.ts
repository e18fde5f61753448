/**
 * The runner's files, named by content hash: scripts/build-frame.mjs builds them first and
 * defines these names for the modules that load them (esbuild `define`). Under Jest or a
 * type check they are only declared.
 */
interface RunAssets {
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
  /** The TypeScript stripper (typescript.ts with sucrase), a bundle of its own. */
  typescript: string;
  /** Bootstrap 5.3's CSS and JS bundle, self-hosted. */
  bootstrapCss: string;
  bootstrapJs: string;
}
/**
 * Defined as JSON text, not as an object: esbuild makes an object `define` a module of its own,
 * lazily initialised, and with code splitting calls that init (and so loads its shared runtime
 * chunk, with the CommonJS helpers the TypeScript stripper needs) from every module of the frame.
 * A string is inlined here and nowhere else.
 */
declare const __RUN_ASSETS__: string;

export const runAssets = JSON.parse(__RUN_ASSETS__) as RunAssets;

/**
 * The TypeScript stripper, loaded on the first TypeScript Run or Check. It is bundled apart
 * (scripts/build-frame.mjs) because sucrase's dependencies are CommonJS: in the frame's split
 * build their interop helpers became a runtime chunk that every module, the first load included,
 * imported. A variable, so esbuild leaves the import to the browser.
 */
export const loadStripper = () =>
  import(runAssets.typescript) as Promise<typeof import('./typescript')>;

/** Seconds a program may run before it is stopped (an endless loop). */
export const RUN_LIMIT_MS = 10_000;

/**
 * How long a part of Pyodide may be under way with nothing arriving before its download is
 * called stalled (the connection open, no bytes: a tunnel, a captive portal, a host that hangs).
 * A slow network still sends bytes; the time spent compiling and starting Python, with nothing
 * under way, never counts. Tests shorten it (python.ts `__runStallMs`).
 */
export const STALL_MS = 30_000;
