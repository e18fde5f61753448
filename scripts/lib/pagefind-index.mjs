// The words of a written Pagefind index (its `index/*.pf_index` chunks): what its search can match,
// after stemming. Read at build time only, for the site search's vocabulary
// (lib/search/vocabulary.ts). A chunk is a gzip stream of "pagefind_dcd" and a CBOR value,
// [[[word, pages, …], …], …] (pagefind_web/src/index.rs); a format change fails the build here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

const signature = 'pagefind_dcd';

/** A minimal CBOR reader: the major types Pagefind's chunks use (integers, strings, arrays, maps). */
function decodeCbor(bytes) {
  let at = 0;
  const length = (info) => {
    if (info < 24) return info;
    const size = { 24: 1, 25: 2, 26: 4, 27: 8 }[info];
    if (!size) throw new Error(`CBOR: unsupported length ${info} at byte ${at}`);
    let value = 0;
    for (let i = 0; i < size; i++) value = value * 256 + bytes[at++];
    return value;
  };
  const item = () => {
    const head = bytes[at++];
    const major = head >> 5;
    const info = head & 31;
    if (major === 0) return length(info);
    if (major === 1) return -1 - length(info);
    if (major === 2 || major === 3) {
      const n = length(info);
      const slice = bytes.subarray(at, (at += n));
      return major === 3 ? Buffer.from(slice).toString('utf8') : slice;
    }
    if (major === 4) return Array.from({ length: length(info) }, item);
    if (major === 5)
      return Object.fromEntries(Array.from({ length: length(info) }, () => [item(), item()]));
    if (major === 7 && info >= 20 && info <= 22) return [false, true, null][info - 20];
    throw new Error(`CBOR: unsupported item ${head} at byte ${at - 1}`);
  };
  return item();
}

/** Every word in the index's chunks under `pagefindDir` (the stems its search matches). */
export function indexWords(pagefindDir) {
  const dir = path.join(pagefindDir, 'index');
  const words = new Set();
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.pf_index'))) {
    const data = gunzipSync(readFileSync(path.join(dir, name)));
    if (data.subarray(0, signature.length).toString() !== signature)
      throw new Error(`${name}: not a Pagefind index chunk`);
    const [entries] = decodeCbor(data.subarray(signature.length));
    for (const [word] of entries) {
      if (typeof word !== 'string') throw new Error(`${name}: a word that is not a string`);
      words.add(word);
    }
  }
  if (words.size === 0) throw new Error(`${dir}: no words`);
  return words;
}
