import fc from 'fast-check';
import { indexForm, judge, queryWords, shapeQuery, withoutFiller, type WordList } from './query';

const kept = (query: string) => withoutFiller(queryWords(query)).kept.map((w) => w.typed);
const term = (query: string) => shapeQuery(query).term;

/** Real pairs from the banks, as a learner compares them. */
const pairs: [string, string][] = [
  ['list', 'tuple'],
  ['abstract class', 'interface'],
  ['==', 'equals'],
  ['==', '==='],
  ['let', 'const'],
  ['var', 'let'],
  ['WHERE', 'HAVING'],
  ['is', '=='],
  ['ArrayList', 'LinkedList'],
  ['HashMap', 'Hashtable'],
  ['props', 'state'],
  ['null', 'undefined'],
  ['interface', 'type'],
  ['INNER JOIN', 'LEFT JOIN'],
  ['process', 'thread'],
  ['margin', 'padding'],
  ['flexbox', 'grid'],
  ['CHAR', 'VARCHAR'],
  ['session', 'cookie'],
  ['deep copy', 'shallow copy'],
  ['useEffect', 'useLayoutEffect'],
  ['GET', 'POST'],
  ['BETWEEN', 'IN'],
];

/** The ways a learner asks for the difference between X and Y. */
const comparisons = [
  (x: string, y: string) => `${x} vs ${y}`,
  (x: string, y: string) => `${x} vs. ${y}`,
  (x: string, y: string) => `${x} versus ${y}`,
  (x: string, y: string) => `${x} VS ${y}`,
  (x: string, y: string) => `difference between ${x} and ${y}`,
  (x: string, y: string) => `the difference between ${x} and ${y}`,
  (x: string, y: string) => `What is the difference between ${x} and ${y}?`,
  (x: string, y: string) => `what's the difference between ${x} and ${y}`,
  (x: string, y: string) => `What are the differences between ${x} and ${y}?`,
  (x: string, y: string) => `${x} or ${y}`,
  (x: string, y: string) => `${x} and ${y}`,
  (x: string, y: string) => `${x} vs ${y} difference`,
  (x: string, y: string) => `compare ${x} and ${y}`,
  (x: string, y: string) => `compare ${x} with ${y}`,
  (x: string, y: string) => `when should I use ${x} vs ${y}`,
];

describe('withoutFiller', () => {
  it.each(pairs)(
    '"%s vs %s" and its other phrasings keep exactly the two things compared',
    (x, y) => {
      for (const ask of comparisons) expect(term(ask(x, y))).toBe(term(`${x} ${y}`));
    },
  );

  it('keeps the two things compared whatever their case, spacing and question mark (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...pairs),
        fc.constantFrom(...comparisons),
        fc.constantFrom('', '?', '!', ' ?'),
        fc.constantFrom(' ', '  ', '\t'),
        ([x, y], ask, end, space) => {
          const query = (ask(x, y) + end).replace(/ /g, space);
          expect(term(query)).toBe(term(`${x} ${y}`));
        },
      ),
    );
  });

  it.each([
    'closure',
    'a closure',
    'the event loop',
    'hoisting',
    'the virtual DOM',
    'polymorphism',
    'a primary key',
    'middleware',
  ])('"what is %s" finds what the thing itself finds', (thing) => {
    const bare = term(thing.replace(/^(a|the) /, ''));
    for (const ask of ['what is', 'What is', "what's", 'What are', 'how does', 'why use'])
      expect(term(`${ask} ${thing}?`)).toBe(bare);
    expect(term(`how do you use ${thing}`)).toBe(bare);
  });

  it('keeps the keywords of the banks where they are the subject', () => {
    expect(kept('is vs ==')).toEqual(['is', '==']);
    expect(kept('python is operator')).toEqual(['python', 'is', 'operator']);
    expect(kept('and or not')).toEqual(['and', 'or', 'not']);
    expect(kept('BETWEEN operator')).toEqual(['BETWEEN', 'operator']);
    expect(kept('sql between and')).toEqual(['sql', 'between', 'and']);
    expect(kept('when then case')).toEqual(['when', 'then', 'case']);
    expect(kept('where is null')).toEqual(['where', 'is', 'null']);
    expect(kept('set difference')).toEqual(['set', 'difference']);
    expect(kept('compare function')).toEqual(['compare', 'function']);
    expect(kept('with statement')).toEqual(['with', 'statement']);
    expect(kept('a tag href')).toEqual(['a', 'tag', 'href']);
    expect(kept('explain plan')).toEqual(['explain', 'plan']);
    expect(kept('describe vs it')).toEqual(['describe', 'it']);
  });

  it('searches a query of filler only as typed, never nothing', () => {
    expect(kept('what is')).toEqual(['what', 'is']);
    expect(kept('between')).toEqual(['between']);
    expect(kept('vs')).toEqual(['vs']);
    expect(kept('the')).toEqual(['the']);
  });

  it('never leaves out a word that is not filler (property)', () => {
    const filler =
      /^(what|whats|how|why|which|is|are|does|do|the|an?|vs|versus|and|or|between|difference|differences|diff|compare|comparing|with|to|when|should|would|can|could|you|i|we|one|use|please|explain|tell|me|about|mean|meant|by|meaning|of|was)$/;
    const word = fc
      .stringMatching(/^[a-zA-Z][a-zA-Z0-9_]{0,11}$/)
      .filter((w) => !filler.test(w.toLowerCase()));
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 5 }),
        fc.constantFrom(...comparisons),
        (words, ask) => {
          const query = ask(words[0]!, words.slice(1).join(' ') || 'x1');
          for (const w of words) expect(kept(query).map(indexForm)).toContain(indexForm(w));
        },
      ),
    );
  });
});

describe('indexForm and queryWords', () => {
  it('spells a word as Pagefind indexes it', () => {
    expect(indexForm('hashCode()')).toBe('hashcode');
    expect(indexForm('list.add')).toBe('listadd');
    expect(indexForm('C++')).toBe('c');
    expect(indexForm('__init__')).toBe('__init__');
    expect(indexForm('Café')).toBe('cafe');
    expect(indexForm('==')).toBe('');
  });

  it('leaves out bare punctuation but keeps a word of symbols, which matches nothing', () => {
    expect(queryWords('list , tuple ?')).toEqual([
      { typed: 'list', word: 'list' },
      { typed: 'tuple', word: 'tuple' },
    ]);
    expect(queryWords('== equals')).toEqual([
      { typed: '==', word: '' },
      { typed: 'equals', word: 'equals' },
    ]);
  });
});

/** A word list over a few words, as lib/search/vocabulary.ts gives one. */
function list(words: string[]): WordList {
  return {
    begins: (prefix) => words.some((w) => w.startsWith(prefix)),
    longestPrefix: (word) =>
      words
        .filter((w) => w.length >= 3 && w.length < word.length && word.startsWith(w))
        .sort((a, b) => b.length - a.length)[0],
  };
}

const site = list([
  'z',
  'tab',
  'table',
  'tupl',
  'tuple',
  'run',
  'list',
  'hashcode',
  'initi',
  'initialization',
  'vs',
  'class',
]);

describe('judge', () => {
  it('knows a word, or the start of one, that the index has', () => {
    expect(judge('tuple', site)).toBe('word');
    expect(judge('hashc', site)).toBe('word');
    expect(judge('initializat', site)).toBe('word');
    expect(judge('t', site)).toBe('word');
  });

  it('keeps Pagefind’s prefix when it is most of the word or the rest is an ending', () => {
    expect(judge('tuples', site)).toBe('prefix');
    expect(judge('classes', site)).toBe('prefix');
    expect(judge('running', site)).toBe('prefix');
    expect(judge('listt', site)).toBe('prefix');
  });

  it('leaves out a word whose only prefix in the index is a small part of it', () => {
    expect(judge('zzqxjvkw', site)).toBe('unknown');
    expect(judge('tabqxvz', site)).toBe('unknown');
    expect(judge('qq', site)).toBe('unknown');
    expect(judge('', site)).toBe('unknown');
  });
});

describe('shapeQuery', () => {
  it('leaves out the filler and the words the site does not have, and says which', () => {
    const shaped = shapeQuery('what is the difference between list and zzqxjvkw?', site);
    expect(shaped.term).toBe('list');
    expect(shaped.unknown.map((w) => w.typed)).toEqual(['zzqxjvkw?']);
    expect(shaped.filler.map((w) => w.typed)).toEqual([
      'what',
      'is',
      'the',
      'difference',
      'between',
      'and',
    ]);
  });

  it('searches nothing when nothing the site has is left', () => {
    expect(shapeQuery('zzqxjvkw', site)).toMatchObject({ term: '', searched: [] });
    expect(shapeQuery('==', site)).toMatchObject({ term: '', unknown: [{ typed: '==' }] });
  });

  it('without a word list leaves out only the filler and words of symbols', () => {
    expect(shapeQuery('zzqxjvkw vs == list').term).toBe('zzqxjvkw list');
  });

  it('searches a word once', () => {
    expect(shapeQuery('list List LIST', site).term).toBe('list');
  });
});
