import { parse as parseCss } from 'css-tree';
import { HtmlValidate } from 'html-validate';
import type { CheckOutcome, Checker, Example } from './types';

/** HTML (html-validate, recommended rules) and CSS (css-tree), in this process. */
const htmlValidator = new HtmlValidate({ extends: ['html-validate:recommended'] });

export const htmlCssChecker: Checker = {
  name: 'HTML and CSS',
  describe: () => 'html-validate (recommended rules) and css-tree (in this process)',
  claims: (example) => example.code.language === 'html' || example.code.language === 'css',
  check: (examples) => Promise.all(examples.map(parseHtmlCss)),
};

async function parseHtmlCss(example: Example): Promise<CheckOutcome> {
  const { language, code } = example.code;
  if (language === 'html') {
    const report = await htmlValidator.validateString(code);
    const messages = report.results.flatMap((r) =>
      r.messages.map((m) => `line ${m.line}: ${m.message} (${m.ruleId})`),
    );
    return {
      example,
      done: 'parsed',
      problem: messages.length ? `html-validate: ${messages.slice(0, 5).join('; ')}` : undefined,
    };
  }
  const errors: string[] = [];
  parseCss(code, {
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
