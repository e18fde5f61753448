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

/**
 * The theme's colours (components/practice/code-theme.css), by highlight.js scope. highlight.js
 * names a token by its scope (`<span class="hljs-title function_">`), some 30 of them, where the
 * theme paints eight colours; a code example carries hundreds of tokens, so each span is written
 * with the short class of its colour, and a span the theme does not paint (parameters, a
 * function's signature, a template's substitution) is left out, its text kept.
 */
const colourOf: Readonly<Record<string, string>> = {
  comment: 'hc',
  quote: 'hc',
  keyword: 'hk',
  'selector-tag': 'hk',
  doctag: 'hk',
  'template-tag': 'hk',
  string: 'hs',
  regexp: 'hs',
  number: 'hn',
  literal: 'hn',
  variable: 'hn',
  'template-variable': 'hn',
  attr: 'hn',
  attribute: 'hn',
  'selector-attr': 'hn',
  'selector-class': 'hn',
  'selector-id': 'hn',
  property: 'hn',
  title: 'ht',
  section: 'ht',
  built_in: 'hb',
  type: 'hb',
  symbol: 'hb',
  bullet: 'hb',
  link: 'hb',
  name: 'hg',
  tag: 'hg',
  meta: 'hg',
  emphasis: 'he',
  strong: 'hw',
};

/** highlight.js's spans rewritten to the theme's short classes (see colourOf). */
export function slimSpans(html: string): string {
  // Whether each open span was written, so its </span> is written or left out with it.
  const open: boolean[] = [];
  // Every span, a sub-language's (`language-xml` in JSX) too, so the closing tags pair up.
  return html.replace(/<span class="([^"]*)">|<\/span>/g, (tag, classes?: string) => {
    if (classes === undefined) return open.pop() ? tag : '';
    const scope = /^hljs-([^ ]+)/.exec(classes)?.[1];
    const colour = scope === undefined ? undefined : colourOf[scope];
    open.push(colour !== undefined);
    return colour === undefined ? '' : `<span class="${colour}">`;
  });
}

/** Highlighted HTML for a code example (class-based spans; the theme is one CSS file). */
export function highlight(code: string, language: Language): string {
  return slimSpans(
    hljs.highlight(code, { language: grammarFor[language], ignoreIllegals: true }).value,
  );
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
    ? slimSpans(hljs.highlight(code, { language: grammar, ignoreIllegals: true }).value)
    : code.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
