import type { GuidePracticeMap } from '@/content/guide-practice';
import { ContentError } from '@/lib/practice/ContentError';
import { topicPath } from '@/lib/practice/paths';
import type { Bank } from '@/lib/practice/types';
import type { Guide } from './guide';
import { chapterPath } from './guidePaths';

/** A bank topic a chapter sends its reader to. */
export interface PracticeLink {
  /** The topic's route (/practicecorejava/collections). */
  path: string;
  bank: string;
  topic: string;
}

/** A chapter that teaches a bank topic. */
export interface TeachingLink {
  path: string;
  guide: string;
  chapter: string;
}

export interface GuidePractice {
  /** The topics that practise a chapter, in the mapping's order; empty when none fits. */
  forChapter(slug: string, chapter: string): readonly PracticeLink[];
  /** The chapters that teach a topic (by its route), in library order. */
  forTopic(path: string): readonly TeachingLink[];
}

/**
 * Checks the guide-to-bank mapping against the guides and the banks and indexes it both ways.
 * Every mistake is reported at once, naming the chapter and the topic link.
 */
export function linkGuidesToBanks(
  map: GuidePracticeMap,
  guides: readonly Guide[],
  banks: readonly Bank[],
  file = 'content/guide-practice.ts',
): GuidePractice {
  const topics = new Map<string, PracticeLink>();
  for (const bank of banks)
    for (const topic of bank.topics) {
      const path = topicPath(bank, topic.key);
      topics.set(path, { path, bank: bank.title, topic: topic.name });
    }

  const problems: string[] = [];
  const byChapter = new Map<string, PracticeLink[]>();
  const byTopic = new Map<string, TeachingLink[]>();
  for (const [slug, chapters] of Object.entries(map)) {
    const guide = guides.find((g) => g.slug === slug);
    if (!guide) {
      problems.push(`${file}: guide "${slug}" is not in the library (content/library.ts)`);
      continue;
    }
    for (const [id, paths] of Object.entries(chapters)) {
      const chapter = guide.chapters.find((c) => c.id === id);
      if (!chapter) {
        problems.push(
          `${file}: ${slug}/${id}: no chapter "${id}" in ${guide.file} (its chapters: ${guide.chapters.map((c) => c.id).join(', ')})`,
        );
        continue;
      }
      if (paths.length === 0)
        problems.push(`${file}: ${slug}/${id}: an empty list; leave the chapter out instead`);
      const links: PracticeLink[] = [];
      for (const path of paths) {
        const link = topics.get(path);
        if (!link) problems.push(`${file}: ${slug}/${id} links to ${path}, which is no bank topic`);
        else if (links.includes(link)) problems.push(`${file}: ${slug}/${id} lists ${path} twice`);
        else links.push(link);
      }
      byChapter.set(`${slug}/${id}`, links);
    }
  }
  if (problems.length) throw new ContentError(problems.join('\n'));

  // Library and chapter order, whatever order the mapping is written in.
  for (const guide of guides)
    for (const chapter of guide.chapters)
      for (const link of byChapter.get(`${guide.slug}/${chapter.id}`) ?? []) {
        const teaching = byTopic.get(link.path) ?? [];
        teaching.push({
          path: chapterPath(guide.slug, chapter.id),
          guide: guide.title,
          chapter: chapter.title,
        });
        byTopic.set(link.path, teaching);
      }

  return {
    forChapter: (slug, chapter) => byChapter.get(`${slug}/${chapter}`) ?? [],
    forTopic: (path) => byTopic.get(path) ?? [],
  };
}
