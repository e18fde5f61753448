// block: t.mock.timers.enable({ apis: ['setTimeout'] });
// path: timers.test.js
// --- harness
import { run } from 'node:test';
import { dot } from 'node:test/reporters';
const stream = run({ files: ['timers.test.js'], isolation: 'none' });
stream.on('test:fail', () => (process.exitCode = 1));
stream.compose(dot).pipe(process.stdout);
