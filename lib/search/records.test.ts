import { loadGuides, parseGuide } from '@/lib/library/guide';
import { loadBanks } from '@/lib/practice/loadBanks';
import type { Bank, Question, Topic } from '@/lib/practice/types';
import { guideRecords, questionRecords, sectionTexts } from './records';

const question = (id: number, file: string, extra: Partial<Question> = {}): Question => ({
  id,
  difficulty: 'Intermediate',
  question: `Why \`equals\` and \`hashCode\` ${id}?`,
  solutionHint: 'Equal objects must have equal `hashCode` values.',
  source: `${file}:${id * 10}`,
  ...extra,
});

const bank = (slug: string, route: string, topics: Topic[]): Bank => ({
  slug,
  file: `content/practice/${slug}.yaml`,
  title: `${slug} Practice Questions`,
  route,
  description: '',
  maxWidth: 900,
  codeLabel: 'Code Example:',
  startTopic: topics[0]!.key,
  themeToggle: false,
  targets: 'Node.js 22',
  topics,
});

describe('questionRecords', () => {
  const basics: Topic = {
    key: 'basics',
    name: 'Node.js Basics',
    questions: [question(1, 'content/practice/nodejs.yaml')],
  };
  const express: Topic = {
    key: 'express',
    name: 'Express.js',
    questions: [
      question(2, 'content/practice/express.yaml', {
        difficulty: 'Advanced',
        codeExample: { language: 'javascript', check: 'parse', code: 'app.get("/", h);' },
      }),
    ],
  };
  const banks = [
    bank('express', '/practiceexpress', [basics, express]),
    bank('nodejs', '/practicenodejs', [basics]),
  ];

  it('makes one record per question: its card on its topic page, its text as shown', () => {
    const [expressQuestion] = questionRecords(banks);
    expect(expressQuestion).toEqual({
      url: '/practiceexpress/express/#express-q2',
      content:
        'Why equals and hashCode 2?\nEqual objects must have equal hashCode values.\napp.get("/", h);',
      language: 'en',
      meta: {
        kind: 'question',
        title: 'Why `equals` and `hashCode` 2?',
        bank: 'Express.js',
        topic: 'Express.js',
        difficulty: 'Advanced',
      },
      filters: { bank: ['Express.js'], difficulty: ['Advanced'] },
    });
  });

  it('indexes a shared topic once, at its own bank, filterable by every bank that shows it', () => {
    const records = questionRecords(banks);
    expect(records.map((r) => r.url)).toEqual([
      '/practiceexpress/express/#express-q2',
      '/practicenodejs/#basics-q1',
    ]);
    expect(records[1]!.filters.bank).toEqual(['Express.js', 'Node.js']);
  });

  it('covers every question of every bank in content/, each URL once', () => {
    const records = questionRecords(loadBanks());
    const unique = new Set(
      loadBanks().flatMap((b) => b.topics.flatMap((t) => t.questions.map((q) => q.source))),
    );
    expect(records).toHaveLength(unique.size);
    expect(new Set(records.map((r) => r.url)).size).toBe(records.length);
    for (const r of records) {
      expect(r.url).toMatch(/^\/[a-z/]+\/(?:[a-z0-9-]+\/)?#[a-z][a-z0-9-]*-q\d+$/);
      expect(r.content.split('\n')[0]).toBe(r.meta.title!.replace(/`/g, ''));
    }
  });
});

describe('guideRecords', () => {
  const guide = { slug: 'mysql', title: 'MySQL 8' };
  const chapter = { id: 'joins', title: 'Joins' };

  it('makes one record per section at the chapter page, and one for a chapter introduction', () => {
    const records = guideRecords([
      { guide, chapter, text: 'Joins combine rows.' },
      {
        guide,
        chapter,
        section: { id: 'outer-joins', title: 'Outer joins' },
        text: 'LEFT JOIN keeps…',
      },
    ]);
    expect(records).toEqual([
      {
        url: '/book/mysql/joins/',
        content: 'Joins combine rows.',
        language: 'en',
        meta: { kind: 'section', title: 'Joins', guide: 'MySQL 8', chapter: 'Joins' },
        filters: { guide: ['MySQL 8'] },
      },
      {
        url: '/book/mysql/joins/#outer-joins',
        content: 'LEFT JOIN keeps…',
        language: 'en',
        meta: { kind: 'section', title: 'Outer joins', guide: 'MySQL 8', chapter: 'Joins' },
        filters: { guide: ['MySQL 8'] },
      },
    ]);
  });

  it('leaves out a part with no text (a chapter that starts with its first section)', () => {
    expect(guideRecords([{ guide, chapter, text: ' \n' }])).toEqual([]);
  });
});

describe('sectionTexts', () => {
  const guide = parseGuide(
    'content/library/mysql.md',
    `---
slug: mysql
title: MySQL
summary: A sample.
practice: /practicemysql
targets: MySQL 8.0
---

## Joins {#joins}

Joins combine rows.

### Outer joins {#outer-joins}

- An **outer** join keeps rows.
- Unmatched columns are NULL.

\`\`\`sql
SELECT * FROM a LEFT JOIN b ON a.id = b.a_id;
\`\`\`

### Self-check {#joins-self-check}

1. Why?
`,
  );

  it('cuts a chapter at its ### headings, keeping list items and code apart as words', () => {
    expect(sectionTexts([guide])).toEqual([
      {
        guide: { slug: 'mysql', title: 'MySQL' },
        chapter: { id: 'joins', title: 'Joins' },
        section: undefined,
        text: 'Joins combine rows.',
      },
      {
        guide: { slug: 'mysql', title: 'MySQL' },
        chapter: { id: 'joins', title: 'Joins' },
        section: { id: 'outer-joins', title: 'Outer joins' },
        text: 'An outer join keeps rows.\nUnmatched columns are NULL.\nSELECT * FROM a LEFT JOIN b ON a.id = b.a_id;',
      },
      {
        guide: { slug: 'mysql', title: 'MySQL' },
        chapter: { id: 'joins', title: 'Joins' },
        section: { id: 'joins-self-check', title: 'Self-check' },
        text: 'Why?',
      },
    ]);
  });

  it('gives every section of every guide in content/ a record at its chapter page', () => {
    const guides = loadGuides();
    const records = guideRecords(sectionTexts(guides));
    const sections = guides.flatMap((g) => g.chapters.flatMap((c) => c.sections));
    const withSection = records.filter((r) => r.url.includes('#'));
    expect(withSection).toHaveLength(sections.length);
    expect(new Set(records.map((r) => r.url)).size).toBe(records.length);
  });
});

describe('taskRecords', () => {
  it('indexes each coding task at its card, as a question of its bank and difficulty', () => {
    const { taskRecords: records } = jest.requireActual('./records') as typeof import('./records');
    const { loadBanks } = jest.requireActual(
      '@/lib/practice/loadBanks',
    ) as typeof import('@/lib/practice/loadBanks');
    const { loadTasks } = jest.requireActual(
      '@/lib/tasks/loadTasks',
    ) as typeof import('@/lib/tasks/loadTasks');
    const tasks = loadTasks();
    const all = records(loadBanks(), tasks);
    expect(all).toHaveLength(tasks.length);
    const twoSum = all.find(
      (r) => r.url.startsWith('/practicepython/') && r.url.endsWith('#task-two-sum'),
    );
    expect(twoSum?.url).toMatch(/^\/practicepython\/data-structures\/?#task-two-sum$/);
    expect(twoSum?.meta).toMatchObject({
      kind: 'task',
      bank: 'Core Python',
      difficulty: 'Beginner',
    });
    expect(twoSum?.content).toContain('def two_sum');
  });
});
