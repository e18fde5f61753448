import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['<rootDir>/{components,lib,tests/unit}/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['/node_modules/', '/out/', '/.next/'],
  // Jest's default is one worker fewer than the cores: a single worker on the 2-core CI machine,
  // with the parent process idle. Two workers there ran the suite in 31 s instead of 55 s.
  maxWorkers: '100%',
};

// The Markdown pipeline (unified, remark, micromark, mdast) ships ESM only; Jest runs CommonJS,
// so those packages are compiled like our own code instead of being skipped.
const esmOnly =
  'unified|bail|devlop|is-plain-obj|trough|vfile[^/]*|unist-[^/]*|remark-[^/]*|mdast-[^/]*|micromark[^/]*|decode-named-character-reference|character-entities[^/]*|ccount|markdown-table|escape-string-regexp|longest-streak|zwitch|fault|format';

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  const [nodeModules, ...rest] = resolved.transformIgnorePatterns;
  return {
    ...resolved,
    transformIgnorePatterns: [nodeModules.replace('(?!(', `(?!(${esmOnly}|`), ...rest],
  };
}
