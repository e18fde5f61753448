import type { RouteEntry } from '@/lib/routes';
import { loadGuides, type Guide } from './guide';
import { chapterPath, guidePath } from './guidePaths';

/** The web edition's pages: each guide's home below /book, and one page per chapter below it. */
export function guideRoutes(guides: readonly Guide[] = loadGuides()): RouteEntry[] {
  return guides.flatMap((guide) => [
    { path: guidePath(guide.slug), kind: 'guide' as const, label: guide.title, parent: '/book' },
    ...guide.chapters.map((chapter) => ({
      path: chapterPath(guide.slug, chapter.id),
      kind: 'chapter' as const,
      label: chapter.title,
      parent: guidePath(guide.slug),
    })),
  ]);
}
