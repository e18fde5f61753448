// Every PDF listed in public/docs/index.json (after `node --import tsx scripts/build-docs.ts`,
// which `npm run build` runs) is a whole study guide, as the index says.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { assertStudyGuide, inspect, PUBLIC_DOCS, PUBLIC_INDEX } from './inspect.mjs';

const index = existsSync(PUBLIC_INDEX) ? JSON.parse(readFileSync(PUBLIC_INDEX, 'utf8')) : null;

describe(
  'built study guides in public/docs',
  { skip: index ? false : 'public/docs/index.json does not exist (run scripts/build-docs.ts)' },
  () => {
    for (const [slug, entry] of Object.entries(index ?? {})) {
      test(slug, async () => {
        const file = join(PUBLIC_DOCS, `${slug}.pdf`);
        assert.ok(existsSync(file), `${file} is listed in index.json but missing`);
        const bytes = readFileSync(file);
        assert.equal(statSync(file).size, entry.bytes, 'index.json bytes');
        const result = await inspect(bytes, { all: false });
        assert.equal(result.numPages, entry.pages, 'index.json pages');
        assertStudyGuide(result, { title: entry.title, chapters: entry.chapters });
      });
    }
  },
);
