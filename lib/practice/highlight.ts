import hljs from 'highlight.js/lib/core';
import c from 'highlight.js/lib/languages/c';
import css from 'highlight.js/lib/languages/css';
import django from 'highlight.js/lib/languages/django';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import properties from 'highlight.js/lib/languages/properties';
import python from 'highlight.js/lib/languages/python';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import type { Language } from './types';

// Build time only: this module runs in server components, so no highlighter reaches the browser.
const grammars = {
  c,
  css,
  django,
  java,
  javascript,
  json,
  properties,
  python,
  sql,
  typescript,
  xml,
  yaml,
};
for (const [name, grammar] of Object.entries(grammars)) hljs.registerLanguage(name, grammar);

const grammarFor: Record<Language, keyof typeof grammars> = {
  java: 'java',
  jsp: 'xml',
  python: 'python',
  django: 'django',
  sql: 'sql',
  plsql: 'sql',
  mongosh: 'javascript',
  javascript: 'javascript',
  jsx: 'javascript',
  typescript: 'typescript',
  tsx: 'typescript',
  html: 'xml',
  css: 'css',
  c: 'c',
  json: 'json',
  yaml: 'yaml',
  properties: 'properties',
};

/** Highlighted HTML for a code example (class-based spans; the theme is one CSS file). */
export function highlight(code: string, language: Language): string {
  return hljs.highlight(code, { language: grammarFor[language], ignoreIllegals: true }).value;
}
