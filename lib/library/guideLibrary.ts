/**
 * The library: every guide in content/library/, parsed once per process and checked against
 * the registry in content/library.ts (titles and syllabi).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { studyDocs } from '@/content/library';
import { GuideError, type Guide } from './guideModel';
import { parseGuide } from './guideParse';

export const GUIDE_DIR = 'content/library';

/**
 * The registry is the one source for titles and syllabi (cards, /book, PDF contents). Returns
 * what disagrees with it, one error each; empty when all is well.
 */
export function registryMismatches(guides: readonly Guide[], dir = GUIDE_DIR): GuideError[] {
  const problems: GuideError[] = [];
  for (const entry of studyDocs) {
    const guide = guides.find((g) => g.slug === entry.slug);
    const file = `${dir}/${entry.slug}.md`;
    if (!guide) {
      problems.push(new GuideError(file, 1, `missing: the registry lists "${entry.title}"`));
      continue;
    }
    if (guide.title !== entry.title)
      problems.push(
        new GuideError(file, 3, `title is "${guide.title}", the registry says "${entry.title}"`),
      );
    const titles = guide.chapters.map((c) => c.title);
    entry.syllabus.forEach((title, i) => {
      if (titles[i] !== title)
        problems.push(
          new GuideError(
            file,
            guide.chapters[i]?.line ?? 1,
            `chapter ${i + 1} is "${titles[i] ?? '(none)'}", the registry's syllabus (content/library.ts) says "${title}"`,
          ),
        );
    });
    const extra = guide.chapters[entry.syllabus.length];
    if (extra)
      problems.push(
        new GuideError(
          file,
          extra.line,
          `${titles.length - entry.syllabus.length} chapter(s) beyond the registry's syllabus`,
        ),
      );
  }
  for (const guide of guides)
    if (!studyDocs.some((e) => e.slug === guide.slug))
      problems.push(new GuideError(guide.file, 1, 'not in the registry (content/library.ts)'));
  return problems;
}

let cache: readonly Guide[] | undefined;

/**
 * Every guide, parsed once per process, in registry order, checked against the registry.
 * The first problem is thrown; its message lists the others on the following lines.
 */
export function loadGuides(): readonly Guide[] {
  if (cache) return cache;
  const dir = path.join(process.cwd(), GUIDE_DIR);
  const guides = readdirSync(dir)
    .filter((name) => name.endsWith('.md') && !/^readme\.md$/i.test(name))
    .map((name) => {
      const file = `${GUIDE_DIR}/${name}`;
      return parseGuide(file, readFileSync(path.join(dir, name), 'utf8'));
    });
  const [first, ...rest] = registryMismatches(guides);
  if (first)
    throw new GuideError(
      first.file,
      first.line,
      [first.reason, ...rest.map((e) => e.message)].join('\n'),
    );
  const order = (g: Guide) => studyDocs.findIndex((e) => e.slug === g.slug);
  cache = Object.freeze([...guides].sort((a, b) => order(a) - order(b)));
  return cache;
}

export function loadGuide(slug: string): Guide {
  const guide = loadGuides().find((g) => g.slug === slug);
  if (!guide) throw new Error(`Unknown study guide "${slug}" (content/library.ts)`);
  return guide;
}
