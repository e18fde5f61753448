// The Content-Security-Policy of an exported page, built from its own HTML after the build: the
// sha256 hashes of its inline scripts (Next's bootstrap and payload, ours) and of its style
// attributes, so neither scripts nor styles need 'unsafe-inline'. Pure: the post-build step
// (scripts/csp.ts) reads and writes the files.
import { createHash } from 'node:crypto';

/** What a policy allows beyond the site's own origin (from the site configuration). */
export interface PolicySources {
  /** Origins the page may send data to (connect-src): a configured web-vitals endpoint. */
  connect?: string[];
  /** Origins the page may frame (frame-src): configured external study documents. */
  frame?: string[];
}

const executableTypes = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'application/ecmascript',
]);

const entities: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

/** An attribute value as the browser reads it: character references decoded. */
function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|amp|quot|apos|lt|gt);/gi, (_, ref: string) =>
    ref[0] === '#'
      ? String.fromCodePoint(
          ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1)),
        )
      : entities[ref.toLowerCase()]!,
  );
}

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:=(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, 'i').exec(
    attributes,
  );
  if (!match) return undefined;
  return decodeAttribute(match[1] ?? match[2] ?? match[3] ?? '');
}

/**
 * The text of every inline script the browser runs, in document order: no src, and a JavaScript
 * type or none. Data blocks (application/ld+json) never run, so CSP does not govern them.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi,
  )) {
    if (attribute(attributes, 'src') !== undefined) continue;
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    if (!executableTypes.has(type)) continue;
    // The HTML parser turns CR LF and lone CR into LF before the browser hashes the text.
    scripts.push(text.replace(/\r\n?/g, '\n'));
  }
  return scripts;
}

/** The contents of every <style> element. */
export function styleElements(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map((m) =>
    m[1]!.replace(/\r\n?/g, '\n'),
  );
}

/** The value of every style attribute, decoded as the browser reads it. */
export function styleAttributes(html: string): string[] {
  const values: string[] = [];
  // Script and style text and comments are not markup: a "<b style=...>" in them is no element.
  const markup = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '');
  for (const [tag] of markup.matchAll(/<[a-z][^\s/>]*(?:\s[^>]*)?>/gi)) {
    const value = attribute(tag.replace(/^<[^\s>]+/, ''), 'style');
    if (value !== undefined) values.push(value);
  }
  return values;
}

/** A CSP hash source for a text: 'sha256-<base64 of its UTF-8 bytes' SHA-256>'. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const unique = (values: string[]) => [...new Set(values)];

/**
 * The policy for one page: only the site's own origin (plus the configured sources), its inline
 * scripts by hash, its style attributes and <style> elements by hash ('unsafe-hashes' is what
 * lets a hash allow a style attribute). 'wasm-unsafe-eval' lets the site search compile its
 * WebAssembly; it allows no JavaScript eval.
 */
export function pagePolicy(html: string, sources: PolicySources = {}): string {
  const scripts = unique(inlineScripts(html).map(hashSource));
  const styleBlocks = unique(styleElements(html).map(hashSource));
  const styleAttrs = unique(styleAttributes(html).map(hashSource));
  const styles = [
    ...styleBlocks,
    ...(styleAttrs.length
      ? ["'unsafe-hashes'", ...styleAttrs.filter((h) => !styleBlocks.includes(h))]
      : []),
  ];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'wasm-unsafe-eval'", ...scripts]],
    ['style-src', ["'self'", ...styles]],
    ['connect-src', ["'self'", ...unique(sources.connect ?? [])]],
    ['frame-src', ["'self'", ...unique(sources.frame ?? [])]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/**
 * The code runner's sandbox pages (scripts/build-frame.mjs writes them as
 * assets/run-js-<hash>.html, assets/run-html-<hash>.html and assets/run-java-<hash>.html): which
 * one a file is, if any.
 */
export function runnerPage(uri: string): RunnerKind | undefined {
  return /^\/assets\/run-(js|html|java)-[0-9a-f]+\.html$/.exec(uri)?.[1] as RunnerKind | undefined;
}

export type RunnerKind = 'js' | 'html' | 'java';

/**
 * A sandbox page's own policy. The site frames it with sandbox="allow-scripts" and never
 * allow-same-origin, so what runs there has an opaque origin: none of the site's storage,
 * cookies or pages. Its policy then keeps it off the network (no connect-src, no other origin
 * for anything) and lets only the site frame it. What each may run:
 * - js: its own script from the site, and the learner's program in a worker made from a Blob
 *   (worker-src blob:); 'unsafe-eval' so `eval` and `new Function` work there as in Node.js.
 * - html: the learner's document, inline scripts and styles included ('unsafe-inline'), and the
 *   site's files (Bootstrap's CSS and JS, images); its srcdoc frame inherits this policy.
 * - java: its own script, and two workers made from Blobs (javac and TeaVM; the compiled
 *   program). TeaVM's loader builds its JavaScript imports with `new Function` ('unsafe-eval')
 *   and both compile WebAssembly ('wasm-unsafe-eval'): allowed here only, never on the site's
 *   pages. No connect-src: the page fetches the toolchain and hands its bytes to this frame.
 */
export function runnerPolicy(kind: RunnerKind): string {
  const directives: [string, string[]][] =
    kind === 'java'
      ? [
          ['default-src', ["'none'"]],
          ['script-src', ["'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"]],
          ['worker-src', ['blob:']],
          ['style-src', ["'unsafe-inline'"]],
        ]
      : kind === 'js'
        ? [
            ['default-src', ["'none'"]],
            ['script-src', ["'self'", "'unsafe-eval'"]],
            ['worker-src', ['blob:']],
            ['style-src', ["'unsafe-inline'"]],
          ]
        : [
            ['default-src', ["'none'"]],
            ['script-src', ["'self'", "'unsafe-inline'", "'unsafe-eval'"]],
            ['style-src', ["'self'", "'unsafe-inline'"]],
            ['img-src', ["'self'", 'data:', 'blob:']],
            ['font-src', ["'self'", 'data:']],
            ['media-src', ["'self'", 'data:', 'blob:']],
          ];
  return [...directives, ['base-uri', ["'none'"]], ['form-action', ["'none'"]]]
    .map(([name, values]) => `${name} ${(values as string[]).join(' ')}`)
    .join('; ');
}

/** A sandbox page's policy as a header: framed by the site's own pages only. */
export function runnerHeaderPolicy(metaPolicy: string): string {
  return `${metaPolicy}; frame-ancestors 'self'`;
}

/** The same policy as a response header adds what a <meta> policy cannot: forbidding framing. */
export function headerPolicy(metaPolicy: string): string {
  return `${metaPolicy}; frame-ancestors 'none'`;
}

/** The origin of an https:// URL, or undefined for a same-site path. */
export function originOf(url: string | undefined): string | undefined {
  if (!url || !/^https?:\/\//.test(url)) return undefined;
  return new URL(url).origin;
}

const metaPattern = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/?>/i;

/**
 * The page with its policy in a <meta http-equiv> placed first in <head> after the charset, so it
 * governs every script and stylesheet after it. A page that already has one gets it replaced
 * (the step can run twice on the same export).
 */
export function withPolicyMeta(html: string, policy: string): string {
  if (/"/.test(policy)) throw new Error('a policy cannot contain a double quote');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  if (metaPattern.test(html)) return html.replace(metaPattern, () => meta);
  const after = /<meta charset="[^"]*"\s*\/?>/i.exec(html) ?? /<head\b[^>]*>/i.exec(html);
  if (!after) throw new Error('the page has no <head>');
  const end = after.index + after[0].length;
  return html.slice(0, end) + meta + html.slice(end);
}
