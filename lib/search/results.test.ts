import {
  countMessage,
  leftOutMessage,
  pagefindFilters,
  snippetParts,
  toHit,
  whereValue,
} from './results';

describe('snippetParts', () => {
  it('splits an excerpt into plain and marked text', () => {
    expect(snippetParts('Override <mark>hashCode</mark> with <mark>equals</mark>.')).toEqual([
      { text: 'Override ', mark: false },
      { text: 'hashCode', mark: true },
      { text: ' with ', mark: false },
      { text: 'equals', mark: true },
      { text: '.', mark: false },
    ]);
  });

  it('gives back the text Pagefind escaped as text, so markup in a record is never markup', () => {
    expect(
      snippetParts('Use &lt;img src=x onerror=alert(1)&gt; and <mark>&lt;mark&gt;</mark>'),
    ).toEqual([
      { text: 'Use <img src=x onerror=alert(1)> and ', mark: false },
      { text: '<mark>', mark: true },
    ]);
  });
});

describe('toHit', () => {
  it('shows a question with its bank, topic and difficulty', () => {
    expect(
      toHit({
        url: '/practicecorejava/collections/#collections-q4',
        excerpt: 'Equal objects need equal <mark>hashCode</mark>',
        meta: {
          kind: 'question',
          title: 'Why `hashCode`?',
          bank: 'Core Java',
          topic: 'Collections',
          difficulty: 'Advanced',
        },
      }),
    ).toEqual({
      url: '/practicecorejava/collections/#collections-q4',
      kind: 'question',
      title: 'Why `hashCode`?',
      where: ['Core Java', 'Collections'],
      difficulty: 'Advanced',
      snippet: [
        { text: 'Equal objects need equal ', mark: false },
        { text: 'hashCode', mark: true },
      ],
    });
  });

  it('shows a guide section with its guide and chapter, and no difficulty', () => {
    const hit = toHit({
      url: '/book/mysql/joins/#outer-joins',
      excerpt: 'x',
      meta: { kind: 'section', title: 'Outer joins', guide: 'MySQL 8', chapter: 'Joins' },
    });
    expect(hit.where).toEqual(['MySQL 8', 'Joins']);
    expect(hit.difficulty).toBeUndefined();
    expect(hit.kind).toBe('section');
  });

  it('ignores a difficulty that is not one of ours', () => {
    const hit = toHit({ url: '/x/', excerpt: '', meta: { kind: 'question', difficulty: 'Easy' } });
    expect(hit.difficulty).toBeUndefined();
    expect(hit.title).toBe('/x/');
  });
});

describe('pagefindFilters', () => {
  it('turns the menus into Pagefind filters; "everything" and "any" filter nothing', () => {
    expect(pagefindFilters({ where: '', difficulty: '' })).toEqual({});
    expect(
      pagefindFilters({ where: whereValue('bank', 'Core Java'), difficulty: 'Beginner' }),
    ).toEqual({ bank: 'Core Java', difficulty: 'Beginner' });
    expect(pagefindFilters({ where: whereValue('guide', 'MySQL 8'), difficulty: 'Hard' })).toEqual({
      guide: 'MySQL 8',
    });
  });
});

describe('countMessage', () => {
  it('says how many results there are, and plainly when there are none', () => {
    expect(countMessage(1, 'equals')).toBe('1 result for “equals”');
    expect(countMessage(12, 'equals')).toBe('12 results for “equals”');
    expect(countMessage(0, 'zzz')).toBe('No results for “zzz”.');
  });

  it('names the words the search left out', () => {
    expect(leftOutMessage([])).toBe('');
    expect(leftOutMessage(['vs'])).toBe('No match for ‘vs’, so the search left it out.');
    expect(leftOutMessage(['zzq', '==', 'qq'])).toBe(
      'No match for ‘zzq’, ‘==’ or ‘qq’, so the search left them out.',
    );
  });
});
