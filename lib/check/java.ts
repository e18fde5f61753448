import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compareOutput, firstLines, inSlot, run } from './run';
import { atLeast, type Runtimes } from './runtimes';
import type { CheckOutcome, Checker, Example } from './types';

/** The file name javac wants: the public top-level type, else Main. */
export function javaFileName(code: string): string {
  const name =
    /^\s*public\s+(?:(?:final|abstract|sealed|non-sealed|strictfp|static)\s+)*(?:class|interface|enum|record|@interface)\s+([A-Za-z_$][\w$]*)/m.exec(
      code,
    )?.[1];
  return `${name ?? 'Main'}.java`;
}

// Each example is a short-lived JVM: the first JIT tier and the serial collector start it about a
// quarter sooner (measured: java Main.java 1.3 s -> 0.97 s, javac 1.15 s -> 0.98 s on 2 cores).
const quickJvm = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

/**
 * Java: every example parsed by java-parser in this process; `compile` then goes through the
 * JDK's javac and `run` through `java File.java` (JDK 25), output compared.
 */
export function javaChecker(runtimes: Runtimes): Checker {
  const jdk = runtimes.java;
  return {
    name: 'Java',
    describe: () => jdk && `JDK ${jdk.version} (${jdk.command}) after java-parser`,
    claims: (example) => example.code.language === 'java',
    async check(examples) {
      const parsed = await Promise.all(examples.map(parseJava));
      const work = mkdtempSync(path.join(tmpdir(), 'code-check-java-'));
      try {
        return await Promise.all(
          parsed.map((outcome) => {
            const { check, requires } = outcome.example.code;
            if (outcome.problem || check === 'parse') return outcome;
            if (!jdk) return { ...outcome, notice: `${check} skipped: java is not installed` };
            if (!atLeast(jdk.version, requires))
              return {
                ...outcome,
                notice: `${check} skipped: needs Java ${requires}, this machine has ${jdk.version}`,
              };
            return inSlot(() => compileOrRun(outcome.example, work, jdk));
          }),
        );
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    },
  };
}

async function parseJava(example: Example): Promise<CheckOutcome> {
  try {
    // java-parser is ESM-only; a dynamic import loads it from CommonJS too.
    const { parse } = await import('java-parser');
    parse(example.code.code);
    return { example, done: 'parsed' };
  } catch (error) {
    return {
      example,
      done: 'parsed',
      problem: `does not parse as Java: ${firstLines(String((error as Error).message), 4)}`,
    };
  }
}

async function compileOrRun(
  example: Example,
  work: string,
  jdk: NonNullable<Runtimes['java']>,
): Promise<CheckOutcome> {
  const { check, code, expectedOutput } = example.code;
  const dir = mkdtempSync(path.join(work, 'x-'));
  const file = javaFileName(code);
  writeFileSync(path.join(dir, file), code);
  const result =
    check === 'run'
      ? await run(jdk.command, [...quickJvm, file], dir)
      : await run(
          jdk.javac,
          [...quickJvm.map((flag) => `-J${flag}`), '-d', 'classes', '-Xlint:none', file],
          dir,
        );
  const done = check === 'run' ? 'run' : 'compiled';
  if (result.code !== 0)
    return {
      example,
      done,
      problem: `${check === 'run' ? 'java' : 'javac'} failed (JDK ${jdk.version}):\n${firstLines(result.stderr || result.stdout)}`,
    };
  return {
    example,
    done,
    problem: check === 'run' ? compareOutput(expectedOutput, result.stdout) : undefined,
  };
}
