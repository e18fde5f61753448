/** @jest-environment node */
import { pinProblems } from './toolchainPin';

// The committed Java toolchain is the one its manifest names, built from the inputs as they are
// now: a change to build.sh, pom.xml or the toolchain's sources without a new pin fails here,
// naming the command to run.
test('the pinned Java toolchain matches its manifest and its inputs', () => {
  const problems = pinProblems();
  expect(problems.join('\n')).toBe('');
});
