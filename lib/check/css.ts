import { parse as parseCss } from 'css-tree';
import type { CheckOutcome, Checker, Example } from './types';

/**
 * CSS, parsed by css-tree in this process. (HTML has its own checker, html.ts: the Nu HTML
 * Checker and html-validate, asked first through the registry.)
 */
export const cssChecker: Checker = {
  name: 'CSS',
  describe: () => 'css-tree (in this process)',
  claims: (example) => example.code.language === 'css',
  check: (examples) => Promise.all(examples.map(parseCssExample)),
};

async function parseCssExample(example: Example): Promise<CheckOutcome> {
  const errors: string[] = [];
  parseCss(example.code.code, {
    positions: true,
    onParseError: (error) =>
      errors.push(`line ${(error as unknown as { line: number }).line}: ${error.message}`),
  });
  return {
    example,
    done: 'parsed',
    problem: errors.length ? `css-tree: ${errors.slice(0, 3).join('; ')}` : undefined,
  };
}
