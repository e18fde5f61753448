/**
 * Spring and Jakarta EE examples, checked on the real frameworks: every Java example of the
 * Spring bank and guide, and the Jakarta ones (Servlet, Pages, Persistence, ...) of Advanced
 * Java, is compiled by JDK 25 `javac --release 25` against Spring Boot 4.1 and the Jakarta EE 11
 * APIs (`npm run runtimes`: scripts/runtimes/jvm-frameworks.sh, pinned in lib/check/jvm/pom.xml);
 * a JSP page is translated by Tomcat 11's Jasper and its servlet compiled the same way. One JVM
 * (lib/check/jvm/CompileExamples.java) compiles them all. An example with `check: run` then runs
 * in its own JVM: its `harness` (hidden code with the `main` that starts the smallest context
 * showing the claim) is compiled with it, and what it prints is compared with expectedOutput.
 * What an example is to this checker (claims, harness files, names, plan) is springExamples.ts.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { detectRuntimes } from './runtimes';
import { compareOutput, firstLines, lastLines, pool, run } from './run';
import {
  claimsSpring,
  layOut,
  layOutFile,
  mainClassOf,
  planFor,
  supportFor,
} from './springExamples';
import type { CheckOutcome, Checker, Example } from './types';

const jvmDir = () => path.join(process.cwd(), '.runtimes', 'jvm');
const driver = path.join(process.cwd(), 'lib', 'check', 'jvm', 'CompileExamples.java');
const javaTarget = 25;

/** The jars of .runtimes/jvm/lib and the Spring Boot version among them. */
function installedJvm(): { lib: string; boot: string; jars: number } | undefined {
  const lib = path.join(jvmDir(), 'lib');
  if (!existsSync(path.join(jvmDir(), 'pom.sha256'))) return undefined;
  const jars = readdirSync(lib).filter((f) => f.endsWith('.jar'));
  const boot = jars.map((f) => /^spring-boot-(\d[\w.-]*)\.jar$/.exec(f)?.[1]).find(Boolean);
  return boot ? { lib, boot, jars: jars.length } : undefined;
}

// Boot's console logging and banner would mix with what the example prints: warnings and worse
// go to stderr, for Boot (logging.config) and for a plain context (logback.configurationFile).
const logback = `<configuration>
  <appender name="err" class="ch.qos.logback.core.ConsoleAppender">
    <target>System.err</target>
    <encoder><pattern>%level %logger{20}: %msg%n</pattern></encoder>
  </appender>
  <root level="WARN"><appender-ref ref="err"/></root>
</configuration>
`;

// Short-lived JVMs: the first JIT tier and the serial collector start them sooner.
const quickJvm = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

export const springChecker: Checker = {
  name: 'Spring',
  describe() {
    const jvm = installedJvm();
    return jvm
      ? `Spring Boot ${jvm.boot} and Jakarta EE 11 (${jvm.jars} jars in .runtimes/jvm/lib, Tomcat 11 Jasper for JSP)`
      : undefined;
  },
  claims: claimsSpring,
  async check(examples) {
    const jvm = installedJvm();
    const java = detectRuntimes().java;
    const missing = !jvm
      ? 'Spring Boot and Jakarta EE are not installed (npm run runtimes: scripts/runtimes/jvm-frameworks.sh)'
      : !java || Number(java.version) < javaTarget
        ? `needs JDK ${javaTarget}, this machine has ${java?.version ?? 'none'}`
        : undefined;
    if (missing) return examples.map((example) => ({ example, done: 'skipped', notice: missing }));
    const work = mkdtempSync(path.join(tmpdir(), 'spring-check-'));
    try {
      const outcomes = new Map<Example, CheckOutcome>();
      const planned = new Map<Example, 'compile' | 'run'>();
      const dirs = new Map<Example, string>();
      examples.forEach((example, i) => {
        const plan = planFor(example);
        const done = 'compiled';
        if (typeof plan === 'object') {
          outcomes.set(example, { example, done, problem: plan.problem });
          return;
        }
        const dir = path.join(work, `e${i}`);
        try {
          layOut(example, dir);
        } catch (error) {
          outcomes.set(example, { example, done, problem: (error as Error).message });
          return;
        }
        planned.set(example, plan);
        dirs.set(example, dir);
      });

      // 1. Compile every example in one JVM, the guides' stand-ins first.
      const classpath = `${jvm!.lib}/*`;
      const supports = new Map<string, string>();
      for (const [example, dir] of dirs) {
        const support = supportFor(example);
        if (!support) continue;
        if (!supports.has(support)) {
          const into = path.join(work, `support-${supports.size}`);
          for (const file of readdirSync(support).filter((f) => f.endsWith('.java')))
            layOutFile(
              path.join(into, 'src', file),
              readFileSync(path.join(support, file), 'utf8'),
            );
          supports.set(support, into);
        }
        writeFileSync(
          path.join(dir, 'classpath.txt'),
          path.join(supports.get(support)!, 'classes'),
        );
      }
      const compiled = [...supports.values(), ...dirs.values()];
      if (compiled.length) {
        const result = await run(
          java!.command,
          [...quickJvm, '-cp', classpath, driver, ...compiled],
          work,
          600_000,
        );
        if (result.code !== 0)
          throw new Error(
            `the Spring checker's compiler (${driver}) failed:\n${lastLines(result.stderr || result.stdout)}`,
          );
      }
      for (const [support, dir] of supports) {
        const errors = readFileSync(path.join(dir, 'errors.txt'), 'utf8').trim();
        if (errors)
          throw new Error(
            `the stand-ins in ${path.relative(process.cwd(), support)} do not compile:\n${firstLines(errors)}`,
          );
      }
      for (const [example, dir] of dirs) {
        const errors = readFileSync(path.join(dir, 'errors.txt'), 'utf8').trim();
        if (errors)
          outcomes.set(example, {
            example,
            done: 'compiled',
            problem: `javac --release ${javaTarget} against Spring Boot ${jvm!.boot} / Jakarta EE 11 failed:\n${firstLines(errors)}`,
          });
      }

      // 2. Run, each in its own JVM, what compiled and says check: run.
      const runnable = [...planned]
        .filter(([example, plan]) => plan === 'run' && !outcomes.has(example))
        .map(([example]) => example);
      const config = path.join(work, 'logback.xml');
      writeFileSync(config, logback);
      const ranOn = `JDK ${java!.version} with Spring Boot ${jvm!.boot} / Jakarta EE 11 jars`;
      const results = await pool(runnable, 2, async (example) => {
        const dir = dirs.get(example)!;
        const main = (mainClassOf(example.code.harness ?? '') ?? mainClassOf(example.code.code))!;
        const support = supportFor(example);
        const cp = [
          path.join(dir, 'classes'),
          ...(support ? [path.join(supports.get(support)!, 'classes')] : []),
          path.join(dir, 'resources'),
          classpath,
        ].join(path.delimiter);
        const result = await run(
          java!.command,
          [
            ...quickJvm,
            `-Dlogging.config=${config}`,
            `-Dlogback.configurationFile=${config}`,
            '-Dspring.main.banner-mode=off',
            '-cp',
            cp,
            main,
          ],
          dir,
          120_000,
        );
        const outcome: CheckOutcome = {
          example,
          done: 'run',
          ranOn,
          problem:
            result.code !== 0
              ? `java ${main} failed (${ranOn}):\n${lastLines(result.stderr || result.stdout, 16)}`
              : compareOutput(example.code.expectedOutput, result.stdout),
        };
        return outcome;
      });
      for (const outcome of results) outcomes.set(outcome.example, outcome);

      return examples.map(
        (example) =>
          outcomes.get(example) ?? {
            example,
            done: 'compiled',
            notice: example.code.excused ? `run excused: ${example.code.excused}` : undefined,
          },
      );
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  },
};
