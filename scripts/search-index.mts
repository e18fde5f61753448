/**
 * The site search index, written after `next build` into out/pagefind/ (Pagefind's Node API).
 *
 *   node --import tsx scripts/search-index.mts [out]
 *
 * Records come from the content loaders (lib/search/records.ts), one per question and one per
 * guide section, so the index holds what a reader searches for and none of the page frame.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { loadGuides } from '../lib/library/guide';
import { loadBanks } from '../lib/practice/loadBanks';
import {
  guideRecords,
  questionRecords,
  sectionTexts,
  type SearchRecord,
} from '../lib/search/records';

// Pagefind writes its ready-made UIs too; the site has its own, so they are not deployed.
const unusedUi = [
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-highlight.js',
  // Every record is English (forceLanguage), so only wasm.en.pagefind is loaded.
  'wasm.unknown.pagefind',
];

async function main() {
  const outputPath = path.join(process.argv[2] ?? 'out', 'pagefind');
  const records: SearchRecord[] = [
    ...questionRecords(loadBanks()),
    ...guideRecords(sectionTexts(loadGuides())),
  ];

  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  for (const record of records) {
    const added = await index.addCustomRecord(record);
    if (added.errors.length) throw new Error(`pagefind: ${record.url}: ${added.errors.join('; ')}`);
  }
  rmSync(outputPath, { recursive: true, force: true });
  const written = await index.writeFiles({ outputPath });
  if (written.errors.length) throw new Error(`pagefind: ${written.errors.join('; ')}`);
  await pagefind.close();
  for (const name of unusedUi) rmSync(path.join(outputPath, name), { force: true });

  const kinds = records.reduce<Record<string, number>>((count, r) => {
    count[r.meta.kind!] = (count[r.meta.kind!] ?? 0) + 1;
    return count;
  }, {});
  console.log(
    `search-index: ${records.length} records (${Object.entries(kinds)
      .map(([kind, n]) => `${n} ${kind}s`)
      .join(', ')}) in ${outputPath}/`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
