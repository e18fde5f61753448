import { loadBanks } from '@/lib/practice/loadBanks';
import type { Guide } from './guide';
import { linkGuidesToBanks } from './linkGuidesToBanks';

const chapter = (id: string, title: string) => ({ id, title, line: 1, sections: [], nodes: [] });
const guide: Guide = {
  slug: 'java',
  title: 'Core Java',
  summary: 'Java.',
  practice: '/practicecorejava',
  targets: 'Java 21',
  file: 'content/library/java.md',
  chapters: [
    chapter('exceptions', 'Exceptions'),
    chapter('collections-and-generics', 'Collections and Generics'),
    chapter('lambdas-and-streams', 'Lambdas and Streams'),
  ],
};
const banks = loadBanks();

describe('linkGuidesToBanks', () => {
  it('gives each chapter its topics and each topic the chapters that teach it', () => {
    const links = linkGuidesToBanks(
      {
        java: {
          'lambdas-and-streams': ['/practicecorejava/collections'],
          'collections-and-generics': ['/practicecorejava/collections', '/practicecorejava'],
        },
      },
      [guide],
      banks,
    );
    expect(links.forChapter('java', 'collections-and-generics')).toEqual([
      {
        path: '/practicecorejava/collections',
        bank: 'Core Java Practice Questions',
        topic: 'Collections Framework',
      },
      { path: '/practicecorejava', bank: 'Core Java Practice Questions', topic: 'Java Basics' },
    ]);
    expect(links.forChapter('java', 'exceptions')).toEqual([]);
    // Chapter order, whatever order the mapping lists them in.
    expect(links.forTopic('/practicecorejava/collections')).toEqual([
      {
        path: '/book/java/collections-and-generics',
        guide: 'Core Java',
        chapter: 'Collections and Generics',
      },
      {
        path: '/book/java/lambdas-and-streams',
        guide: 'Core Java',
        chapter: 'Lambdas and Streams',
      },
    ]);
    expect(links.forTopic('/practicemysql')).toEqual([]);
  });

  it('fails naming the chapter and the topic when either does not exist', () => {
    const link = () =>
      linkGuidesToBanks(
        {
          java: {
            exceptions: ['/practicecorejava/nope'],
            'no-such-chapter': ['/practicecorejava'],
            'lambdas-and-streams': [],
          },
          cobol: { basics: ['/practicecorejava'] },
        },
        [guide],
        banks,
      );
    expect(link).toThrow(
      'content/guide-practice.ts: java/exceptions links to /practicecorejava/nope, which is no bank topic',
    );
    expect(link).toThrow(
      'content/guide-practice.ts: java/no-such-chapter: no chapter "no-such-chapter" in content/library/java.md',
    );
    expect(link).toThrow('java/lambdas-and-streams: an empty list');
    expect(link).toThrow('guide "cobol" is not in the library');
  });

  it('refuses a topic listed twice for one chapter', () => {
    expect(() =>
      linkGuidesToBanks(
        { java: { exceptions: ['/practicecorejava/exceptions', '/practicecorejava/exceptions'] } },
        [guide],
        banks,
      ),
    ).toThrow('java/exceptions lists /practicecorejava/exceptions twice');
  });
});
