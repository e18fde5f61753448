/**
 * The guides' code blocks, checked like the banks' examples (content/README.md, "Code in
 * guides"): each block goes through lib/check/dispatch.ts as the fence word says; the few
 * languages the banks never use (shell, TOML, XML, SCSS) get their own real parser here, and
 * plain text is counted as not checked, with its reason.
 */
import { checkExamples, unaccountedCommands, type CheckOutcome, type Example } from './dispatch';
import type { GuideBlock } from './guideBlocks';
import { guideParsers, postcssProblem } from './guideLanguages';
import { checksFor } from '@/lib/practice/vocabulary';
import type { CodeExample, Language } from '@/lib/practice/types';

export { guideBlocks, type GuideBlock } from './guideBlocks';

export interface GuideOutcome {
  block: GuideBlock;
  done: CheckOutcome['done'] | 'not checked';
  problem?: string;
  notice?: string;
  ranOn?: string;
  /** The commands the block shows that ran as written (lib/check/commands.ts). */
  commands?: string[];
}

/** Languages the banks do not use, each with its reason or its parser. */
const plainText: Record<string, string> = {
  text: 'plain text (a file layout, a subtitle file): nothing to parse',
};

async function checkOwn(block: GuideBlock): Promise<GuideOutcome> {
  const parsed = (problem: string | undefined): GuideOutcome => ({
    block,
    done: 'parsed',
    problem,
  });
  const reason = plainText[block.language];
  if (reason) return { block, done: 'not checked', notice: reason };
  if (block.check !== 'parse')
    return parsed(
      `\`\`\`${block.language} ${block.check}: ${block.language} blocks are parsed only`,
    );
  const parse = guideParsers[block.language];
  if (parse) return parsed(await parse(block.code));
  return parsed(
    `no checker for \`\`\`${block.language}: use a language the checker knows (content/README.md) or \`\`\`text`,
  );
}

/** Java members (`members`) or statements (`statements`), wrapped into a compilation unit. */
function wrapJava(code: string, as: 'members' | 'statements'): string {
  return as === 'members'
    ? `class Fragment {\n${code}\n}\n`
    : `class Fragment {\n  void fragment() throws Exception {\n${code}\n  }\n}\n`;
}

/**
 * mongosh reads shell commands (`use shop`, `show dbs`, `it`, `exit`) on their own line before
 * any JavaScript; they become blank lines, so the rest parses as JavaScript on the same lines.
 */
export function withoutShellCommands(code: string): string {
  return code
    .split('\n')
    .map((line) => (/^\s*(?:(?:use|show)\s+\w+|it|exit)\s*(?:\/\/.*)?$/.test(line) ? '' : line))
    .join('\n');
}

/** The check a block gets: its fence word; without one, a parse (or, for templates, structure). */
function checkOf(block: GuideBlock, language: Language): CodeExample['check'] | 'fragment' {
  if (block.check !== 'parse') return block.check as CodeExample['check'] | 'fragment';
  // A shell block (no bank language) that runs its commands: its own parser is bash -n.
  return checksFor[language]?.includes('parse') === false ? 'structure' : 'parse';
}

function example(block: GuideBlock, code: Partial<CodeExample>): Example {
  return {
    where: block.where,
    source: block.source,
    file: block.file,
    ...(block.files ? { files: block.files } : {}),
    shownWith: block.shownWith,
    code: {
      // A shell block has no bank language: only the commands checker takes it (its commands).
      language: block.bankLanguage ?? ('text' as Language),
      note: block.note,
      commands: block.commands,
      excused: block.excused,
      check: checkOf(block, block.bankLanguage!) as CodeExample['check'],
      code: block.bankLanguage === 'mongosh' ? withoutShellCommands(block.code) : block.code,
      expectedOutput: block.expectedOutput,
      requires: block.requires,
      ...code,
    },
  };
}

/** The runtimes the banks' checker found (detected once per run by the caller, or here). */
type Runtimes = Parameters<typeof checkExamples>[1];

/** Checks every block; outcomes come back in the order of `blocks`. */
export async function checkGuideBlocks(
  blocks: readonly GuideBlock[],
  runtimes?: Runtimes,
): Promise<GuideOutcome[]> {
  const outcomes = new Map<GuideBlock, GuideOutcome>();
  const bank: Example[] = [];
  const byExample = new Map<Example, GuideBlock>();
  const fragments: GuideBlock[] = [];
  for (const block of blocks) {
    const language = block.bankLanguage;
    if (block.commands) {
      // What the block tells the learner to run runs, as written (lib/check/commands.ts).
      const e = example(block, {});
      bank.push(e);
      byExample.set(e, block);
    } else if (language === 'css' && block.check === 'structure') {
      // css-tree does not read relaxed nesting (`h2 { }` inside a rule); postcss's parser
      // reads the rules, declarations and brackets of any CSS.
      outcomes.set(block, { block, done: 'structure', problem: postcssProblem(block.code) });
    } else if (!language) {
      outcomes.set(block, await checkOwn(block));
    } else if (block.check === 'fragment') {
      if (language === 'java') fragments.push(block);
      else
        outcomes.set(block, {
          block,
          done: 'parsed',
          problem: `\`\`\`${block.language} fragment: only Java blocks are fragments (wrapped in a class); parse the block as written or use structure where the language allows it`,
        });
    } else if (
      // Structure is the honest fallback for valid code a language's parser cannot read.
      block.check !== 'structure' &&
      !(checksFor[language] as readonly string[]).includes(checkOf(block, language))
    ) {
      outcomes.set(block, {
        block,
        done: 'parsed',
        problem: `\`\`\`${block.language} ${block.check}: ${language} allows ${checksFor[language].join(', ')}`,
      });
    } else {
      const e = example(block, {});
      bank.push(e);
      byExample.set(e, block);
    }
  }

  // Java fragments: members first; what does not parse as members is tried as statements.
  const asMembers = fragments.map((block) =>
    example(block, { check: 'parse', code: wrapJava(block.code, 'members') }),
  );
  const memberResults = await checkExamples(asMembers, runtimes);
  const retry = fragments.filter((_, i) => memberResults[i]!.problem);
  const asStatements = retry.map((block) =>
    example(block, { check: 'parse', code: wrapJava(block.code, 'statements') }),
  );
  const statementResults = await checkExamples(asStatements, runtimes);
  fragments.forEach((block, i) => {
    const members = memberResults[i]!;
    const k = retry.indexOf(block);
    const result = k < 0 ? members : statementResults[k]!;
    outcomes.set(block, {
      block,
      done: result.done,
      problem: result.problem && `${result.problem} (checked inside a class and inside a method)`,
    });
  });

  for (const result of await checkExamples(bank, runtimes)) {
    const block = byExample.get(result.example)!;
    outcomes.set(block, {
      block,
      done: result.done,
      problem: result.problem,
      notice: result.notice,
      ranOn: result.ranOn,
      commands: result.commands,
    });
  }
  // A block that tells the learner to run a command runs it or says why not, as bank examples do.
  return blocks.map((block) => {
    const outcome = outcomes.get(block)!;
    const problem = outcome.problem ?? unaccountedCommands(example(block, {}).code);
    return problem === outcome.problem ? outcome : { ...outcome, problem };
  });
}
