/**
 * The words a bank may use, as plain constants: client components import them (filters, search
 * panel), so this file must never import the schema library (lib/practice/bankSchema.ts).
 */
export const difficulties = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type Difficulty = (typeof difficulties)[number];

export const languages = [
  'java',
  'jsp',
  'python',
  'django',
  'sql',
  'plsql',
  'mongosh',
  'javascript',
  'typescript',
  'jsx',
  'tsx',
  'html',
  'css',
  'c',
  'json',
  'yaml',
  'properties',
] as const;
export type Language = (typeof languages)[number];

export const checks = ['run', 'compile', 'parse', 'structure'] as const;
export type Check = (typeof checks)[number];

/** Which checks the tests can perform for each language (see content/README.md). */
export const checksFor: Record<Language, readonly Check[]> = {
  java: ['run', 'compile', 'parse'],
  python: ['run', 'parse'],
  javascript: ['run', 'compile', 'parse'],
  typescript: ['compile', 'parse'],
  tsx: ['compile', 'parse'],
  jsx: ['compile', 'parse'],
  c: ['compile'],
  sql: ['parse', 'structure'],
  plsql: ['parse', 'structure'],
  mongosh: ['parse'],
  html: ['parse'],
  css: ['parse'],
  json: ['parse'],
  yaml: ['parse'],
  properties: ['parse'],
  django: ['structure', 'run'],
  // Pages are compiled by Tomcat's Jasper (lib/check/spring.ts).
  jsp: ['compile', 'structure'],
};
