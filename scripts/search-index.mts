/**
 * The site search index, written after `next build` into out/pagefind/ (Pagefind's Node API).
 *
 *   node --import tsx scripts/search-index.mts [out]
 *
 * Records come from the content loaders (lib/search/records.ts), one per question, one per
 * coding task and one per guide section, so the index holds what a reader searches for and none of the page frame.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { loadGuides } from '../lib/library/guide';
import { loadBanks } from '../lib/practice/loadBanks';
import { loadTasks } from '../lib/tasks/loadTasks';
import {
  guideRecords,
  questionRecords,
  sectionTexts,
  taskRecords,
  type SearchRecord,
} from '../lib/search/records';
import { indexedWords, vocabularyFiles, type VocabularyIndex } from '../lib/search/vocabulary';
import { indexWords } from './lib/pagefind-index.mjs';

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
    ...taskRecords(loadBanks(), loadTasks()),
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
  const vocabulary = writeVocabulary(outputPath, records);

  const kinds = records.reduce<Record<string, number>>((count, r) => {
    count[r.meta.kind!] = (count[r.meta.kind!] ?? 0) + 1;
    return count;
  }, {});
  console.log(
    `search-index: ${records.length} records (${Object.entries(kinds)
      .map(([kind, n]) => `${n} ${kind}s`)
      .join(', ')}) in ${outputPath}/, ${vocabulary} words in its vocabulary`,
  );
}

/**
 * The search's vocabulary (lib/search/vocabulary.ts): the index's own words and the records'
 * words as written, cut by their first two letters, in a folder named by a hash of them all.
 */
function writeVocabulary(outputPath: string, records: readonly SearchRecord[]): number {
  const words = indexWords(outputPath);
  for (const record of records) {
    const text = [record.content, record.meta.title ?? ''].join('\n');
    for (const word of indexedWords(text)) words.add(word);
  }
  const { cuts, words: byCut } = vocabularyFiles(words);
  const files = byCut.map((list) => list.join('\n'));
  const folder = createHash('sha256').update(cuts.join(' ')).update(files.join('\0')).digest('hex');
  const dir = path.join(outputPath, 'words', folder.slice(0, 12));
  mkdirSync(dir, { recursive: true });
  files.forEach((text, n) => writeFileSync(path.join(dir, `${n}.txt`), text));
  const index: VocabularyIndex = { folder: folder.slice(0, 12), cuts: cuts.join(' ') };
  writeFileSync(path.join(outputPath, 'words.json'), JSON.stringify(index));
  return words.size;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
