import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import c from 'highlight.js/lib/languages/c';
import css from 'highlight.js/lib/languages/css';
import django from 'highlight.js/lib/languages/django';
import ini from 'highlight.js/lib/languages/ini';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import properties from 'highlight.js/lib/languages/properties';
import python from 'highlight.js/lib/languages/python';
import scss from 'highlight.js/lib/languages/scss';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import type { Language } from './types';

// Build time only: this module runs in server components, so no highlighter reaches the browser.
const grammars = {
  bash,
  c,
  css,
  django,
  ini,
  java,
  javascript,
  json,
  properties,
  python,
  scss,
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

/** Fence languages of the study guides beyond the banks' own (`text` stays plain). */
const fenceGrammar: Readonly<Record<string, keyof typeof grammars>> = {
  bash: 'bash',
  scss: 'scss',
  toml: 'ini',
  xml: 'xml',
};

/** Highlighted HTML for a guide's fenced block, by its Markdown language; unknown ones are plain. */
export function highlightFence(code: string, language: string): string {
  const grammar = Object.hasOwn(grammarFor, language)
    ? grammarFor[language as Language]
    : Object.hasOwn(fenceGrammar, language)
      ? fenceGrammar[language]
      : undefined;
  return grammar
    ? hljs.highlight(code, { language: grammar, ignoreIllegals: true }).value
    : code.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
