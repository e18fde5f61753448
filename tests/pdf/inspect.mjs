// What the PDF tests share: the renderer and guide parser, and `inspect`, which reads back what a
// PDF holds with pdfjs-dist, and `assertStudyGuide`, what every study guide PDF must be.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const FIXTURES = join(ROOT, 'tests', 'fixtures', 'library');
export const PUBLIC_DOCS = join(ROOT, 'public', 'docs');
export const PUBLIC_INDEX = join(PUBLIC_DOCS, 'index.json');

export const { renderGuide } = await tsImport('../../scripts/pdf/render.ts', import.meta.url);
export const { parseGuidesIn, parseGuide } = await tsImport(
  '../../lib/library/guide.ts',
  import.meta.url,
);

export const A4_WIDTH = 595.28;
export const MARGIN = 80;
export const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');
export const squash = (text) => text.replace(/\s+/g, ' ').trim();

/**
 * Everything the assertions need from one PDF. `all: false` reads only the cover, the contents
 * and each chapter's first page, and collects fonts from the first three of those (enough for
 * content checks on rendering the fixtures already test page by page).
 */
export async function inspect(bytes, { all = true } = {}) {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    verbosity: 0,
    fontExtraProperties: true,
    disableFontFace: true,
    isEvalSupported: false,
  }).promise;
  try {
    const outline = (await pdf.getOutline()) ?? [];
    const outlinePages = [];
    for (const item of outline) {
      const dest = typeof item.dest === 'string' ? await pdf.getDestination(item.dest) : item.dest;
      outlinePages.push(await pdf.getPageIndex(dest[0]));
    }
    const pages = [];
    const fonts = new Map();
    const wanted = new Set(all ? [] : [0, 1, ...outlinePages]);
    for (let n = 1; n <= pdf.numPages; n++) {
      if (!all && !wanted.has(n - 1)) {
        pages.push(null);
        continue;
      }
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const text = content.items.map((item) => item.str + (item.hasEOL ? '\n' : '')).join('');
      if (all || pages.filter(Boolean).length < 3) {
        const ops = await page.getOperatorList();
        ops.fnArray.forEach((fn, i) => {
          if (fn !== OPS.setFont) return;
          const id = ops.argsArray[i][0];
          if (!fonts.has(id)) fonts.set(id, page.commonObjs.get(id));
        });
      }
      const items = content.items
        .filter((item) => item.str.trim() !== '')
        .map((item) => ({
          str: item.str,
          x: item.transform[4],
          y: item.transform[5],
          width: item.width,
          font: content.styles[item.fontName]?.fontFamily,
        }));
      // Visual lines: items grouped by baseline, left to right (drawing order may differ).
      const rows = new Map();
      for (const item of items) {
        const key = Math.round(item.y * 2);
        rows.set(key, [...(rows.get(key) ?? []), item]);
      }
      const lines = [...rows.entries()]
        .sort((a, b) => b[0] - a[0])
        .map(([, row]) =>
          row
            .sort((a, b) => a.x - b.x)
            .map((item) => item.str)
            .join(' '),
        );
      pages.push({ text, items, lines });
      page.cleanup();
    }
    const { info } = await pdf.getMetadata();
    return {
      numPages: pdf.numPages,
      outline,
      outlinePages,
      pages,
      fonts: [...fonts.values()],
      info,
    };
  } finally {
    await pdf.destroy();
  }
}

/** The checks every study-guide PDF must pass (on the pages `inspect` read). */
export function assertStudyGuide(result, { title, chapters }) {
  const read = result.pages.map((page, i) => [page, i]).filter(([page]) => page !== null);
  assert.ok(result.numPages >= 8, `expected at least 8 pages, got ${result.numPages}`);

  // Bookmarks: one top-level entry per chapter, in order, pointing at a page that shows it.
  assert.deepEqual(
    result.outline.map((item) => item.title),
    chapters,
  );
  result.outlinePages.forEach((pageIndex, i) => {
    assert.ok(
      squash(result.pages[pageIndex].text).includes(squash(chapters[i])),
      `bookmark "${chapters[i]}" points at page ${pageIndex + 1}, which does not show it`,
    );
  });

  // Selectable text: every chapter title, in the body and in the table of contents (page 2).
  const allText = squash(read.map(([p]) => p.text).join('\n'));
  for (const chapter of chapters)
    assert.ok(allText.includes(squash(chapter)), `text lacks chapter title "${chapter}"`);
  assert.match(result.pages[1].text, /Contents/);

  // Footer page numbers on every page but the cover.
  assert.ok(!/Page 1 of/.test(result.pages[0].text), 'the cover has no page number');
  for (const [page, i] of read.slice(1)) {
    assert.ok(
      page.text.includes(`Page ${i + 1} of ${result.numPages}`),
      `page ${i + 1} lacks its footer number`,
    );
  }

  // Embedded fonts only: Noto Sans for text, JetBrains Mono for code.
  assert.ok(result.fonts.length > 0, 'no fonts found');
  for (const font of result.fonts) {
    assert.equal(font.missingFile, false, `font ${font.name} is not embedded`);
  }
  const names = result.fonts.map((f) => f.name).join(' ');
  assert.match(names, /NotoSans-Regular/);
  assert.match(names, /NotoSans-Bold/);

  // Nothing is drawn outside the side margins (code wraps inside its box).
  for (const [page, p] of read) {
    for (const item of page.items) {
      assert.ok(
        item.x >= MARGIN - 0.5 && item.x + item.width <= A4_WIDTH - MARGIN + 0.5,
        `page ${p + 1}: "${item.str}" overflows the margins (x=${item.x.toFixed(1)}, width=${item.width.toFixed(1)})`,
      );
    }
  }

  assert.equal(result.info.Title, title);
  assert.ok(result.info.Author, 'Author is set');
  assert.ok(result.info.Subject, 'Subject is set');
  assert.equal(result.info.CreationDate, result.info.ModDate);
}
