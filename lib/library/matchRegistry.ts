import { studyDocs } from '@/content/library';
import type { StudyDoc } from './parseStudyDoc';

/**
 * The registry in content/library.ts is the one source for titles and syllabi (cards, /book,
 * PDF contents). Returns what disagrees with it, one line each; empty when all is well.
 */
export function registryMismatches(docs: readonly StudyDoc[], dir = 'content/library'): string[] {
  const problems: string[] = [];
  for (const entry of studyDocs) {
    const doc = docs.find((d) => d.slug === entry.slug);
    const file = `${dir}/${entry.slug}.md`;
    if (!doc) {
      problems.push(`${file}: missing: the registry lists "${entry.title}"`);
      continue;
    }
    if (doc.title !== entry.title)
      problems.push(`${file}: title is "${doc.title}", the registry says "${entry.title}"`);
    const chapters = doc.chapters.map((c) => c.title);
    entry.syllabus.forEach((title, i) => {
      if (chapters[i] !== title) {
        const line = doc.chapters[i]?.line;
        problems.push(
          `${file}${line ? `:${line}` : ''}: chapter ${i + 1} is "${chapters[i] ?? '(none)'}", the registry's syllabus says "${title}"`,
        );
      }
    });
    if (chapters.length > entry.syllabus.length)
      problems.push(
        `${file}: ${chapters.length - entry.syllabus.length} chapter(s) beyond the registry's syllabus`,
      );
  }
  for (const doc of docs) {
    if (!studyDocs.some((e) => e.slug === doc.slug))
      problems.push(`${dir}/${doc.slug}.md: not in the registry (content/library.ts)`);
  }
  return problems;
}
