import { site } from '@/content/site';
import type { Guide, GuideChapter } from '@/lib/library/guide';
import { chapterPath, guidePath } from '@/lib/library/guidePaths';
import { questionAnchor } from '@/lib/practice/anchors';
import { displayText } from '@/lib/practice/search';
import { topicPath } from '@/lib/practice/paths';
import type { Bank, Topic } from '@/lib/practice/types';
import { href, routes, trail, type RouteEntry } from '@/lib/routes';

const absolute = (path: string) => `${site.url}${href(path)}`;

/** schema.org BreadcrumbList from home to the route, as the route registry nests them. */
export function breadcrumbList(path: string, known: readonly RouteEntry[] = routes) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail(path, known).map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: entry.label,
      item: absolute(entry.path),
    })),
  };
}

/** schema.org Quiz: one topic page of a bank, each question linked to its anchor. */
export function practiceQuiz(bank: Bank, topic: Topic) {
  const url = absolute(topicPath(bank, topic.key));
  return {
    '@context': 'https://schema.org',
    '@type': 'Quiz',
    name: `${topic.name} · ${bank.title}`,
    url,
    inLanguage: 'en',
    isAccessibleForFree: true,
    educationalLevel: 'Beginner to Advanced',
    // The start topic's page is the bank's own page; the others belong to it.
    ...(topic.key !== bank.startTopic && {
      isPartOf: { '@type': 'Collection', name: bank.title, url: absolute(bank.route) },
    }),
    provider: { '@type': 'Organization', name: site.name, url: `${site.url}/` },
    hasPart: topic.questions.map((q) => ({
      '@type': 'Question',
      name: `${topic.name}: Question ${q.id}`,
      text: displayText(q.question),
      educationalLevel: q.difficulty,
      url: `${url}#${questionAnchor(topic.key, q.id)}`,
    })),
  };
}

const publisher = () => ({ '@type': 'Organization', name: site.name, url: `${site.url}/` });

/** schema.org Book: a guide's web edition, each chapter a part of it. */
export function guideBook(guide: Guide) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Book',
    name: guide.title,
    description: guide.summary,
    url: absolute(guidePath(guide.slug)),
    inLanguage: 'en',
    isAccessibleForFree: true,
    bookFormat: 'https://schema.org/EBook',
    publisher: publisher(),
    hasPart: guide.chapters.map((chapter, index) => ({
      '@type': 'Chapter',
      position: index + 1,
      name: chapter.title,
      url: absolute(chapterPath(guide.slug, chapter.id)),
    })),
  };
}

/** schema.org Chapter: one chapter's page, part of its guide's Book. */
export function guideChapter(guide: Guide, chapter: GuideChapter, description: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Chapter',
    name: chapter.title,
    description,
    position: guide.chapters.indexOf(chapter) + 1,
    url: absolute(chapterPath(guide.slug, chapter.id)),
    inLanguage: 'en',
    isAccessibleForFree: true,
    publisher: publisher(),
    isPartOf: { '@type': 'Book', name: guide.title, url: absolute(guidePath(guide.slug)) },
  };
}
