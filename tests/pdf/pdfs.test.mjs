// Study-guide PDFs: renders the fixtures with scripts/build-docs.ts and inspects the result with
// pdfjs-dist; when public/docs/index.json exists (after `node --import tsx scripts/build-docs.ts`)
// it also checks every PDF listed there.
//
//   node --test tests/pdf/
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const FIXTURES = join(ROOT, 'tests', 'fixtures', 'library');
const PUBLIC_DOCS = join(ROOT, 'public', 'docs');
const PUBLIC_INDEX = join(PUBLIC_DOCS, 'index.json');

const { renderGuide } = await tsImport('../../scripts/pdf/render.ts', import.meta.url);
const { parseGuidesIn, parseGuide } = await tsImport('../../lib/library/guide.ts', import.meta.url);

const A4_WIDTH = 595.28;
const MARGIN = 80;
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');
const squash = (text) => text.replace(/\s+/g, ' ').trim();

/**
 * Everything the assertions need from one PDF. `all: false` reads only the cover, the contents
 * and each chapter's first page, and collects fonts from the first three of those (enough for
 * content checks on rendering the fixtures already test page by page).
 */
async function inspect(bytes, { all = true } = {}) {
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
function assertStudyGuide(result, { title, chapters }) {
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

describe('fixture study guides', () => {
  const docs = parseGuidesIn(FIXTURES);

  test('the fixture folder has a document', () => {
    assert.ok(docs.length >= 1);
  });

  for (const doc of docs) {
    describe(doc.slug, () => {
      let first;
      let inspected;
      const render = async () => (first ??= await renderGuide(doc));
      const view = async () => (inspected ??= await inspect((await render()).pdf));

      test('two renders of the same source are byte-identical', async () => {
        const a = await render();
        const b = await renderGuide(
          parseGuide(
            join(FIXTURES, `${doc.slug}.md`),
            readFileSync(join(FIXTURES, `${doc.slug}.md`), 'utf8'),
          ),
        );
        assert.equal(sha256(a.pdf), sha256(b.pdf));
        assert.ok(a.pdf.equals(b.pdf));
      });

      test('is a complete study guide (pages, bookmarks, text, fonts, footer, metadata)', async () => {
        const result = await view();
        assertStudyGuide(result, { title: doc.title, chapters: doc.chapters.map((c) => c.title) });
        assert.match(result.fonts.map((f) => f.name).join(' '), /JetBrainsMono-Regular/);
      });

      test('bookmarks nest the ### sections under their chapter', async () => {
        const result = await view();
        doc.chapters.forEach((chapter, i) => {
          const sections = chapter.sections.map((s) => s.title);
          assert.deepEqual(
            result.outline[i].items.map((item) => item.title),
            sections,
          );
        });
      });

      test('the table of contents gives each chapter its real page number', async () => {
        const { chapterPages } = await render();
        const result = await view();
        assert.deepEqual(
          result.outlinePages.map((index) => index + 1),
          chapterPages,
        );
        const toc = squash(result.pages[1].lines.join(' '));
        doc.chapters.forEach((chapter, i) => {
          assert.ok(
            toc.includes(`${squash(chapter.title)} ${chapterPages[i]}`),
            `contents line for "${chapter.title}" should end with page ${chapterPages[i]}: ${toc}`,
          );
        });
      });

      test('the cover shows title, summary, "Study guide", versions, brand and practice route', async () => {
        const cover = squash((await view()).pages[0].text);
        for (const part of [doc.title, 'Study guide', doc.targets, 'Learn Skills', doc.practice]) {
          assert.ok(cover.includes(squash(part)), `cover lacks "${part}"`);
        }
        assert.ok(cover.includes(squash(doc.summary).slice(0, 40)), 'cover lacks the summary');
      });

      test('code keeps its indentation (each line starts at its column)', async () => {
        const items = (await view()).pages.flatMap((p) => p.items);
        let checked = 0;
        for (const block of doc.chapters.flatMap((c) => c.nodes).filter((b) => b.type === 'code')) {
          const [first, ...rest] = block.value.split('\n');
          // The block's first line, unindented, gives the left edge and the character width.
          const anchor = items.find((item) => item.str === first);
          if (!anchor || /^\s/.test(first)) continue;
          const advance = anchor.width / first.length;
          for (const line of rest) {
            const indent = /^ */.exec(line)[0].length;
            if (line.includes('\t') || line.length > 70 || line.trim() === '') continue;
            const word = line.trim().split(/\s+/)[0];
            const x = anchor.x + indent * advance;
            assert.ok(
              items.some((item) => item.str.startsWith(word) && Math.abs(item.x - x) < 0.5),
              `code line ${JSON.stringify(line)} should start at x=${x.toFixed(1)}`,
            );
            checked++;
          }
        }
        assert.ok(checked >= 10, `only ${checked} code lines checked`);
      });
    });
  }
});

describe('edge cases', () => {
  test('many chapters, long titles, a code block longer than a page, missing glyph fallback', async () => {
    const chapters = [];
    for (let i = 1; i <= 30; i++) {
      const long =
        i % 7 === 0
          ? ' with a deliberately long title that has to wrap onto a second line in the contents'
          : '';
      chapters.push(
        `## Chapter number ${i}${long} {#chapter-${i}}\n\nArrows → and ≤ come from the fallback font. A very long inline code span: \`${'x'.repeat(120)}\`.\n`,
      );
    }
    const code = Array.from(
      { length: 120 },
      (_, i) => `${' '.repeat(i % 12)}line_${i} = ${'value + '.repeat(i % 20)}1`,
    ).join('\n');
    chapters.push(`## The long code chapter {#long-code}\n\n\`\`\`python\n${code}\n\`\`\`\n`);
    const source = `---\nslug: edge\ntitle: Edge cases\nsummary: Stress test.\npractice: /practice\ntargets: Python 3.12\n---\n\n${chapters.join('\n')}`;
    const doc = parseGuide('content/library/edge.md', source);
    const a = await renderGuide(doc);
    const result = await inspect(a.pdf);
    assertStudyGuide(result, { title: 'Edge cases', chapters: doc.chapters.map((c) => c.title) });
    // Two pages of contents were reserved, so the first chapter starts on page 4.
    assert.equal(a.chapterPages[0], 4);
    assert.deepEqual(
      result.outlinePages.map((index) => index + 1),
      a.chapterPages,
    );
    // The long code chapter continues over several pages.
    assert.ok(a.pages - a.chapterPages[30] >= 2, 'the long code block spans pages');
  });

  test('a character no embedded font has is an error naming file and line', async () => {
    const doc = parseGuide(
      'content/library/edge.md',
      `---\nslug: edge\ntitle: E\nsummary: S.\npractice: /p\ntargets: T\n---\n\n## C {#c}\n\nFirst line,\na check mark ✓ here.\n`,
    );
    await assert.rejects(
      () => renderGuide(doc),
      (error) =>
        error.message.startsWith(
          'content/library/edge.md:12: character "✓" (U+2713) is not in the PDF fonts',
        ),
    );
  });
});

const index = existsSync(PUBLIC_INDEX) ? JSON.parse(readFileSync(PUBLIC_INDEX, 'utf8')) : null;

describe(
  'built study guides in public/docs',
  { skip: index ? false : 'public/docs/index.json does not exist (run scripts/build-docs.ts)' },
  () => {
    for (const [slug, entry] of Object.entries(index ?? {})) {
      test(slug, async () => {
        const file = join(PUBLIC_DOCS, `${slug}.pdf`);
        assert.ok(existsSync(file), `${file} is listed in index.json but missing`);
        const bytes = readFileSync(file);
        assert.equal(statSync(file).size, entry.bytes, 'index.json bytes');
        const result = await inspect(bytes, { all: false });
        assert.equal(result.numPages, entry.pages, 'index.json pages');
        assertStudyGuide(result, { title: entry.title, chapters: entry.chapters });
      });
    }
  },
);

describe('tables', () => {
  test('a GFM table is a grid: bold header, wrapped cells inside the margins, header repeated', async () => {
    const rows = Array.from(
      { length: 60 },
      (_, i) =>
        `| \`row_${i}\` | ${i} | ${i % 5 === 0 ? 'A long cell that has to wrap onto more than one line inside its column, because the table is only as wide as the text.' : 'short'} |`,
    );
    const source = [
      '---',
      'slug: tables',
      'title: Tables',
      'summary: S.',
      'practice: /p',
      'targets: T',
      '---',
      '',
      '## Tables {#tables}',
      '',
      'Before the table.',
      '',
      '| Name | Count | Notes |',
      '|------|------:|-------|',
      ...rows,
      '',
      'After the table.',
      '',
    ].join('\n');
    const { pdf } = await renderGuide(parseGuide('content/library/tables.md', source));
    const result = await inspect(pdf);
    const items = result.pages.flatMap((p) => p.items);
    for (const item of items)
      assert.ok(
        item.x >= MARGIN - 0.5 && item.x + item.width <= A4_WIDTH - MARGIN + 0.5,
        `"${item.str}" overflows the margins`,
      );
    const headers = items.filter((item) => item.str === 'Notes');
    assert.ok(headers.length >= 2, 'the header row is repeated on the next page');
    const bold = result.fonts.find((f) => /NotoSans-Bold/.test(f.name));
    assert.ok(bold, 'the header uses the bold font');
    const text = squash(result.pages.map((p) => p.text).join(' '));
    assert.ok(text.includes('row_59'), 'every row is drawn');
    assert.ok(text.indexOf('Before the table.') < text.indexOf('row_0'));
    assert.ok(text.indexOf('row_59') < text.indexOf('After the table.'));
    // Right-aligned numbers end at the same x.
    const ends = result.pages
      .slice(2)
      .flatMap((p) => p.items)
      .filter((item) => /^\d+$/.test(item.str))
      .map((i) => i.x + i.width);
    assert.equal(ends.length, 60);
    assert.ok(
      Math.max(...ends) - Math.min(...ends) < 0.5,
      `the Count column is right-aligned: ${ends}`,
    );
  });
});
