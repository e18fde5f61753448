/**
 * HTML examples: the Nu HTML Checker (vnu, the engine of validator.w3.org/nu, shipped as a jar by
 * the `vnu-jar` package) on a JDK, plus html-validate's recommended rules. vnu knows the HTML
 * Living Standard's content models and attribute rules (a `dl` mixing bare and `div`-wrapped
 * groups, `srcset` with `w` descriptors and no `sizes`), which html-validate does not check;
 * html-validate adds accessibility and style rules vnu has no opinion on (redundant roles, a
 * button without a type, links without text), so both run.
 *
 * A fragment is wrapped into a minimal valid document the same way every time (`asDocument`), and
 * one JVM checks all documents at once: starting the JVM costs seconds, a document milliseconds.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { run } from './run';
import type { CheckOutcome, Checker, Example } from './types';

// ---------------------------------------------------------------- wrapping (pure)

/** What an example shows, read from its first tag (leading comments and blank lines skipped). */
export type HtmlShape = 'document' | 'head' | 'body' | 'fragment';

export function shapeOf(code: string): HtmlShape {
  const start = code.replace(/^(?:\s|<!--[\s\S]*?-->)*/, '').toLowerCase();
  // An example that starts at `<html>` shows a whole document and must show its doctype too.
  if (start.startsWith('<!doctype') || /^<html[\s>]/.test(start)) return 'document';
  if (/^<head[\s>]/.test(start)) return 'head';
  if (/^<body[\s>]/.test(start)) return 'body';
  return 'fragment';
}

const doctype = '<!DOCTYPE html><html lang="en">';
const head = '<head><meta charset="utf-8"><title>Example</title></head>';

/**
 * The document vnu checks. The wrapper goes on the example's first line and after its last, never
 * on lines of its own, so vnu's line numbers are the example's. A `<head>` example gets the
 * doctype and `<html lang="en">`; a `<body>` example also a head with a charset and a title; any
 * other fragment also `<body>`.
 */
export function asDocument(code: string): string {
  switch (shapeOf(code)) {
    case 'document':
      return code;
    case 'head':
      return `${doctype}${code}</html>\n`;
    case 'body':
      return `${doctype}${head}${code}</html>\n`;
    case 'fragment':
      return `${doctype}${head}<body>${code}</body></html>\n`;
  }
}

// ---------------------------------------------------------------- vnu's report (pure)

/** One message of `vnu --format json`. */
export interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  firstLine?: number;
  message: string;
}

/**
 * Warnings that do not fail an example, each with its reason. Every other warning fails, as
 * every error does: vnu's warnings are real defects in a page (an article or section without a
 * heading, a redundant role, an obsolete attribute value), and an example shows a page.
 */
export const allowedWarnings: readonly { pattern: RegExp; wrappedOnly: boolean; why: string }[] = [
  {
    pattern:
      /^This document has heading elements but none of them has a computed heading level of 1/,
    wrappedOnly: true,
    why: 'a fragment is a part of a page whose h1 lies outside it',
  },
];

/**
 * The failures of one document: errors, and warnings not allowed above (`wrapped`: the example
 * is a fragment in asDocument's wrapper); info messages pass.
 */
export function vnuProblems(messages: readonly VnuMessage[], wrapped: boolean): string[] {
  return messages.flatMap((m) => {
    const warning = m.type === 'info' && m.subType === 'warning';
    if (m.type === 'info' && !warning) return [];
    if (
      warning &&
      allowedWarnings.some((a) => a.pattern.test(m.message) && (wrapped || !a.wrappedOnly))
    )
      return [];
    const line = m.lastLine ?? m.firstLine;
    return [`${line ? `line ${line}: ` : ''}${warning ? 'warning: ' : ''}${m.message}`];
  });
}

/**
 * Splits vnu's JSON report by document: messages for `files[i]` go to index i. A message for no
 * known document (an I/O or set-up error) throws, so a broken run never passes examples.
 */
export function vnuReportByFile(report: string, files: readonly string[]): VnuMessage[][] {
  let parsed: { messages?: VnuMessage[] };
  try {
    parsed = JSON.parse(report) as { messages?: VnuMessage[] };
  } catch {
    throw new Error(`vnu did not write a JSON report:\n${report.slice(0, 2000)}`);
  }
  const byFile = files.map((): VnuMessage[] => []);
  for (const message of parsed.messages ?? []) {
    const index = message.url ? files.findIndex((f) => message.url!.endsWith(`/${f}`)) : -1;
    if (message.type === 'non-document-error' || index < 0)
      throw new Error(`vnu: ${message.message}${message.url ? ` (${message.url})` : ''}`);
    byFile[index]!.push(message);
  }
  return byFile;
}

// ---------------------------------------------------------------- the runtime

/** vnu 26 needs Java 17 or newer. */
const minimumJava = 17;

interface Vnu {
  java: string;
  javaVersion: number;
  jar: string;
  version: string;
}

const jarPath = () =>
  path.join(process.cwd(), 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

function javaVersion(command: string): number | undefined {
  const result = spawnSync(command, ['-version'], { encoding: 'utf8' });
  const version = /version "(\d+)/.exec(`${result.stdout ?? ''}${result.stderr ?? ''}`)?.[1];
  return version ? Number(version) : undefined;
}

/** The newest JDK under /usr/lib/jvm (or JAVA_HOME), else `java` on the PATH. */
function findJava(): { command: string; version: number } | undefined {
  const jvm = '/usr/lib/jvm';
  const homes = [
    process.env.JAVA_HOME,
    ...(existsSync(jvm) ? readdirSync(jvm).map((name) => path.join(jvm, name)) : []),
  ].filter((home): home is string => !!home && existsSync(path.join(home, 'bin', 'java')));
  const found = [...homes.map((home) => path.join(home, 'bin', 'java')), 'java'].flatMap(
    (command) => {
      const version = javaVersion(command);
      return version && version >= minimumJava ? [{ command, version }] : [];
    },
  );
  return found.sort((a, b) => b.version - a.version)[0];
}

let detected: Vnu | null | undefined;
/** Looked up once per process. */
function detectVnu(): Vnu | undefined {
  if (detected === undefined) {
    const jar = jarPath();
    const java = existsSync(jar) ? findJava() : undefined;
    detected = java
      ? {
          java: java.command,
          javaVersion: java.version,
          jar,
          version: (
            JSON.parse(readFileSync(path.join(jar, '..', '..', '..', 'package.json'), 'utf8')) as {
              version: string;
            }
          ).version,
        }
      : null;
  }
  return detected ?? undefined;
}

/**
 * Runs vnu once over the examples' documents; one list of failures per example. One JVM with
 * the first JIT tier only: the run is short, and C2 would compile for longer than it saves.
 */
async function vnuCheck(examples: readonly Example[], vnu: Vnu): Promise<string[][]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'code-check-vnu-'));
  try {
    const files = examples.map((example, i) => {
      const file = `example-${i}.html`;
      writeFileSync(path.join(dir, file), asDocument(example.code.code));
      return file;
    });
    const result = await run(
      vnu.java,
      [
        // vnu's schema evaluation recurses deeply (it asks for 512k of thread stack), and deeper
        // with only the first JIT tier: 1m still overflowed, 4m does not.
        '-Xss4m',
        '-XX:TieredStopAtLevel=1',
        '-XX:+UseSerialGC',
        '-jar',
        vnu.jar,
        '--format',
        'json',
        '--stdout',
        '--exit-zero-always',
        ...files,
      ],
      dir,
      180_000,
    );
    if (result.code !== 0) throw new Error(`vnu failed: ${result.stderr || result.stdout}`);
    return vnuReportByFile(result.stdout, files).map((messages, i) =>
      vnuProblems(messages, shapeOf(examples[i]!.code.code) !== 'document'),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const htmlValidator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // A scroll container named by its table's caption is a region, not a section of the page,
    // and vnu warns on a section without a heading: role="region" on a div is the pattern.
    'prefer-native-element': ['error', { exclude: ['region'] }],
  },
});

/** html-validate's recommended rules on the example as written (it reads fragments). */
async function htmlValidateProblems(code: string): Promise<string[]> {
  const report = await htmlValidator.validateString(code);
  return report.results.flatMap((r) =>
    r.messages.map((m) => `line ${m.line}: ${m.message} (${m.ruleId})`),
  );
}

/** Both checkers' failures as one problem, or undefined. */
export function htmlProblem(vnu: readonly string[], htmlValidate: readonly string[]) {
  const parts = [
    ...(vnu.length ? [`vnu: ${vnu.slice(0, 5).join('; ')}`] : []),
    ...(htmlValidate.length ? [`html-validate: ${htmlValidate.slice(0, 5).join('; ')}`] : []),
  ];
  return parts.length ? parts.join('\n') : undefined;
}

export const htmlChecker: Checker = {
  name: 'HTML',
  describe() {
    const vnu = detectVnu();
    return vnu
      ? `Nu HTML Checker (vnu) ${vnu.version} on Java ${vnu.javaVersion} (${vnu.java}) + html-validate`
      : undefined;
  },
  claims: (example) => example.code.language === 'html',
  async check(examples) {
    if (examples.length === 0) return [];
    const vnu = detectVnu();
    const [fromVnu, fromHtmlValidate] = await Promise.all([
      vnu ? vnuCheck(examples, vnu) : undefined,
      Promise.all(examples.map((e) => htmlValidateProblems(e.code.code))),
    ]);
    return examples.map((example, i): CheckOutcome => ({
      example,
      // The Nu HTML Checker holds the example to the HTML standard: more than a parse.
      done: vnu ? 'validated' : 'parsed',
      problem: htmlProblem(fromVnu?.[i] ?? [], fromHtmlValidate[i]!),
      notice: vnu
        ? undefined
        : `vnu skipped: it needs ${existsSync(jarPath()) ? `Java ${minimumJava} or newer` : 'the vnu-jar package (npm install)'}; html-validate only`,
    }));
  },
};
