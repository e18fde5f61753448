// block: // cart.test.js
// path: cart.test.js
// --- file: cart.js = block: export async function checkout(items, payments) {
// --- harness
import { run } from 'node:test';
import { dot } from 'node:test/reporters';
// `node --test` in process: the dot reporter prints one dot per test and suite.
const stream = run({ files: ['cart.test.js'], isolation: 'none' });
stream.on('test:fail', () => (process.exitCode = 1));
stream.compose(dot).pipe(process.stdout);
