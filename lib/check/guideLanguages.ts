/**
 * The languages that only the guides use, each checked by its own parser: shell (`bash -n`),
 * TOML (smol-toml), XML (saxes: well-formed) and SCSS (postcss-scss); and CSS's structure
 * (postcss), for the relaxed nesting css-tree does not read. Each returns the problem, or
 * undefined when the code parses.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postcss from 'postcss';
import { parse as parseScss } from 'postcss-scss';
import { SaxesParser } from 'saxes';
import { parse as parseToml } from 'smol-toml';

export function runBashSyntax(code: string): Promise<string | undefined> {
  const dir = mkdtempSync(path.join(tmpdir(), 'guide-sh-'));
  const file = path.join(dir, 'block.sh');
  writeFileSync(file, code);
  return new Promise((resolve) => {
    execFile('bash', ['-n', file], { timeout: 20_000 }, (error, _stdout, stderr) => {
      rmSync(dir, { recursive: true, force: true });
      resolve(error ? `bash -n: ${stderr.trim().replaceAll(file, 'line')}` : undefined);
    });
  });
}

export function xmlProblem(code: string): string | undefined {
  const parser = new SaxesParser({ xmlns: false });
  let problem: string | undefined;
  parser.on('error', (error) => {
    problem ??= `not well-formed XML (saxes): ${error.message}`;
  });
  parser.write(code).close();
  return problem;
}

export function tomlProblem(code: string): string | undefined {
  try {
    parseToml(code);
    return undefined;
  } catch (error) {
    return `not valid TOML (smol-toml): ${(error as Error).message.split('\n')[0]}`;
  }
}

export function scssProblem(code: string): string | undefined {
  try {
    parseScss(code);
    return undefined;
  } catch (error) {
    return `not valid SCSS (postcss-scss): ${(error as Error).message}`;
  }
}

export function postcssProblem(code: string): string | undefined {
  try {
    postcss.parse(code);
    return undefined;
  } catch (error) {
    return `structure (postcss): ${(error as Error).message}`;
  }
}

/** The guide-only languages and their parsers. */
export const guideParsers: Record<
  string,
  (code: string) => string | undefined | Promise<string | undefined>
> = {
  bash: runBashSyntax,
  sh: runBashSyntax,
  toml: tomlProblem,
  xml: xmlProblem,
  scss: scssProblem,
};
