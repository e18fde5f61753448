/**
 * Study guides -> PDFs.
 *
 *   node --import tsx scripts/build-docs.ts [--out public/docs] [--src content/library] [--brand "Learn Skills"]
 *
 * Reads every guide through lib/library/guide.ts (the one parse the web edition also uses),
 * renders each with scripts/pdf/ and writes `<out>/<slug>.pdf` plus `<out>/index.json`
 * ({ [slug]: { title, summary, pages, bytes, chapters } }). The same source gives the same bytes.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { site } from '../content/site';
import { GUIDE_DIR, loadGuides, parseGuidesIn, type Guide } from '../lib/library/guide';
import { renderGuide } from './pdf/render';

export { renderGuide } from './pdf/render';

export interface DocIndexEntry {
  title: string;
  summary: string;
  pages: number;
  bytes: number;
  chapters: string[];
}

export interface BuildOptions {
  guides: readonly Guide[];
  out?: string;
  brand?: string;
  log?: (line: string) => void;
}

/** Writes `<out>/<slug>.pdf` for every guide and `<out>/index.json`; removes stale PDFs. */
export async function buildDocs(options: BuildOptions): Promise<Record<string, DocIndexEntry>> {
  const out = options.out ?? 'public/docs';
  const log = options.log ?? (() => {});
  mkdirSync(out, { recursive: true });
  const index: Record<string, DocIndexEntry> = {};
  for (const guide of options.guides) {
    const started = performance.now();
    const { pdf, pages } = await renderGuide(guide, { brand: options.brand });
    writeFileSync(join(out, `${guide.slug}.pdf`), pdf);
    index[guide.slug] = {
      title: guide.title,
      summary: guide.summary,
      pages,
      bytes: pdf.length,
      chapters: guide.chapters.map((c) => c.title),
    };
    log(
      `  ${guide.slug}.pdf  ${pages} pages  ${(pdf.length / 1024).toFixed(0)} KiB  ${Math.round(performance.now() - started)} ms`,
    );
  }
  for (const name of readdirSync(out)) {
    if (name.endsWith('.pdf') && !(name.slice(0, -4) in index)) rmSync(join(out, name));
  }
  writeFileSync(join(out, 'index.json'), JSON.stringify(index, null, 2) + '\n');
  return index;
}

function argValue(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = args[i + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`${name} needs a value`);
  return value;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const known = new Set(['--out', '--src', '--brand']);
  for (let i = 0; i < args.length; i += 2) {
    if (!known.has(args[i] as string))
      throw new Error(`unknown argument ${args[i]} (use --out, --src, --brand)`);
  }
  const out = argValue(args, '--out') ?? 'public/docs';
  const src = argValue(args, '--src') ?? GUIDE_DIR;
  const started = performance.now();
  console.log(`build-docs: ${src} -> ${out}`);
  // The site's own library is checked against its registry (cards, /book and PDFs agree).
  const guides = src === GUIDE_DIR ? loadGuides() : parseGuidesIn(src);
  const index = await buildDocs({
    guides,
    out,
    brand: argValue(args, '--brand') ?? site.name,
    log: console.log,
  });
  const count = Object.keys(index).length;
  console.log(
    `build-docs: ${count} document${count === 1 ? '' : 's'} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

const invokedPath = process.argv[1];
if (invokedPath && import.meta.url === pathToFileURL(resolve(invokedPath)).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
