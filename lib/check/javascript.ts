import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compareOutput, firstLines, inSlot, run } from './run';
import { atLeast, targets, type Runtimes } from './runtimes';
import { tscDiagnostics, tsLanguages, tsSyntaxErrors } from './tsc';
import type { CheckOutcome, Checker, Example } from './types';

/**
 * JavaScript, TypeScript, JSX, TSX and mongosh: one `tsc --noCheck` run parses them all
 * (lib/check/tsc.ts), one strict `tsc` run type-checks the `compile` ones while Node.js 26 runs
 * the JavaScript `run` ones, output compared.
 */
export function javascriptChecker(runtimes: Runtimes): Checker {
  const { node, typescript } = runtimes;
  return {
    name: 'JavaScript and TypeScript',
    describe: () =>
      `Node.js ${node.version} (${node.command}), ${typescript ? `TypeScript ${typescript.version}` : 'the project TypeScript (parse only)'}`,
    claims: (example) => tsLanguages.includes(example.code.language),
    async check(examples) {
      const parsed = new Map<Example, CheckOutcome>();
      const parseErrors = typescript
        ? await tscDiagnostics(examples, typescript, false)
        : new Map(examples.map((e) => [e, tsSyntaxErrors(e)]));
      for (const example of examples) {
        const errors = parseErrors.get(example);
        parsed.set(example, {
          example,
          done: 'parsed',
          problem: errors?.length ? `does not parse: ${errors.slice(0, 3).join('; ')}` : undefined,
        });
      }
      const ok = (e: Example) => !parsed.get(e)!.problem;

      // Type-check the compile examples together while Node.js runs the run examples.
      const toCompile = examples.filter((e) => e.code.check === 'compile' && ok(e));
      const compiled = typescript
        ? tscDiagnostics(toCompile, typescript, true)
        : Promise.resolve(undefined);
      compiled.catch(() => undefined); // awaited below; until then not unhandled
      const toRun = examples.filter((e) => e.code.check === 'run' && ok(e));
      const work = mkdtempSync(path.join(tmpdir(), 'code-check-node-'));
      try {
        const ran = await Promise.all(
          toRun.map((example) =>
            atLeast(node.version, example.code.requires)
              ? inSlot(() => runNode(example, work, node))
              : {
                  ...parsed.get(example)!,
                  notice: `run skipped: needs Node.js ${example.code.requires}, this machine has ${node.version}`,
                },
          ),
        );
        for (const outcome of ran) parsed.set(outcome.example, outcome);
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
      const compileErrors = await compiled;
      for (const example of toCompile) {
        const errors = compileErrors?.get(example);
        parsed.set(
          example,
          compileErrors
            ? {
                example,
                done: 'compiled',
                problem: errors && `does not type-check: ${errors.join('; ')}`,
              }
            : {
                ...parsed.get(example)!,
                notice: `compile skipped: TypeScript ${targets.typescript} is not installed (npm run runtimes)`,
              },
        );
      }
      return examples.map((e) => parsed.get(e)!);
    },
  };
}

async function runNode(
  example: Example,
  work: string,
  node: Runtimes['node'],
): Promise<CheckOutcome> {
  const { code, expectedOutput } = example.code;
  const dir = mkdtempSync(path.join(work, 'x-'));
  const esm = /^\s*(import|export)\s/m.test(code);
  const file = esm ? 'example.mjs' : 'example.cjs';
  writeFileSync(path.join(dir, file), code);
  const result = await run(node.command, [file], dir, 30_000);
  if (result.code !== 0)
    return {
      example,
      done: 'run',
      problem: `node ${node.version} failed:\n${firstLines(result.stderr)}`,
    };
  return { example, done: 'run', problem: compareOutput(expectedOutput, result.stdout) };
}
