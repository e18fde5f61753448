/**
 * Takes Next.js's client runtime out of a page of reading's exported HTML: its script tags, its
 * script preloads, the Turbopack bootstrap and the inline copy of the page's content
 * (`self.__next_f`, the payload React would hydrate from). What is left is the page as the
 * server rendered it, the site's inline head script (lib/theme.ts), JSON-LD and the frame's module.
 *
 * Pure string work over Next's own output, so every pattern is checked after the fact: a script
 * left over that is none of the above (a streamed Suspense boundary's `$RC`, a new bootstrap in a
 * later Next) fails the build naming the page, rather than shipping a page that waits for a
 * runtime it no longer has.
 */

import { headScript } from './headScript';

/** `<script ... src="/_next/...">` (async or nomodule), with its empty body. */
const nextScriptTag = /<script\b[^>]*\bsrc="\/_next\/[^"]*"[^>]*><\/script>/g;
/** `<link rel="preload" as="script" href="/_next/...">` and module preloads of Next's chunks. */
const nextScriptPreload =
  /<link\b(?=[^>]*\bhref="\/_next\/[^"]*")(?=[^>]*\b(?:as="script"|rel="modulepreload"))[^>]*\/?>/g;
/** Inline scripts: the page's payload, Turbopack's bootstrap and anything else inline. */
const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

const isNextInline = (attributes: string, body: string) =>
  /\bid="_R_"/.test(attributes) || /^\s*\(?self\.__next_f\b/.test(body);

/** Inline scripts a page of reading may keep: JSON-LD, and the head script (lib/headScript.ts). */
const kept = (attributes: string, body: string) =>
  /\btype="application\/ld\+json"/.test(attributes) || body === headScript;

export function stripReact(html: string, where: string): string {
  const out = html
    .replace(nextScriptTag, '')
    .replace(nextScriptPreload, '')
    .replace(inlineScript, (tag, attributes: string, body: string) =>
      isNextInline(attributes, body) ? '' : tag,
    );
  const problems: string[] = [];
  for (const [, attributes = '', body = ''] of out.matchAll(inlineScript)) {
    const src = /\bsrc="([^"]*)"/.exec(attributes)?.[1];
    if (src ? src.startsWith('/_next/') : !kept(attributes, body)) {
      problems.push(
        `a script Next.js left that a page without React cannot run: ${(src ?? body).slice(0, 80)}`,
      );
    }
  }
  if (/\/_next\/[^"]*\.js"/.test(out)) problems.push('a reference to a /_next/ script is left');
  if (/<template\b|<!--\$\?-->/.test(out)) {
    problems.push('a streamed Suspense boundary, which only React can reveal');
  }
  if (problems.length > 0) throw new Error(`${where}: ${problems.join('; ')}`);
  return out;
}
