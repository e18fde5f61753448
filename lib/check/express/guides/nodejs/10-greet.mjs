// block: // greet.mjs  (run: node greet.mjs --name Ada --loud)
// path: greet.mjs
// --- harness
// The command the block's comment names, then the short flag and the USER default. The output
// is not a terminal, so styleText adds no colour codes; the version line is checked, not printed.
import { execFileSync } from 'node:child_process';
for (const [args, user] of [
  [['--name', 'Ada', '--loud'], 'grace'],
  [['-l'], 'grace'],
  [[], undefined],
]) {
  const env = { ...process.env, USER: user };
  if (user === undefined) delete env.USER;
  delete env.FORCE_COLOR; // as a learner's pipe: no colour forced
  const [greeting, version] = execFileSync(process.execPath, ['greet.mjs', ...args], {
    encoding: 'utf8',
    env,
  }).split('\n');
  console.log(
    JSON.stringify(greeting),
    version === `Node ${process.version} on ${process.platform}`,
  );
}
