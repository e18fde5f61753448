import { readFileSync } from 'node:fs';
import path from 'node:path';

/** What `npm run build:docs` wrote about each PDF (public/docs/index.json). */
export interface BuiltDoc {
  title: string;
  summary: string;
  pages: number;
  bytes: number;
  chapters: string[];
}

let cache: Record<string, BuiltDoc> | undefined;

/** The built PDFs' facts, read once per build; fails clearly when the PDFs were not built. */
export function builtDocs(): Record<string, BuiltDoc> {
  if (!cache) {
    const file = path.join(process.cwd(), 'public', 'docs', 'index.json');
    try {
      cache = JSON.parse(readFileSync(file, 'utf8')) as Record<string, BuiltDoc>;
    } catch {
      throw new Error(
        `${path.relative(process.cwd(), file)} is missing: run "npm run build" (it builds the PDFs before the pages)`,
      );
    }
  }
  return cache;
}

export function builtDoc(slug: string): BuiltDoc {
  const doc = builtDocs()[slug];
  if (!doc) throw new Error(`public/docs/index.json has no "${slug}": run "npm run build:docs"`);
  return doc;
}
