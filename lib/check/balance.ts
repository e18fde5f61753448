/**
 * Structure checks for code no parser here understands (PL/SQL blocks, Django and JSP
 * templates): brackets, quotes, block keywords and tags must balance. Each returns a list of
 * problems; empty means the code passed.
 */

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/** HTML elements open and close in order (void and self-closing elements aside). */
export function htmlBalance(markup: string): string[] {
  const stack: string[] = [];
  const problems: string[] = [];
  const cleaned = markup
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, '');
  for (const match of cleaned.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)\b[^<>]*?(\/?)>/g)) {
    const [, closing, rawName, selfClosing] = match;
    const name = rawName!.toLowerCase();
    if (selfClosing || (VOID.has(name) && !closing)) continue;
    if (!closing) stack.push(name);
    else if (stack.at(-1) === name) stack.pop();
    else problems.push(`</${name}> does not close <${stack.at(-1) ?? 'nothing'}>`);
  }
  if (stack.length) problems.push(`unclosed <${stack.join('>, <')}>`);
  return problems;
}

/** Django template tags pair with their end tags; {{ }} and {% %} are closed. */
export function djangoBalance(template: string): string[] {
  const problems: string[] = [];
  const paired = new Set([
    'block',
    'for',
    'if',
    'with',
    'comment',
    'autoescape',
    'filter',
    'spaceless',
    'verbatim',
    'blocktranslate',
    'blocktrans',
    'ifchanged',
    'partialdef',
  ]);
  const stack: string[] = [];
  const opens = (template.match(/\{%/g) ?? []).length;
  const closes = (template.match(/%\}/g) ?? []).length;
  if (opens !== closes) problems.push(`${opens} "{%" but ${closes} "%}"`);
  if ((template.match(/\{\{/g) ?? []).length !== (template.match(/\}\}/g) ?? []).length)
    problems.push('unbalanced {{ }}');
  for (const match of template.matchAll(/\{%-?\s*(\w+)/g)) {
    const tag = match[1]!;
    if (paired.has(tag)) stack.push(tag);
    else if (tag.startsWith('end')) {
      const opened = stack.pop();
      if (opened !== tag.slice(3))
        problems.push(`{% ${tag} %} closes {% ${opened ?? 'nothing'} %}`);
    }
  }
  if (stack.length) problems.push(`unclosed {% ${stack.join(' %}, {% ')} %}`);
  const html = template.replace(/\{%[\s\S]*?%\}|\{\{[\s\S]*?\}\}|\{#[\s\S]*?#\}/g, '');
  return [...problems, ...htmlBalance(html)];
}

/** JSP: scriptlets and expressions close; tags (HTML and prefixed like c:forEach) balance. */
export function jspBalance(page: string): string[] {
  const problems: string[] = [];
  if ((page.match(/<%/g) ?? []).length !== (page.match(/%>/g) ?? []).length)
    problems.push('unbalanced <% %>');
  const markup = page
    .replace(/<%--[\s\S]*?--%>/g, '')
    .replace(/<%[\s\S]*?%>/g, '')
    .replace(/\$\{[^}]*\}/g, '');
  return [...problems, ...htmlBalance(markup)];
}

/** Removes comments and string literals so keywords inside them are not counted. */
function stripSql(code: string): { text: string; problems: string[] } {
  const problems: string[] = [];
  let text = '';
  for (let i = 0; i < code.length; i++) {
    const ch = code[i]!;
    if (ch === '-' && code[i + 1] === '-') {
      while (i < code.length && code[i] !== '\n') i++;
      text += '\n';
    } else if (ch === '/' && code[i + 1] === '*') {
      const end = code.indexOf('*/', i + 2);
      if (end < 0) problems.push('unclosed /* comment');
      i = end < 0 ? code.length : end + 1;
      text += ' ';
    } else if (ch === "'" || ch === '"') {
      let j = i + 1;
      for (; j < code.length; j++) {
        if (code[j] === ch && code[j + 1] === ch) j++;
        else if (code[j] === ch) break;
      }
      if (j >= code.length) problems.push(`unclosed ${ch} quote`);
      i = j;
      text += ' x ';
    } else text += ch;
  }
  return { text, problems };
}

/** PL/SQL and SQL: brackets balance; BEGIN/END, IF/END IF, LOOP/END LOOP, CASE/END pair up. */
export function sqlBlockBalance(code: string): string[] {
  const { text, problems } = stripSql(code);
  let depth = 0;
  for (const ch of text) {
    if (ch === '(') depth++;
    if (ch === ')' && --depth < 0) {
      problems.push('a ) without its (');
      depth = 0;
    }
  }
  if (depth > 0) problems.push(`${depth} unclosed (`);
  const words = text.toUpperCase().match(/[A-Z_][A-Z0-9_$#]*/g) ?? [];
  const stack: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const next = words[i + 1];
    if (word === 'END') {
      if (next === 'IF' || next === 'LOOP' || next === 'CASE') {
        if (stack.pop() !== next) problems.push(`END ${next} without its ${next}`);
        i++;
      } else {
        const opened = stack.pop();
        if (opened?.startsWith('PACKAGE ')) continue; // a package spec, or a body without BEGIN
        if (opened !== 'BEGIN' && opened !== 'CASE')
          problems.push(`END closes ${opened ?? 'nothing'}`);
        // A package body's initialisation section: one "END name;" closes BEGIN and the package.
        if (opened === 'BEGIN' && stack.at(-1) === `PACKAGE ${next}`) stack.pop();
      }
    } else if (word === 'PACKAGE' && !(words[i - 1] === 'DROP' || words[i - 2] === 'DROP')) {
      // CREATE [OR REPLACE] PACKAGE [BODY] name AS|IS ... END [name];
      const body = next === 'BODY';
      const name = words[i + (body ? 2 : 1)];
      if (name) stack.push(`PACKAGE ${name}`);
      i += body ? 2 : 1;
    } else if (word === 'BEGIN' || word === 'CASE' || word === 'LOOP') {
      stack.push(word);
    } else if (word === 'IF' && next !== 'EXISTS' && next !== 'NOT') {
      stack.push('IF');
    }
  }
  if (stack.length) problems.push(`unclosed ${stack.join(', ')}`);
  return problems;
}
