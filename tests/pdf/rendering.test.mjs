// Study-guide PDFs at their edges: many chapters, long titles and code, a missing glyph, tables.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  A4_WIDTH,
  assertStudyGuide,
  inspect,
  MARGIN,
  parseGuide,
  renderGuide,
  squash,
} from './inspect.mjs';

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
