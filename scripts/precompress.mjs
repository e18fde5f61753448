// The last build step: gzip copies beside out/'s text files (see scripts/lib/precompress.mjs).
import { precompress } from './lib/precompress.mjs';

const dir = process.argv[2] ?? 'out';
console.log(`precompress: ${precompress(dir)} files in ${dir}/ have a .gz copy beside them`);
