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

/**
 * The third-party modules the checks install from PyPI (scripts/runtimes/python-packages.txt,
 * lowercased): the self-hosted Pyodide has none of them, so their examples show their checked
 * output instead of a Run button. lib/check/pythonPackages.test.ts holds this list to the pins.
 */
export const packageModules = [
  'cffi',
  'cython',
  'hypothesis',
  'iniconfig',
  'numpy',
  'packaging',
  'pluggy',
  'pybind11',
  'pycparser',
  'pygments',
  'pytest',
  'setuptools',
  'sortedcontainers',
];

/** The first module the code imports from `modules` (`imports threading`), or undefined. */
function importsOneOf(code: string, modules: readonly string[]): string | undefined {
  for (const match of code.matchAll(
    /^[ \t]*(?:import[ \t]+([\w., \t]+)|from[ \t]+([\w.]+)[ \t]+import)/gm,
  )) {
    const imported = match[1]
      ? match[1].split(',').map((m) => m.trim().split(/\s+/)[0]!)
      : [match[2]!];
    const hit = imported.find((m) => modules.some((n) => m === n || m.startsWith(`${n}.`)));
    if (hit) return `imports ${hit}`;
  }
  return undefined;
}

/** Why the code must run on a native CPython (`imports threading`), or undefined. */
export function needsNativePython(code: string): string | undefined {
  return importsOneOf(code, nativeModules);
}

/** Why the code needs a package from PyPI (`imports numpy`), or undefined. */
export function needsPackage(code: string): string | undefined {
  return importsOneOf(code, packageModules);
}
