import { site } from '@/content/site';
import { questionAnchor } from '@/lib/practice/anchors';
import { displayText } from '@/lib/practice/search';
import type { Bank } from '@/lib/practice/types';
import { href, trail } from '@/lib/routes';

const absolute = (path: string) => `${site.url}${href(path)}`;

/** schema.org BreadcrumbList from home to the route, as the route registry nests them. */
export function breadcrumbList(path: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail(path).map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: entry.label,
      item: absolute(entry.path),
    })),
  };
}

/** schema.org Quiz: a practice bank as a set of questions, each linked to its deep link. */
export function practiceQuiz(bank: Bank) {
  const url = absolute(bank.route);
  return {
    '@context': 'https://schema.org',
    '@type': 'Quiz',
    name: bank.title,
    description: bank.description,
    url,
    inLanguage: 'en',
    isAccessibleForFree: true,
    educationalLevel: 'Beginner to Advanced',
    provider: { '@type': 'Organization', name: site.name, url: `${site.url}/` },
    hasPart: bank.topics.flatMap((topic) =>
      topic.questions.map((q) => ({
        '@type': 'Question',
        name: `${topic.name}: Question ${q.id}`,
        text: displayText(q.question),
        educationalLevel: q.difficulty,
        url: `${url}#${questionAnchor(topic.key, q.id)}`,
      })),
    ),
  };
}
