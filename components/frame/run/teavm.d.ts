/** TeaVM's WebAssembly GC loader (wasm-gc-runtime.js, pinned in scripts/java-toolchain/dist/). */
declare namespace TeaVM.wasmGC {
  interface Loaded {
    exports: Record<string, unknown>;
  }
  function load(
    module: ArrayBuffer | Uint8Array | Int8Array,
    options?: { installImports?(imports: Record<string, Record<string, unknown>>): void },
  ): Promise<Loaded>;
}
