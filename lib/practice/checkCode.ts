import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { parse as parseCss } from 'css-tree';
import { HtmlValidate } from 'html-validate';
import { Parser as SqlParser } from 'node-sql-parser';
import ts from 'typescript';
import { parse as parseYaml } from 'yaml';
import { djangoBalance, jspBalance, sqlBlockBalance } from './structure';
import type { Bank, CodeExample } from './types';

/** One example and where it lives, for messages. */
export interface Example {
  where: string;
  source: string;
  file: string;
  code: CodeExample;
}

export interface CheckOutcome {
  example: Example;
  /** What was done: "run", "compiled", "parsed", "structure", or "skipped". */
  done: 'run' | 'compiled' | 'parsed' | 'structure' | 'skipped';
  problem?: string;
  notice?: string;
}

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

import { atLeast, detectRuntimes, type Runtimes } from './runtimes';

// ---------------------------------------------------------------- helpers

function run(
  command: string,
  args: string[],
  cwd: string,
  timeoutMs = 20_000,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      {
        cwd,
        timeout: timeoutMs,
        maxBuffer: 4 * 1024 * 1024,
        env: { ...process.env, PYTHONHASHSEED: '0', NODE_OPTIONS: '' },
      },
      (error, stdout, stderr) => {
        const code = error ? ((error as { code?: number }).code ?? null) : 0;
        resolve({
          code: typeof code === 'number' ? code : 1,
          stdout,
          stderr:
            error && (error as { killed?: boolean }).killed
              ? `timed out after ${timeoutMs / 1000} s`
              : stderr,
        });
      },
    );
  });
}

async function pool<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}

const normalise = (text: string) =>
  text
    .replace(/\r\n/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trimEnd();

function compareOutput(expected: string | undefined, actual: string): string | undefined {
  if (normalise(expected ?? '') === normalise(actual)) return undefined;
  return `prints something else than expectedOutput.\n--- expected\n${normalise(expected ?? '')}\n--- actual\n${normalise(actual)}`;
}

function firstLines(text: string, count = 12): string {
  return text.split('\n').slice(0, count).join('\n');
}

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

/** Python: one interpreter parses every example (fast); `run` examples run one by one. */
async function parsePython(
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

/** TypeScript: one program type-checks every compile example, each file its own module. */
function typeCheck(examples: Example[], work: string): Map<Example, string> {
  const problems = new Map<Example, string>();
  if (examples.length === 0) return problems;
  const files = examples.map((example, i) => {
    const ext = example.code.language === 'javascript' ? '.js' : extensions[example.code.language]!;
    const file = path.join(work, `example${i}${ext}`);
    writeFileSync(file, example.code.code);
    return file;
  });
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2023,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    moduleDetection: ts.ModuleDetectionKind.Force,
    jsx: ts.JsxEmit.ReactJSX,
    allowJs: true,
    checkJs: true,
    skipLibCheck: true,
    types: ['node', 'react', 'react-dom'],
    typeRoots: [path.join(process.cwd(), 'node_modules', '@types')],
  });
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const index = diagnostic.file ? files.indexOf(path.resolve(diagnostic.file.fileName)) : -1;
    const example = index >= 0 ? examples[index]! : undefined;
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (!example) {
      throw new Error(`TypeScript set-up error while type-checking examples: ${text}`);
    }
    const { line } = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    const previous = problems.get(example);
    problems.set(
      example,
      `${previous ? `${previous}; ` : 'does not type-check: '}line ${line + 1}: ${text}`,
    );
  }
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
        problem: `python ${runtimes.python!.version} failed:\n${firstLines(result.stderr)}`,
      };
    return { example, done: 'run', problem: compareOutput(expectedOutput, result.stdout) };
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

function runtimeFor(language: CodeExample['language'], runtimes: Runtimes): string | undefined {
  if (language === 'java') return runtimes.java?.version;
  if (language === 'python') return runtimes.python?.version;
  if (language === 'javascript') return runtimes.node.version;
  return undefined;
}

/**
 * Checks every example as its `check` says: parse all of them, compile and run where asked.
 * Examples whose `requires` is newer than the runtime here are skipped with a notice.
 */
export async function checkExamples(
  examples: readonly Example[],
  runtimes = detectRuntimes(),
): Promise<CheckOutcome[]> {
  const work = mkdtempSync(path.join(tmpdir(), 'code-check-'));
  // TypeScript resolves @types from the project, so its files live under node_modules/.cache.
  const tsWork = path.join(process.cwd(), 'node_modules', '.cache', `code-check-${process.pid}`);
  mkdirSync(tsWork, { recursive: true });
  try {
    const outcomes = new Map<Example, CheckOutcome>();
    const tooNew = (e: Example) => !atLeast(runtimeFor(e.code.language, runtimes), e.code.requires);
    const missing = (e: Example) =>
      (e.code.language === 'java' && !runtimes.java) ||
      (e.code.language === 'python' && !runtimes.python) ||
      (e.code.language === 'c' && !runtimes.cc);

    // 1. Parse or structure-check everything.
    const python = examples.filter(
      (e) => e.code.language === 'python' && runtimes.python && !tooNew(e),
    );
    const pythonProblems = await parsePython(python, work, runtimes.python?.command ?? 'python3');
    for (const example of examples) {
      const { language, check } = example.code;
      if (check === 'structure') {
        outcomes.set(example, { example, done: 'structure', problem: structureProblems(example) });
      } else if (language === 'python') {
        if (!runtimes.python)
          outcomes.set(example, { example, done: 'skipped', notice: 'python3 is not installed' });
        else if (tooNew(example))
          outcomes.set(example, {
            example,
            done: 'skipped',
            notice: `needs Python ${example.code.requires}, this machine has ${runtimes.python!.version}`,
          });
        else
          outcomes.set(example, { example, done: 'parsed', problem: pythonProblems.get(example) });
      } else if (language === 'c') {
        outcomes.set(example, { example, done: 'parsed' });
      } else {
        outcomes.set(example, { example, done: 'parsed', problem: await parseInProcess(example) });
      }
    }

    // 2. Type-check TypeScript/JavaScript compile examples together.
    const tsExamples = examples.filter(
      (e) =>
        e.code.check === 'compile' &&
        e.code.language !== 'java' &&
        e.code.language !== 'c' &&
        !outcomes.get(e)?.problem,
    );
    const tsProblems = typeCheck(tsExamples, tsWork);
    for (const example of tsExamples)
      outcomes.set(example, { example, done: 'compiled', problem: tsProblems.get(example) });

    // 3. Compile and run, in parallel, what a runtime here can do.
    const runnable = examples.filter(
      (e) =>
        !outcomes.get(e)?.problem &&
        (e.code.check === 'run' ||
          (e.code.check === 'compile' && (e.code.language === 'java' || e.code.language === 'c'))),
    );
    const ready = runnable.filter((e) => !tooNew(e) && !missing(e));
    for (const example of runnable.filter((e) => !ready.includes(e))) {
      const need = missing(example)
        ? `${example.code.language === 'c' ? 'a C compiler' : example.code.language} is not installed`
        : `needs ${runtimeName[example.code.language] ?? example.code.language} ${example.code.requires}, this machine has ${runtimeFor(example.code.language, runtimes)}`;
      outcomes.set(example, {
        example,
        done: 'parsed',
        problem: outcomes.get(example)?.problem,
        notice: `${example.code.check} skipped: ${need}`,
      });
    }
    const results = await pool(ready, Math.max(2, availableParallelism()), (example) =>
      runOne(example, work, runtimes),
    );
    for (const result of results) outcomes.set(result.example, result);

    return examples.map((e) => outcomes.get(e)!);
  } finally {
    rmSync(work, { recursive: true, force: true });
    rmSync(tsWork, { recursive: true, force: true });
  }
}
