/** Every word in the Pagefind index's chunks under `pagefindDir` (the stems its search matches). */
export function indexWords(pagefindDir: string): Set<string>;
