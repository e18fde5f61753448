// The site search's query shaping (lib/search/query.ts) against the real index in out/pagefind/:
// Pagefind's own browser code and WebAssembly, run in Node over a local server, with the
// vocabulary the build wrote beside it. Run after `npm run build` (or `npm run build:search`).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { indexWords } from '../../scripts/lib/pagefind-index.mjs';
import fc from 'fast-check';
import { loadBanks } from '../../lib/practice/loadBanks.ts';
import { shapeQueryFrom } from '../../lib/search/query.ts';
import { loadGuides } from '../../lib/library/guide.ts';
import { guideRecords, questionRecords, sectionTexts } from '../../lib/search/records.ts';
import { indexedWords, vocabularyLoader } from '../../lib/search/vocabulary.ts';

const out = path.resolve('out');
let server;
let pagefind;
let vocabulary;

before(async () => {
  server = http.createServer(async (request, response) => {
    try {
      const file = path.join(out, decodeURIComponent(new URL(request.url, 'http://x').pathname));
      if (!file.startsWith(out)) throw new Error('outside out/');
      response.end(await readFile(file));
    } catch {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}/pagefind/`;
  pagefind = await import(pathToFileURL(path.join(out, 'pagefind', 'pagefind.js')).href);
  await pagefind.options({ basePath: base });
  await pagefind.init();
  vocabulary = vocabularyLoader(base, async (url) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${response.status} ${url}`);
    return response.text();
  });
});

after(() => server?.close());

/** What the site search finds for a query, as its panel runs it: the URLs of every result. */
async function find(query) {
  const shaped = await shapeQueryFrom(query, vocabulary);
  if (shaped.term === '') return { shaped, urls: [] };
  const search = await pagefind.search(shaped.term);
  const urls = await Promise.all(search.results.map(async (r) => (await r.data()).url));
  return {
    shaped,
    urls: urls.map((u) => new URL(u, 'http://x').pathname + new URL(u, 'http://x').hash),
  };
}

const records = questionRecords(loadBanks());
const siteWords = new Set(
  [...records, ...guideRecords(sectionTexts(loadGuides()))].flatMap((r) => [
    ...indexedWords(`${r.content}\n${r.meta.title}`),
  ]),
);
const begins = (prefix) => [...siteWords].some((w) => w.startsWith(prefix));

test('the issue’s queries: nonsense finds nothing, "X vs Y" finds the question comparing them', async () => {
  const nonsense = await find('zzqxjvkw');
  assert.deepEqual(nonsense.urls, []);
  assert.deepEqual(
    nonsense.shaped.unknown.map((w) => w.typed),
    ['zzqxjvkw'],
  );
  const tuple = records.find((r) => /choose a tuple over a list/.test(r.meta.title)).url;
  for (const query of ['list vs tuple', 'difference between list and tuple', 'list tuple'])
    assert.ok((await find(query)).urls.includes(tuple), query);
  const abstract = records.find(
    (r) =>
      r.meta.bank === 'Core Java' &&
      /abstract class/i.test(r.meta.title) &&
      /interface/i.test(r.meta.title),
  ).url;
  assert.ok((await find('abstract class vs interface')).urls.includes(abstract));
  const hashCode = records.find(
    (r) => r.meta.bank === 'Core Java' && /hashCode/.test(r.meta.title),
  ).url;
  assert.ok((await find('hashc')).urls.includes(hashCode), 'hashc finds hashCode');
});

test('a string of letters that begins no word of the site finds nothing (property)', async () => {
  await fc.assert(
    fc.asyncProperty(fc.stringMatching(/^[a-z]{5,14}$/), async (letters) => {
      // Not a word of the site, nor Pagefind's prefix of one: its first half begins no word.
      fc.pre(!begins(letters.slice(0, Math.ceil(letters.length / 2))));
      const { urls, shaped } = await find(letters);
      assert.deepEqual(urls, [], `${letters} searched as "${shaped.term}"`);
    }),
    { numRuns: 60 },
  );
});

// Pagefind matches a prefix against its index's stems: `runn` finds `runner` but not `running`
// (stem `run`). So the prefixes that must find a word are those up to its stem, and the word.
test('a prefix of a word of a question, up to its stem, finds that question, alone or as the last word typed (property)', async () => {
  const stems = [...indexWords(path.join(out, 'pagefind'))];
  // The index holds stems of other words too: `linearization` stems to `linear`, while
  // `linearize` adds `lineariz`, which `lineari` matches and `linearization` does not. So the
  // word's stem is taken as the shortest stem of at least 4 letters that begins it (else the
  // longest shorter one, else the word): every prefix up to it is a prefix of the true stem.
  const stemOf = (word) => {
    const begin = stems.filter((s) => word.startsWith(s)).sort((a, b) => a.length - b.length);
    return begin.find((s) => s.length >= 4) ?? begin.at(-1) ?? word;
  };
  const withWords = records
    .map((r) => ({ url: r.url, words: r.content.match(/\b[A-Za-z]{6,}\b/g) ?? [] }))
    .filter((r) => r.words.length > 1);
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...withWords),
      fc.nat(),
      fc.nat(),
      fc.nat(),
      async (record, a, b, c) => {
        const word = record.words[a % record.words.length];
        const other = record.words[b % record.words.length];
        const stem = stemOf(word.toLowerCase());
        const lengths = [word.length];
        for (let n = Math.min(4, stem.length); n <= stem.length; n++) lengths.push(n);
        const prefix = word.slice(0, lengths[c % lengths.length]);
        for (const query of [prefix, `${other} ${prefix}`]) {
          const { urls, shaped } = await find(query);
          assert.ok(
            urls.includes(record.url),
            `${query} (searched as "${shaped.term}") misses ${record.url}`,
          );
        }
      },
    ),
    { numRuns: 25 },
  );
});

/** Real pairs from the banks, and what a learner types to compare them. */
const pairs = [
  ['list', 'tuple'],
  ['abstract class', 'interface'],
  ['==', 'equals'],
  ['let', 'const'],
  ['WHERE', 'HAVING'],
  ['var', 'let'],
  ['ArrayList', 'LinkedList'],
  ['props', 'state'],
  ['null', 'undefined'],
  ['margin', 'padding'],
  ['process', 'thread'],
  ['INNER JOIN', 'LEFT JOIN'],
];

test('"X vs Y", "difference between X and Y" and "what is X" find what "X Y" and "X" find', async () => {
  for (const [x, y] of pairs) {
    const plain = (await find(`${x} ${y}`)).urls;
    assert.ok(plain.length > 0, `${x} ${y} finds something`);
    for (const query of [
      `${x} vs ${y}`,
      `difference between ${x} and ${y}`,
      `What is the difference between ${x} and ${y}?`,
    ])
      assert.deepEqual((await find(query)).urls, plain, query);
    assert.deepEqual((await find(`what is ${x}`)).urls, (await find(x)).urls, `what is ${x}`);
  }
});
