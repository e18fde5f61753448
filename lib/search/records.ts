import type { Nodes, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { Guide } from '@/lib/library/guide';
import { questionAnchor } from '@/lib/practice/anchors';
import { topicPath } from '@/lib/practice/paths';
import { displayText } from '@/lib/practice/search';
import type { Bank, Question } from '@/lib/practice/types';
import type { Task } from '@/lib/tasks/schema';
import { href, route } from '@/lib/routes';

/**
 * One entry of the site search index, in the shape Pagefind's `addCustomRecord` takes. Records
 * are made from the content data, never from the built pages, so the frame (menu, footer, tabs)
 * can never end up in the index.
 */
export interface SearchRecord {
  url: string;
  /** The text searched and shown in snippets: plain text, exactly as a reader sees it. */
  content: string;
  language: 'en';
  meta: Record<string, string>;
  filters: Record<string, string[]>;
}

/** The filter keys the index carries (a question has bank and difficulty, a section guide). */
export const filterKeys = ['bank', 'guide', 'difficulty'] as const;
export type FilterKey = (typeof filterKeys)[number];

/** A bank's short name, as in the breadcrumbs ("Core Java", "Express.js"). */
export const bankLabel = (bank: Pick<Bank, 'route'>) => route(bank.route).label;

/** The file a question was written in ("content/practice/x.yaml:42" -> "content/practice/x.yaml"). */
const sourceFile = (question: Question) => question.source.replace(/:\d+$/, '');

/**
 * One record per question. A topic shared by reference (express.yaml's `ref: nodejs/basics`) is
 * indexed once, at its own bank's page, and carries every bank that shows it as a filter value,
 * so filtering by either bank finds it and an unfiltered search does not list it twice.
 */
export function questionRecords(banks: readonly Bank[]): SearchRecord[] {
  const records: SearchRecord[] = [];
  for (const bank of banks) {
    for (const topic of bank.topics) {
      const showing = banks.filter((b) => b.topics.includes(topic));
      for (const question of topic.questions) {
        const owner = showing.find((b) => b.file === sourceFile(question)) ?? bank;
        if (owner !== bank) continue;
        const code = question.codeExample?.code;
        records.push({
          url: `${href(topicPath(bank, topic.key))}#${questionAnchor(topic.key, question.id)}`,
          content: [displayText(question.question), displayText(question.solutionHint), code]
            .filter(Boolean)
            .join('\n'),
          language: 'en',
          meta: {
            kind: 'question',
            title: question.question,
            bank: bankLabel(bank),
            topic: topic.name,
            difficulty: question.difficulty,
          },
          filters: { bank: showing.map(bankLabel), difficulty: [question.difficulty] },
        });
      }
    }
  }
  return records;
}

/**
 * One record per coding task (issue #37), at its card on its topic's page (`#task-<id>`): its
 * title, statement, signature and hint. Its title says it is a task, so a result reads as one.
 */
export function taskRecords(banks: readonly Bank[], tasks: readonly Task[]): SearchRecord[] {
  return tasks.flatMap((task) => {
    const bank = banks.find((b) => b.slug === task.bank);
    const topic = bank?.topics.find((t) => t.key === task.topic);
    if (!bank || !topic) return [];
    return [
      {
        url: `${href(topicPath(bank, topic.key))}#task-${task.id}`,
        content: [
          task.title,
          displayText(task.statement),
          task.signature,
          displayText(task.hint),
        ].join('\n'),
        language: 'en' as const,
        meta: {
          kind: 'task',
          title: `Coding task: ${task.title}`,
          bank: bankLabel(bank),
          topic: topic.name,
          difficulty: task.difficulty,
        },
        filters: { bank: [bankLabel(bank)], difficulty: [task.difficulty] },
      },
    ];
  });
}

/** One section of a study guide as the search sees it: where it is and its text. */
export interface SectionText {
  guide: { slug: string; title: string };
  chapter: { id: string; title: string };
  /** Undefined for the chapter's text before its first section. */
  section?: { id: string; title: string };
  text: string;
}

/** The web page of a guide chapter (the guide pages' URL contract: /book/<slug>/<chapter>/). */
export const chapterUrl = (guide: string, chapter: string) => `/book/${guide}/${chapter}/`;

/** One record per guide section (and per chapter introduction), at the chapter page's anchor. */
export function guideRecords(sections: readonly SectionText[]): SearchRecord[] {
  return sections
    .filter((s) => s.text.trim() !== '')
    .map(({ guide, chapter, section, text }) => ({
      url: `${chapterUrl(guide.slug, chapter.id)}${section ? `#${section.id}` : ''}`,
      content: text,
      language: 'en' as const,
      meta: {
        kind: 'section',
        title: section?.title ?? chapter.title,
        guide: guide.title,
        chapter: chapter.title,
      },
      filters: { guide: [guide.title] },
    }));
}

/**
 * A block's text. Lists, tables and quotes are joined line by line: toString alone would glue the
 * last word of one item to the first of the next ("useful.Exact"), and those words would not be
 * found.
 */
function blockText(node: Nodes): string {
  const containers = ['list', 'listItem', 'table', 'tableRow', 'blockquote'];
  if (containers.includes(node.type) && 'children' in node)
    return node.children.map((child) => blockText(child)).join('\n');
  return toString(node);
}

const textOf = (nodes: readonly RootContent[]) => nodes.map(blockText).join('\n').trim();

/**
 * Every guide chapter cut at its `###` headings: the text before the first one (the chapter's
 * introduction) and each section's text, code blocks included, headings left out (a section's
 * title is its record's title).
 */
export function sectionTexts(guides: readonly Guide[]): SectionText[] {
  return guides.flatMap((guide) =>
    guide.chapters.flatMap((chapter) => {
      const parts: SectionText[] = [];
      let section: SectionText['section'];
      let nodes: RootContent[] = [];
      const flush = () =>
        parts.push({
          guide: { slug: guide.slug, title: guide.title },
          chapter: { id: chapter.id, title: chapter.title },
          section,
          text: textOf(nodes),
        });
      for (const node of chapter.nodes) {
        if (node.type === 'heading' && node.depth === 3) {
          flush();
          const found = chapter.sections.find((s) => s.id === node.data?.id);
          if (!found) throw new Error(`${guide.file}: a ### heading without a section id`);
          section = { id: found.id, title: found.title };
          nodes = [];
        } else nodes.push(node);
      }
      flush();
      return parts;
    }),
  );
}
