import { decodeScope, encodeScope, scopeKeys, topicOf } from './scope';

describe('scope', () => {
  it('writes ids as runs and reads them back', () => {
    const topics = [
      { prefix: 'corejava/arrays', ids: [1, 2, 3, 4, 5] },
      { prefix: 'nodejs/basics', ids: [7, 1, 2, 10, 9] },
    ];
    const text = encodeScope(topics);
    expect(text).toBe('corejava/arrays:1-5 nodejs/basics:1-2,7,9-10');
    expect(decodeScope(text)).toEqual([
      { prefix: 'corejava/arrays', ids: [1, 2, 3, 4, 5] },
      { prefix: 'nodejs/basics', ids: [1, 2, 7, 9, 10] },
    ]);
    expect(scopeKeys(decodeScope('mysql/joins:2-3'))).toEqual(['mysql/joins/2', 'mysql/joins/3']);
    expect(topicOf('nodejs/basics')).toBe('basics');
  });

  it('leaves out what is malformed', () => {
    expect(decodeScope('')).toEqual([]);
    expect(decodeScope('Bad/Prefix:1 ok/t:x,2 no-colon a/b: a/b:0 a/b:1-99999')).toEqual([
      { prefix: 'ok/t', ids: [2] },
    ]);
  });
});

describe('a scope with coding tasks', () => {
  it('encodes tasks after the ids and reads them back as task keys', () => {
    const { encodeScope, decodeScope, scopeKeys } = jest.requireActual(
      './scope',
    ) as typeof import('./scope');
    const topics = [{ prefix: 'js/arrays', ids: [1, 2, 3], tasks: ['flatten-depth', 'chunk'] }];
    const text = encodeScope(topics);
    expect(text).toBe('js/arrays:1-3+flatten-depth+chunk');
    expect(decodeScope(text)).toEqual(topics);
    expect(scopeKeys(decodeScope(text))).toEqual([
      'js/arrays/1',
      'js/arrays/2',
      'js/arrays/3',
      'js/arrays/task-flatten-depth',
      'js/arrays/task-chunk',
    ]);
  });
});
