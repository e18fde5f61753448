/**
 * What a Spring or Jakarta example is to the checker (spring.ts): whether it claims it, the files
 * its harness adds, the names javac and java want, where a page goes, the guide's stand-ins, what
 * `check` asks, and the example's folder as it is written out.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Example } from './types';

/** The Spring bank and guide, whole; in Advanced Java, the pages and the code using Jakarta EE. */
export function claimsSpring(example: Example): boolean {
  const { language, code } = example.code;
  if (language !== 'java' && language !== 'jsp') return false;
  if (/(^|\/)spring\.(yaml|md)$/.test(example.file)) return true;
  if (/(^|\/)advjava\.(yaml|md)$/.test(example.file))
    return language === 'jsp' || /^\s*import\s+(static\s+)?jakarta\./m.test(code);
  return false;
}

/** A file the harness adds beside the example: `--- file: <path>` starts one. */
export interface HarnessFile {
  path: string;
  text: string;
}

/**
 * The harness's files. Its text up to the first `--- file: <path>` line is Java (the class with
 * `main`, named after its public type, else Harness.java); each marker line starts another file
 * (a second class, an included `.jspf`, a resource).
 */
export function harnessFiles(harness: string | undefined): HarnessFile[] {
  if (!harness?.trim()) return [];
  const parts = harness.split(/^--- file: *(\S+) *$/m);
  const files: HarnessFile[] = [];
  if (parts[0]!.trim()) files.push({ path: javaFileFor(parts[0]!, 'Harness'), text: parts[0]! });
  for (let i = 1; i < parts.length; i += 2) {
    const file = parts[i]!.replace(/^\/+/, '');
    if (file.split('/').includes('..'))
      throw new Error(`harness file "${parts[i]}" must stay inside the example's folder`);
    files.push({ path: file, text: parts[i + 1]!.replace(/^\n/, '') });
  }
  return files;
}

/** The file javac wants for a unit: its public top-level type's name, else `fallback`. */
export function javaFileFor(code: string, fallback: string): string {
  const name =
    /^\s*public\s+(?:(?:final|abstract|sealed|non-sealed|strictfp|static)\s+)*(?:class|interface|enum|record|@interface)\s+([A-Za-z_$][\w$]*)/m.exec(
      code,
    )?.[1];
  return `${name ?? fallback}.java`;
}

/**
 * The class `java` starts: the top-level type declared last before the first `main` method,
 * with the unit's package. Undefined when the unit has no `main`.
 */
export function mainClassOf(code: string): string | undefined {
  const main = /\bvoid\s+main\s*\(/.exec(code);
  if (!main) return undefined;
  const types = [
    ...code
      .slice(0, main.index)
      .matchAll(
        /^(?:[\w@]+(?:\([^)]*\))?\s+)*(?:class|record|enum|interface)\s+([A-Za-z_$][\w$]*)/gm,
      ),
  ];
  const name = types.at(-1)?.[1];
  if (!name) return undefined;
  const pkg = /^\s*package\s+([\w.]+)\s*;/m.exec(code)?.[1];
  return pkg ? `${pkg}.${name}` : name;
}

/**
 * Where a page goes in the web application: the path its first line names in a JSP comment
 * (`<%-- /WEB-INF/tags/alert.tag --%>`, which readers see too), else `example.jsp`.
 */
export function pagePath(code: string): string {
  const named = /^\s*<%--\s*\/((?:[\w.-]+\/)*[\w.-]+\.(?:jsp|jspf|tag|tagx))\b/.exec(code)?.[1];
  return named && !named.split('/').includes('..') ? named : 'example.jsp';
}

/**
 * A guide's stand-ins: the rest of the application its blocks refer to (a `BookService`, an
 * `AuditClient`), never shown, in lib/check/jvm/support/<guide>/. They are the guides' harness:
 * blocks stay short, with their imports, and still compile against real types.
 */
export function supportFor(example: Example): string | undefined {
  const slug = /^content\/library\/([\w-]+)\.md$/.exec(example.file)?.[1];
  if (!slug) return undefined;
  const dir = path.join(process.cwd(), 'lib', 'check', 'jvm', 'support', slug);
  return existsSync(dir) ? dir : undefined;
}

/** What `check` asks of a claimed example, or why it cannot be done here. */
export function planFor(example: Example): 'compile' | 'run' | { problem: string } {
  const { check, language, harness } = example.code;
  if (check === 'compile') return 'compile';
  if (check === 'run' && language === 'jsp')
    return { problem: 'a JSP page is compiled, never run on its own: use check: compile' };
  if (check === 'run') {
    const main = mainClassOf(harness ?? '') ?? mainClassOf(example.code.code);
    return main
      ? 'run'
      : { problem: 'check: run needs a main method, in the harness or in the example' };
  }
  return {
    problem: `Spring and Jakarta examples are compiled against the real frameworks: use check: compile (or run, with a harness that starts the application), not ${check}`,
  };
}

export function layOutFile(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** Writes an example's folder: src/ (Java), webapp/ (pages and their includes), resources/. */
export function layOut(example: Example, dir: string): void {
  const { language, code, harness } = example.code;
  const put = layOutFile;
  if (language === 'jsp') put(path.join(dir, 'webapp', pagePath(code)), code);
  else put(path.join(dir, 'src', javaFileFor(code, 'Example')), code);
  for (const file of harnessFiles(harness)) {
    const where = file.path.endsWith('.java')
      ? path.join('src', path.basename(file.path))
      : language === 'jsp'
        ? path.join('webapp', file.path)
        : path.join('resources', file.path);
    put(path.join(dir, where), file.text);
  }
}
