// block: // order.cjs (run with: node order.cjs)
// path: order.cjs
// --- harness
// The block runs as a CommonJS program, five times. The order of `timeout` and `immediate` in
// the main module is not fixed (the chapter says so), so it is printed as a set; the rest is fixed.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
const orders = new Set();
for (let i = 0; i < 5; i++) {
  const lines = execFileSync(process.execPath, ['order.cjs'], { encoding: 'utf8' })
    .trim()
    .split('\n');
  const [a, b, c, d, e, f, g] = lines;
  orders.add(`${[a, b, c].join(' ')} | ${[d, e].sort().join(' ')} | ${[f, g].join(' ')}`);
}
for (const order of orders) console.log('order.cjs:', order);
// The same first lines in an ES module: promise callbacks run before process.nextTick.
writeFileSync(
  'order.mjs',
  [
    "Promise.resolve().then(() => console.log('promise'));",
    "process.nextTick(() => console.log('nextTick'));",
    "console.log('sync');",
  ].join('\n'),
);
console.log(
  'order.mjs:',
  execFileSync(process.execPath, ['order.mjs'], { encoding: 'utf8' }).trim().split('\n').join(' '),
);
