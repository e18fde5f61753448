import { djangoBalance, jspBalance, sqlBlockBalance } from './balance';
import type { CheckOutcome, Checker, Example } from './types';

/**
 * `check: structure`, whatever the language: valid code no parser here reads (PL/SQL blocks,
 * Oracle-only syntax, Django and JSP templates) must balance its brackets, quotes, block
 * keywords and tags (lib/check/balance.ts). Asked before every language checker.
 */
export const structureChecker: Checker = {
  name: 'structure',
  describe: () => 'balanced brackets, quotes, BEGIN/END and template tags (in this process)',
  claims: (example) => example.code.check === 'structure',
  check: async (examples) => examples.map(checkStructure),
};

function checkStructure(example: Example): CheckOutcome {
  const { language, code } = example.code;
  const problems =
    language === 'django'
      ? djangoBalance(code)
      : language === 'jsp'
        ? jspBalance(code)
        : sqlBlockBalance(code);
  return {
    example,
    done: 'structure',
    problem: problems.length ? `structure: ${problems.slice(0, 4).join('; ')}` : undefined,
  };
}
