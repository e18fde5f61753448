// Types of precompress.mjs, for the TypeScript build steps that reuse its walk (scripts/csp.ts).
export const compressible: RegExp;
export function textFiles(dir: string): string[];
export function precompress(dir: string): number;
