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
  globalIgnores([
    '.bench/**',
    '.runtimes/**',
    '.java-toolchain/**',
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
