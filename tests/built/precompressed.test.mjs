// The build's last step writes a level-9 .gz beside every text file of out/ (nginx's gzip_static
// sends those). A missing or stale copy would send an old page to every gzip-capable browser.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { textFiles } from '../../scripts/lib/precompress.mjs';

test('every text file in out/ has a .gz copy with the same content', () => {
  const files = textFiles('out');
  assert.ok(files.length > 100, `only ${files.length} text files in out/: is the build there?`);
  const missing = files.filter((file) => !existsSync(`${file}.gz`));
  assert.deepEqual(missing, [], 'no .gz copy: run `npm run build` (it ends with precompress)');
  const stale = files.filter(
    (file) => !gunzipSync(readFileSync(`${file}.gz`)).equals(readFileSync(file)),
  );
  assert.deepEqual(stale, [], '.gz copy differs from its file');
});
