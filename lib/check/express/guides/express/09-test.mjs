// block: // test/tasks.test.js  (run: node --test)
// path: test/tasks.test.js
// --- file: src/tasks-app.js = block: export function buildApp({ tasks }) {
// --- harness
import { run } from 'node:test';
import { dot } from 'node:test/reporters';
console.error = () => undefined;
// `node --test` as the comment says, in process: the dot reporter prints one dot per test.
const stream = run({ files: ['test/tasks.test.js'], isolation: 'none' });
stream.on('test:fail', () => (process.exitCode = 1));
stream.compose(dot).pipe(process.stdout);
