/**
 * TypeScript for the checks: TypeScript 7's `tsc` (the native compiler, `npm run runtimes`)
 * parses and type-checks the JavaScript-family examples in one process per step; without it,
 * the project's own TypeScript parses them in this process.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { CodeExample } from '@/lib/practice/types';
import { run } from './run';
import type { Runtimes } from './runtimes';
import type { Example } from './types';

/** The languages TypeScript reads: parsed by it, and compile-checked by it where asked. */
export const tsLanguages: readonly CodeExample['language'][] = [
  'javascript',
  'mongosh',
  'jsx',
  'typescript',
  'tsx',
];

const scriptKinds: Partial<Record<CodeExample['language'], ts.ScriptKind>> = {
  javascript: ts.ScriptKind.JS,
  mongosh: ts.ScriptKind.JS,
  jsx: ts.ScriptKind.JSX,
  typescript: ts.ScriptKind.TS,
  tsx: ts.ScriptKind.TSX,
};
const extensions: Partial<Record<CodeExample['language'], string>> = {
  javascript: '.js',
  mongosh: '.js',
  jsx: '.jsx',
  typescript: '.ts',
  tsx: '.tsx',
};

/** Syntax errors from the project's own TypeScript (only without TypeScript 7). */
export function tsSyntaxErrors(example: Example): string[] {
  const { language, code } = example.code;
  const file = ts.createSourceFile(
    `example${extensions[language]}`,
    code,
    ts.ScriptTarget.Latest,
    false,
    scriptKinds[language]!,
  );
  const diagnostics =
    (file as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics ?? [];
  return diagnostics.map((d) => {
    const { line } = file.getLineAndCharacterOfPosition(d.start ?? 0);
    return `line ${line + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  });
}

/**
 * The examples' compiler options: strict, ES2025 with the DOM, Node.js 26's and React 19's
 * types, each file its own module. Parsing (`--noCheck`) uses the same options without types.
 */
export function tsconfigFor(files: readonly string[], types: string, check: boolean) {
  return {
    compilerOptions: {
      strict: true,
      noEmit: true,
      target: 'es2025',
      lib: ['es2025', 'dom', 'dom.iterable'],
      module: 'esnext',
      moduleResolution: 'bundler',
      moduleDetection: 'force',
      jsx: 'react-jsx',
      allowJs: true,
      checkJs: check,
      skipLibCheck: true,
      types: check ? ['node', 'react', 'react-dom'] : [],
      typeRoots: [types],
    },
    files,
  };
}

/**
 * Runs `tsc` once over the examples (each its own file in a temp project beside the @types
 * folder, so `import ... from 'react'` finds React's types) and maps every diagnostic back to
 * its example: `line N: message`. `check` false is a parse (`--noCheck`: syntax errors only).
 */
export async function tscDiagnostics(
  examples: readonly Example[],
  tsc: NonNullable<Runtimes['typescript']>,
  check: boolean,
): Promise<Map<Example, string[]>> {
  const problems = new Map<Example, string[]>();
  if (examples.length === 0) return problems;
  const dir = mkdtempSync(
    path.join(tsc.types, '..', '..', `code-check-${check ? 'tsc' : 'parse'}-`),
  );
  try {
    const files = examples.map((example, i) => {
      const file = `example${i}${extensions[example.code.language]!}`;
      // A harness is never shown: type-level tests of what the answer defines, compiled with it.
      const harness = example.code.harness ? `\n${example.code.harness}\n` : '';
      writeFileSync(path.join(dir, file), `${example.code.code}\n${harness}`);
      return file;
    });
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify(tsconfigFor(files, tsc.types, check), null, 2),
    );
    const result = await run(
      tsc.command,
      ['-p', '.', '--pretty', 'false', ...(check ? [] : ['--noCheck'])],
      dir,
      120_000,
    );
    // `file(line,col): error TSnnnn: message`, its chained details on indented lines after it.
    let current: { example: Example; text: string[] } | undefined;
    const flush = () => {
      if (current)
        problems.set(current.example, [
          ...(problems.get(current.example) ?? []),
          current.text.join(' '),
        ]);
      current = undefined;
    };
    for (const line of result.stdout.split('\n')) {
      const match = /^(example(\d+)\.\w+)\((\d+),\d+\): error (TS\d+): (.*)$/.exec(line);
      if (match) {
        flush();
        current = { example: examples[Number(match[2])]!, text: [`line ${match[3]}: ${match[5]}`] };
      } else if (current && /^\s/.test(line)) {
        current.text.push(line.trim());
      } else if (line.trim()) {
        flush();
        throw new Error(
          `TypeScript set-up error while checking examples: ${line}\n${result.stderr}`,
        );
      }
    }
    flush();
    if (result.code !== 0 && problems.size === 0)
      throw new Error(`tsc failed: ${result.stderr || result.stdout}`);
    return problems;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
