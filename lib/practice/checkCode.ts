import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { parse as parseCss } from 'css-tree';
import { HtmlValidate } from 'html-validate';
import { Parser as SqlParser } from 'node-sql-parser';
import ts from 'typescript';
import { parse as parseYaml } from 'yaml';
import { needsNativePython, PyodidePool } from './pyodide';
import { djangoBalance, jspBalance, sqlBlockBalance } from './structure';
import type { Bank, CodeExample } from './types';

import { frameworkCheckers } from '@/lib/check/registry';
import { compareOutput, firstLines, lastLines, pool, run } from '@/lib/check/run';
import type { CheckOutcome, Checker, Example } from '@/lib/check/types';

export type { CheckOutcome, Example } from '@/lib/check/types';

export function examplesOf(banks: readonly Bank[]): Example[] {
  const out: Example[] = [];
  for (const bank of banks) {
    for (const topic of bank.topics) {
      // A topic shared by reference is checked once, in the bank that owns it.
      if (!topic.questions[0]?.source.startsWith(bank.file)) continue;
      for (const q of topic.questions) {
        if (q.codeExample)
          out.push({
            where: `${bank.file}: topic "${topic.key}", question ${q.id}`,
            source: q.source,
            file: bank.file,
            code: q.codeExample,
          });
      }
    }
  }
  return out;
}

// ---------------------------------------------------------------- runtimes

import { atLeast, detectRuntimes, targets, type Runtimes } from './runtimes';

// ---------------------------------------------------------------- helpers

/** The file name javac wants: the public top-level type, else Main. */
export function javaFileName(code: string): string {
  const name =
    /^\s*public\s+(?:(?:final|abstract|sealed|non-sealed|strictfp|static)\s+)*(?:class|interface|enum|record|@interface)\s+([A-Za-z_$][\w$]*)/m.exec(
      code,
    )?.[1];
  return `${name ?? 'Main'}.java`;
}

// ---------------------------------------------------------------- per-language parsers

const sqlParser = new SqlParser();

function tsSyntaxErrors(code: string, fileName: string, kind: ts.ScriptKind): string[] {
  const file = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, kind);
  const diagnostics =
    (file as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics ?? [];
  return diagnostics.map((d) => {
    const { line } = file.getLineAndCharacterOfPosition(d.start ?? 0);
    return `line ${line + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  });
}

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

// ---------------------------------------------------------------- TypeScript 7's tsc

/** The languages TypeScript reads: parsed by it, and compile-checked by it where asked. */
const tsLanguages: readonly CodeExample['language'][] = [
  'javascript',
  'mongosh',
  'jsx',
  'typescript',
  'tsx',
];

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
async function tscDiagnostics(
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
      writeFileSync(path.join(dir, file), example.code.code);
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

const htmlValidator = new HtmlValidate({ extends: ['html-validate:recommended'] });

/** Checks done in this process; undefined means it passed. */
async function parseInProcess(example: Example): Promise<string | undefined> {
  const { language, code } = example.code;
  switch (language) {
    case 'java':
      try {
        // java-parser is ESM-only; a dynamic import loads it from CommonJS too.
        const { parse: parseJava } = await import('java-parser');
        parseJava(code);
        return undefined;
      } catch (error) {
        return `does not parse as Java: ${firstLines(String((error as Error).message), 4)}`;
      }
    case 'javascript':
    case 'mongosh':
    case 'jsx':
    case 'typescript':
    case 'tsx': {
      // Only without TypeScript 7 (`npm run runtimes`): the project's own TypeScript parses.
      const errors = tsSyntaxErrors(code, `example${extensions[language]}`, scriptKinds[language]!);
      return errors.length ? `does not parse: ${errors.slice(0, 3).join('; ')}` : undefined;
    }
    case 'sql':
      try {
        sqlParser.astify(code, { database: 'MySQL' });
        return undefined;
      } catch (error) {
        return `does not parse as MySQL (node-sql-parser): ${firstLines(String((error as Error).message), 2)}`;
      }
    case 'plsql': {
      const failures: string[] = [];
      for (const database of ['PostgresQL', 'db2']) {
        try {
          sqlParser.astify(code, { database });
          return undefined;
        } catch (error) {
          failures.push(`${database}: ${firstLines(String((error as Error).message), 1)}`);
        }
      }
      return `does not parse as standard SQL (node-sql-parser): ${failures.join('; ')}. Oracle-only syntax and PL/SQL blocks use check: structure`;
    }
    case 'html': {
      const report = await htmlValidator.validateString(code);
      const messages = report.results.flatMap((r) =>
        r.messages.map((m) => `line ${m.line}: ${m.message} (${m.ruleId})`),
      );
      return messages.length ? `html-validate: ${messages.slice(0, 5).join('; ')}` : undefined;
    }
    case 'css': {
      const errors: string[] = [];
      parseCss(code, {
        positions: true,
        onParseError: (error) =>
          errors.push(`line ${(error as unknown as { line: number }).line}: ${error.message}`),
      });
      return errors.length ? `css-tree: ${errors.slice(0, 3).join('; ')}` : undefined;
    }
    case 'json':
      try {
        JSON.parse(code);
        return undefined;
      } catch (error) {
        return `not valid JSON: ${(error as Error).message}`;
      }
    case 'yaml':
      try {
        parseYaml(code);
        return undefined;
      } catch (error) {
        return `not valid YAML: ${firstLines((error as Error).message, 2)}`;
      }
    case 'properties': {
      const bad = code
        .split('\n')
        .findIndex((line) => !/^\s*($|[#!]|[^=:\s][^=:]*\s*[=:])/.test(line));
      return bad >= 0
        ? `line ${bad + 1} is not key=value, key: value, a comment or blank`
        : undefined;
    }
    default:
      return `no parser for ${language}`;
  }
}

function structureProblems(example: Example): string | undefined {
  const { language, code } = example.code;
  const problems =
    language === 'django'
      ? djangoBalance(code)
      : language === 'jsp'
        ? jspBalance(code)
        : sqlBlockBalance(code);
  return problems.length ? `structure: ${problems.slice(0, 4).join('; ')}` : undefined;
}

// ---------------------------------------------------------------- batched checks

/** Python, native: one interpreter parses every example (without Pyodide only). */
async function parsePythonNative(
  examples: Example[],
  work: string,
  python: string,
): Promise<Map<Example, string>> {
  const problems = new Map<Example, string>();
  if (examples.length === 0) return problems;
  const input = path.join(work, 'python-sources.json');
  writeFileSync(input, JSON.stringify(examples.map((e) => e.code.code)));
  const script =
    'import ast, json, sys\nfor i, src in enumerate(json.load(open(sys.argv[1]))):\n    try:\n        ast.parse(src)\n    except SyntaxError as e:\n        print(json.dumps([i, f"line {e.lineno}: {e.msg}"]))\n';
  const result = await run(python, ['-c', script, input], work, 60_000);
  if (result.code !== 0) throw new Error(`${python} failed: ${result.stderr}`);
  for (const line of result.stdout.split('\n').filter(Boolean)) {
    const [index, message] = JSON.parse(line) as [number, string];
    problems.set(examples[index]!, `does not parse as Python: ${message}`);
  }
  return problems;
}

/** Python 3.14 on Pyodide: `ast.parse` of every example in one interpreter. */
async function parsePythonPyodide(
  examples: Example[],
  pyodide: PyodidePool,
): Promise<Map<Example, string>> {
  const problems = new Map<Example, string>();
  const results = await pyodide.run(examples.map((e) => ({ mode: 'parse', code: e.code.code })));
  results.forEach((result, i) => {
    if (result.status !== 0)
      problems.set(examples[i]!, `does not parse as Python: ${result.stderr.trim()}`);
  });
  return problems;
}

// Each example is a short-lived JVM: the first JIT tier and the serial collector start it about a
// quarter sooner (measured: java Main.java 1.3 s -> 0.97 s, javac 1.15 s -> 0.98 s on 2 cores).
const quickJvm = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

async function runOne(example: Example, work: string, runtimes: Runtimes): Promise<CheckOutcome> {
  const { language, check, code, expectedOutput } = example.code;
  const dir = mkdtempSync(path.join(work, 'x-'));
  if (language === 'java') {
    const file = javaFileName(code);
    writeFileSync(path.join(dir, file), code);
    const result =
      check === 'run'
        ? await run(runtimes.java!.command, [...quickJvm, file], dir)
        : await run(
            runtimes.java!.javac,
            [...quickJvm.map((flag) => `-J${flag}`), '-d', 'classes', '-Xlint:none', file],
            dir,
          );
    if (result.code !== 0)
      return {
        example,
        done: check === 'run' ? 'run' : 'compiled',
        problem: `${check === 'run' ? 'java' : 'javac'} failed (JDK ${runtimes.java!.version}):\n${firstLines(result.stderr || result.stdout)}`,
      };
    return {
      example,
      done: check === 'run' ? 'run' : 'compiled',
      problem: check === 'run' ? compareOutput(expectedOutput, result.stdout) : undefined,
    };
  }
  if (language === 'python') {
    writeFileSync(path.join(dir, 'example.py'), code);
    const result = await run(runtimes.python!.command, ['example.py'], dir, 30_000);
    if (result.code !== 0)
      return {
        example,
        done: 'run',
        problem: `python ${runtimes.python!.version} (native CPython) failed:\n${lastLines(result.stderr)}`,
        ranOn: `CPython ${runtimes.python!.version}`,
      };
    return {
      example,
      done: 'run',
      problem: compareOutput(expectedOutput, result.stdout),
      ranOn: `CPython ${runtimes.python!.version}`,
    };
  }
  if (language === 'javascript') {
    const esm = /^\s*(import|export)\s/m.test(code);
    const file = esm ? 'example.mjs' : 'example.cjs';
    writeFileSync(path.join(dir, file), code);
    const result = await run(runtimes.node.command, [file], dir, 30_000);
    if (result.code !== 0)
      return {
        example,
        done: 'run',
        problem: `node ${runtimes.node.version} failed:\n${firstLines(result.stderr)}`,
      };
    return { example, done: 'run', problem: compareOutput(expectedOutput, result.stdout) };
  }
  if (language === 'c') {
    writeFileSync(path.join(dir, 'example.c'), code);
    const include = pythonInclude(runtimes.python?.command ?? 'python3');
    const result = await run(
      'cc',
      ['-fsyntax-only', '-std=c17', '-Wall', `-I${include}`, 'example.c'],
      dir,
    );
    return {
      example,
      done: 'compiled',
      problem: result.code === 0 ? undefined : `cc failed:\n${firstLines(result.stderr)}`,
    };
  }
  return { example, done: 'skipped', problem: `no runner for ${language}` };
}

const runtimeName: Partial<Record<CodeExample['language'], string>> = {
  java: 'Java',
  python: 'Python',
  javascript: 'Node.js',
};

let includeDir: string | undefined;
/** Python's C headers, looked up once per run (C extension examples include Python.h). */
function pythonInclude(python: string): string {
  includeDir ??= execFileSync(
    python,
    ['-c', "import sysconfig;print(sysconfig.get_paths()['include'])"],
    { encoding: 'utf8' },
  ).trim();
  return includeDir;
}

/** Whether a Python example runs on Pyodide (3.14) or needs the native CPython. */
function onPyodide(example: Example, runtimes: Runtimes): boolean {
  return !!runtimes.pyodide && !needsNativePython(example.code.code);
}

/** The version of the runtime that does the example's step (`step`: its run, or its parse). */
function runtimeFor(
  example: Example,
  runtimes: Runtimes,
  step: 'run' | 'parse' = 'run',
): string | undefined {
  const { language } = example.code;
  if (language === 'java') return runtimes.java?.version;
  if (language === 'python')
    return (step === 'parse' || onPyodide(example, runtimes)) && runtimes.pyodide
      ? runtimes.pyodide.version
      : runtimes.python?.version;
  if (language === 'javascript') return runtimes.node.version;
  return undefined;
}

/**
 * Checks every example as its `check` says: parse all of them, compile and run where asked.
 * Examples whose `requires` is newer than the runtime here are skipped with a notice.
 */
export async function checkExamples(
  all: readonly Example[],
  runtimes = detectRuntimes(),
  checkers: readonly Checker[] = frameworkCheckers,
): Promise<CheckOutcome[]> {
  // A framework checker (Django, Spring, ...) takes whole the examples it claims.
  const claimed = new Map<Checker, Example[]>();
  for (const example of all) {
    const checker = checkers.find((c) => c.claims(example));
    if (checker) claimed.set(checker, [...(claimed.get(checker) ?? []), example]);
  }
  const taken = new Set([...claimed.values()].flat());
  const examples = all.filter((e) => !taken.has(e));
  const [own, ...theirs] = await Promise.all([
    checkLanguages(examples, runtimes),
    ...[...claimed].map(([checker, list]) => checker.check(list)),
  ]);
  const outcomes = new Map([...own, ...theirs.flat()].map((o) => [o.example, o]));
  return all.map((e) => outcomes.get(e)!);
}

async function checkLanguages(
  examples: readonly Example[],
  runtimes: Runtimes,
): Promise<CheckOutcome[]> {
  const work = mkdtempSync(path.join(tmpdir(), 'code-check-'));
  const pythonExamples = examples.filter((e) => e.code.language === 'python');
  // One Pyodide host parses and then runs (loading it costs seconds, an example milliseconds).
  const pyodide =
    runtimes.pyodide && pythonExamples.length
      ? new PyodidePool(runtimes.pyodide, { hosts: 1, perHost: 40, timeoutMs: 30_000 })
      : undefined;
  try {
    const outcomes = new Map<Example, CheckOutcome>();
    const tooNew = (e: Example, step: 'run' | 'parse' = 'run') =>
      !atLeast(runtimeFor(e, runtimes, step), e.code.requires);
    const missing = (e: Example) =>
      (e.code.language === 'java' && !runtimes.java) ||
      (e.code.language === 'python' && !onPyodide(e, runtimes) && !runtimes.python) ||
      (e.code.language === 'c' && !runtimes.cc);

    // 1. Parse or structure-check everything: Python on 3.14 (Pyodide, else the native one),
    //    TypeScript and JavaScript with TypeScript 7's tsc (else the project's TypeScript).
    const pythonParser = runtimes.pyodide ?? runtimes.python;
    const python = pythonExamples.filter((e) => pythonParser && !tooNew(e, 'parse'));
    // The parsers in child processes (Pyodide, tsc) work while this process parses the rest.
    const pythonParse = pyodide
      ? parsePythonPyodide(python, pyodide)
      : parsePythonNative(python, work, runtimes.python?.command ?? 'python3');
    const tsParse = runtimes.typescript
      ? tscDiagnostics(
          examples.filter(
            (e) => tsLanguages.includes(e.code.language) && e.code.check !== 'structure',
          ),
          runtimes.typescript,
          false,
        )
      : undefined;
    // Awaited below; until then a failure must not count as unhandled.
    pythonParse.catch(() => undefined);
    tsParse?.catch(() => undefined);
    const byChild = (e: Example) =>
      e.code.check !== 'structure' &&
      (e.code.language === 'python' || (!!tsParse && tsLanguages.includes(e.code.language)));
    for (const example of examples.filter((e) => !byChild(e))) {
      const { language, check } = example.code;
      if (check === 'structure') {
        outcomes.set(example, { example, done: 'structure', problem: structureProblems(example) });
      } else if (language === 'c') {
        outcomes.set(example, { example, done: 'parsed' });
      } else {
        outcomes.set(example, { example, done: 'parsed', problem: await parseInProcess(example) });
      }
    }
    const pythonProblems = await pythonParse;
    const tsParsed = await tsParse;
    for (const example of examples.filter(byChild)) {
      if (example.code.language === 'python') {
        if (!pythonParser)
          outcomes.set(example, { example, done: 'skipped', notice: 'python3 is not installed' });
        else if (tooNew(example, 'parse'))
          outcomes.set(example, {
            example,
            done: 'skipped',
            notice: `needs Python ${example.code.requires}, this machine has ${pythonParser.version}`,
          });
        else
          outcomes.set(example, { example, done: 'parsed', problem: pythonProblems.get(example) });
      } else {
        const errors = tsParsed!.get(example);
        outcomes.set(example, {
          example,
          done: 'parsed',
          problem: errors && `does not parse: ${errors.slice(0, 3).join('; ')}`,
        });
      }
    }

    // 2. Type-check TypeScript/JavaScript compile examples together with TypeScript 7's tsc,
    //    while step 3 runs (none of them runs).
    const tsExamples = examples.filter(
      (e) =>
        e.code.check === 'compile' &&
        tsLanguages.includes(e.code.language) &&
        !outcomes.get(e)?.problem,
    );
    const tsCompile = runtimes.typescript
      ? tscDiagnostics(tsExamples, runtimes.typescript, true)
      : undefined;
    tsCompile?.catch(() => undefined);
    if (!tsCompile)
      for (const example of tsExamples)
        outcomes.set(example, {
          ...outcomes.get(example)!,
          notice: `compile skipped: TypeScript ${targets.typescript} is not installed (npm run runtimes)`,
        });

    // 3. Compile and run, in parallel, what a runtime here can do: Python on Pyodide in its own
    //    host beside the pool of JVMs, Node.js and native CPython processes.
    const runnable = examples.filter(
      (e) =>
        !outcomes.get(e)?.problem &&
        (e.code.check === 'run' ||
          (e.code.check === 'compile' && (e.code.language === 'java' || e.code.language === 'c'))),
    );
    const ready = runnable.filter((e) => !tooNew(e) && !missing(e));
    for (const example of runnable.filter((e) => !ready.includes(e))) {
      const need = missing(example)
        ? example.code.language === 'c'
          ? 'a C compiler is not installed'
          : example.code.language === 'python'
            ? `no native CPython for an example that ${needsNativePython(example.code.code)}`
            : `${example.code.language} is not installed`
        : `needs ${runtimeName[example.code.language] ?? example.code.language} ${example.code.requires}, this machine has ${runtimeFor(example, runtimes)}${example.code.language === 'python' && !onPyodide(example, runtimes) ? ` (native CPython: it ${needsNativePython(example.code.code) ?? 'has no Pyodide'})` : ''}`;
      outcomes.set(example, {
        example,
        done: 'parsed',
        problem: outcomes.get(example)?.problem,
        notice: `${example.code.check} skipped: ${need}`,
      });
    }
    const inPyodide = ready.filter((e) => e.code.language === 'python' && onPyodide(e, runtimes));
    const [pyodideResults, results] = await Promise.all([
      pyodide
        ? pyodide.run(inPyodide.map((e) => ({ mode: 'run', code: e.code.code })))
        : Promise.resolve([]),
      pool(
        ready.filter((e) => !inPyodide.includes(e)),
        Math.max(2, availableParallelism()),
        (example) => runOne(example, work, runtimes),
      ),
    ]);
    for (const result of results) outcomes.set(result.example, result);
    if (tsCompile) {
      const tsProblems = await tsCompile;
      for (const example of tsExamples) {
        const errors = tsProblems.get(example);
        outcomes.set(example, {
          example,
          done: 'compiled',
          problem: errors && `does not type-check: ${errors.join('; ')}`,
        });
      }
    }
    pyodideResults.forEach((result, i) => {
      const example = inPyodide[i]!;
      const ranOn = `Pyodide ${runtimes.pyodide!.version}`;
      outcomes.set(example, {
        example,
        done: 'run',
        ranOn,
        problem:
          result.status !== 0
            ? `python ${runtimes.pyodide!.patch} (Pyodide ${runtimes.pyodide!.pyodide}) failed:\n${lastLines(result.stderr)}`
            : compareOutput(example.code.expectedOutput, result.stdout),
      });
    });

    return examples.map((e) => outcomes.get(e)!);
  } finally {
    pyodide?.close();
    rmSync(work, { recursive: true, force: true });
  }
}
