/** @jest-environment node */
/** guideLibrary.ts: the guides on disk against the registry and the published chapter URLs. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadGuides, registryMismatches } from './guide';

describe('the library', () => {
  it('keeps every published chapter URL (tests/fixtures/guide-chapter-urls.txt)', () => {
    const fixture = join(__dirname, '..', '..', 'tests', 'fixtures', 'guide-chapter-urls.txt');
    const published = readFileSync(fixture, 'utf8').split('\n').filter(Boolean);
    const current = loadGuides().flatMap((g) => g.chapters.map((c) => `/book/${g.slug}/${c.id}/`));
    const gone = published.filter((url) => !current.includes(url));
    const added = current.filter((url) => !published.includes(url));
    if (gone.length)
      throw new Error(
        `Chapter URLs are a public contract: ${gone.join(', ')} no longer exist. Keep the chapter's {#id} when you edit its title (search engines and readers link to it); remove a chapter only on purpose, then take it out of ${fixture}.`,
      );
    if (added.length)
      throw new Error(
        `New chapter URLs ${added.join(', ')}: add them to ${fixture} (the list of published URLs).`,
      );
    expect(current).toEqual(published);
  });

  it('loads every registered guide once, in registry order, matching its syllabus', () => {
    const guides = loadGuides();
    expect(loadGuides()).toBe(guides);
    expect(guides.map((g) => g.file)).toEqual(guides.map((g) => `content/library/${g.slug}.md`));
    expect(guides.length).toBe(15);
    for (const guide of guides) expect(guide.targets).not.toBe('');
  });

  it('names the file and line of a chapter that differs from the registry', () => {
    const guide = loadGuides()[0]!;
    const renamed = {
      ...guide,
      chapters: guide.chapters.map((c, i) => (i === 1 ? { ...c, title: 'Something else' } : c)),
    };
    const problems = registryMismatches([renamed, ...loadGuides().slice(1)]);
    expect(problems.map((p) => p.message)).toEqual([
      `${guide.file}:${guide.chapters[1]!.line}: chapter 2 is "Something else", the registry's syllabus (content/library.ts) says "${guide.chapters[1]!.title}"`,
    ]);
  });

  it('reports a guide missing from the registry and one missing on disk', () => {
    const [first, ...rest] = loadGuides();
    const stray = { ...first!, slug: 'stray', file: 'content/library/stray.md' };
    expect(registryMismatches([...rest, stray]).map((p) => p.message)).toEqual([
      `content/library/${first!.slug}.md:1: missing: the registry lists "${first!.title}"`,
      'content/library/stray.md:1: not in the registry (content/library.ts)',
    ]);
  });
});
