import { studyDoc } from '@/content/library';
import { loadGuide, loadGuides } from '@/lib/library/guide';
import { chapterPath, guidePath } from '@/lib/library/guidePaths';
import { chapterSummary, clip } from '@/lib/library/guideText';
import { pageMetadata } from '@/lib/metadata';
import { ContentError } from '@/lib/practice/ContentError';
import { ChapterPage } from './ChapterPage';
import { GuideHome } from './GuideHome';

type GuideParams = { params: Promise<{ slug: string }> };
type ChapterParams = { params: Promise<{ slug: string; chapter: string }> };

async function chapterOf({ params }: ChapterParams) {
  const { slug, chapter: id } = await params;
  const guide = loadGuide(slug);
  const chapter = guide.chapters.find((c) => c.id === id);
  if (!chapter)
    throw new ContentError(`${guide.file}: no chapter "${id}" for ${chapterPath(slug, id)}`);
  return { guide, chapter };
}

/** What app/book/[slug]/page.tsx exports: each guide's home in the web edition. */
export const guideRoute = {
  generateStaticParams: () => loadGuides().map((guide) => ({ slug: guide.slug })),
  async generateMetadata({ params }: GuideParams) {
    const guide = loadGuide((await params).slug);
    return pageMetadata(
      guidePath(guide.slug),
      `${guide.title} Study Guide`,
      clip(`Read the ${guide.title} study guide online, free: ${guide.summary}`, 158),
    );
  },
  Page: async function GuideRoutePage({ params }: GuideParams) {
    const guide = loadGuide((await params).slug);
    return <GuideHome guide={guide} doc={studyDoc(guide.slug)} />;
  },
};

/** What app/book/[slug]/[chapter]/page.tsx exports: one static page per chapter. */
export const chapterRoute = {
  generateStaticParams: () =>
    loadGuides().flatMap((guide) =>
      guide.chapters.map((chapter) => ({ slug: guide.slug, chapter: chapter.id })),
    ),
  async generateMetadata(props: ChapterParams) {
    const { guide, chapter } = await chapterOf(props);
    return pageMetadata(
      chapterPath(guide.slug, chapter.id),
      `${chapter.title} · ${guide.title} Study Guide`,
      chapterSummary(chapter),
    );
  },
  Page: async function ChapterRoutePage(props: ChapterParams) {
    const { guide, chapter } = await chapterOf(props);
    return <ChapterPage guide={guide} chapter={chapter} />;
  },
};
