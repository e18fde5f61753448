// block: keepErrors,
// --- before
import { writeFileSync as writeLog } from 'node:fs';
// A log whose last line has no newline and whose chunks split lines (highWaterMark below).
writeLog(
  'app.log',
  'INFO start\nERROR one\n' + 'INFO filler\n'.repeat(10_000) + 'ERROR two\nERROR last',
);
// --- harness
import { gunzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
process.stdout.write(gunzipSync(readFileSync('errors.log.gz')).toString('utf8'));
