// Which Python examples Pyodide cannot run. Pure (no Node.js imports), so the code checks
// (lib/practice/pyodide.ts), the build's runnable decision (lib/practice/runnable.ts) and the
// browser's Python worker (components/frame/run/pyWorker.ts) share the one list.

/**
 * Modules whose examples run on a native CPython instead: Pyodide has no threads, processes or
 * sockets, and asyncio's own event loop needs sockets (its self-pipe; Pyodide swaps in a loop
 * on top of JavaScript's, which orders and times callbacks differently).
 */
export const nativeModules = [
  'threading',
  '_thread',
  'multiprocessing',
  'concurrent',
  'subprocess',
  'socket',
  'socketserver',
  'ssl',
  'selectors',
  'asyncio',
  'http.server',
];

/** Why the code must run on a native CPython (`imports threading`), or undefined. */
export function needsNativePython(code: string): string | undefined {
  for (const match of code.matchAll(
    /^[ \t]*(?:import[ \t]+([\w., \t]+)|from[ \t]+([\w.]+)[ \t]+import)/gm,
  )) {
    const modules = match[1]
      ? match[1].split(',').map((m) => m.trim().split(/\s+/)[0]!)
      : [match[2]!];
    const hit = modules.find((m) => nativeModules.some((n) => m === n || m.startsWith(`${n}.`)));
    if (hit) return `imports ${hit}`;
  }
  return undefined;
}
