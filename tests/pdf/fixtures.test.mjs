// Study-guide PDFs: renders the fixtures (tests/fixtures/library/) with scripts/pdf/render.ts and
// reads back what each holds (inspect.mjs).
//
//   node --test tests/pdf/
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import {
  assertStudyGuide,
  FIXTURES,
  inspect,
  parseGuide,
  parseGuidesIn,
  renderGuide,
  sha256,
  squash,
} from './inspect.mjs';

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
