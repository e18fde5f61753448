import { cutOf, indexedWords, vocabularyFiles, vocabularyLoader, wordList } from './vocabulary';

describe('indexedWords', () => {
  it('makes the words Pagefind indexes: whole tokens and the parts of compound ones', () => {
    expect([...indexedWords('Override hashCode() with list.add, C++ and __init__')].sort()).toEqual(
      [
        '__init__',
        'add',
        'and',
        'c',
        'code',
        'hash',
        'hashcode',
        'init',
        'list',
        'listadd',
        'override',
        'with',
      ].sort(),
    );
  });
});

describe('vocabularyFiles and wordList', () => {
  const files = vocabularyFiles([
    'tuple',
    'tuples',
    'list',
    'listadd',
    'z',
    'tab',
    'table',
    'list',
  ]);
  const loaded = new Map(files.cuts.map((cut, i) => [cut, new Set(files.words[i])]));
  const words = wordList(new Set(files.cuts), loaded);

  it('cuts the words by their first two characters, sorted, each once', () => {
    expect(files.cuts).toEqual(['li', 'ta', 'tu', 'z']);
    expect(files.words).toEqual([
      ['list', 'listadd'],
      ['tab', 'table'],
      ['tuple', 'tuples'],
      ['z'],
    ]);
    expect(cutOf('żółw')).toBe('żó');
  });

  it('tells which prefixes begin a word, and the longest word a word begins with', () => {
    expect(['t', 'tu', 'tup', 'tuples', 'listad', 'z'].map(words.begins)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['q', 'zz', 'tupx', 'listx', 'tablex'].map(words.begins)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(words.longestPrefix('tablexyz')).toBe('table');
    expect(words.longestPrefix('tabs')).toBe('tab');
    expect(words.longestPrefix('zzqx')).toBeUndefined();
  });
});

describe('vocabularyLoader', () => {
  const served: Record<string, string> = {
    '/pagefind/words.json': JSON.stringify({ folder: 'abc', cuts: 'li tu z' }),
    '/pagefind/words/abc/0.txt': 'list\nlistadd',
    '/pagefind/words/abc/1.txt': 'tuple\ntuples',
  };
  const load = jest.fn(async (url: string) => {
    if (url in served) return served[url]!;
    throw new Error(`404 ${url}`);
  });

  beforeEach(() => load.mockClear());

  it('loads the list of cuts and only the cuts a query needs, each once', async () => {
    const loader = vocabularyLoader('/pagefind/', load);
    const words = await loader.forWords(['list', 'tuples', 'zzqx', 'qq']);
    expect(words?.begins('lis')).toBe(true);
    expect(words?.longestPrefix('tuplesx')).toBe('tuples');
    expect(words?.begins('zzqx')).toBe(false);
    await loader.forWords(['listadd', 'tup']);
    expect(load.mock.calls.map(([url]) => url).sort()).toEqual([
      '/pagefind/words.json',
      '/pagefind/words/abc/0.txt',
      '/pagefind/words/abc/1.txt',
    ]);
  });

  it('gives no word list without words.json, and leaves in the words of a cut it cannot load', async () => {
    expect(await vocabularyLoader('/nothing/', load).forWords(['list'])).toBeUndefined();
    delete served['/pagefind/words/abc/1.txt'];
    const words = await vocabularyLoader('/pagefind/', load).forWords(['tuple', 'list']);
    expect(words?.begins('tuplex')).toBe(true);
    expect(words?.begins('listx')).toBe(false);
  });
});
