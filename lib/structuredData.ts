import { site } from '@/content/site';
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
