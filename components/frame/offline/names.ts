/**
 * What the service worker (sw.ts) and the page's offline module (index.ts) share: the worker's
 * address and its caches' names. A change of what a cache holds gets a new version suffix; the
 * worker deletes every `learn-` cache it does not name when it activates.
 */
export const SW_URL = '/sw.js';
export const caches_ = {
  /** Pages opened or saved: network first, so never stale while the network is there. */
  pages: 'learn-pages-v1',
  /** The build's hashed files (/_next/static/, /assets/): cache first, they never change. */
  assets: 'learn-assets-v1',
  /** Pyodide's folder (/assets/pyodide-<hash>/), once a Python Run has loaded it. */
  pyodide: 'learn-pyodide-v1',
  /** The guides and banks the learner saved: one JSON record per set, keyed by its home path. */
  saved: 'learn-saved-v1',
} as const;

/** A set the learner can save (a guide or a bank), as the build lists it in SETS_URL. */
export interface OfflineSet {
  title: string;
  /** Its pages, the home first. */
  pages: string[];
  /** The hashed files those pages load, and the frame's parts. */
  assets: string[];
  /** What a save downloads, gzip bytes. */
  bytes: number;
}

/** Every set, keyed by its home path (scripts/build-sw.mts writes it). */
export const SETS_URL = '/offline/sets.json';
