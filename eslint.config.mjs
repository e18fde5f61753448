import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Every link is a plain <a> by design: each page is its own static file and a click is a
      // full page load, which needs no router script.
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  {
    // The content schemas (zod) run at build time only: what ships to the browser may take
    // their types, never their values (budgets.json counts every byte of the pages' scripts).
    files: ['components/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: 'zod is for build-time content schemas.',
              allowTypeImports: true,
            },
          ],
          patterns: [
            {
              group: ['**/bankSchema', '**/frontMatter'],
              message: 'content schemas run at build time: import their types with `import type`.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  globalIgnores([
    '.bench/**',
    '.runtimes/**',
    '.java-toolchain/**',
    // The pinned Java toolchain (npm run java:pin): build output, committed as it was built.
    'scripts/java-toolchain/dist/**',
    '.next/**',
    'out/**',
    'public/**',
    'node_modules/**',
    'coverage/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
  ]),
]);
