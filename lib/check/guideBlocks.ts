/**
 * Every checkable block of the guides, as lib/check/guides.ts checks it: its language, its fence
 * word's check, the runtime it needs, the commands the text around it shows, the files it imports
 * from other blocks of its chapter, and what content/library/commands.yaml says of it.
 */
import type { Code, Nodes, RootContent } from 'mdast';
import { withoutComment } from './commands';
import { guideCommands, guideCommandsFile } from './guideCommands';
import { needsNativePython } from './pyodide';
import { needsPackages } from './pythonPackages';
import { targets } from './runtimes';
import { languages, type CodeExample, type Language } from '@/lib/practice/types';
import { fenceCheck, type Guide } from '@/lib/library/guide';

/** One fenced block of a guide (an output block travels with its run block). */
export interface GuideBlock {
  /** `content/library/java.md:33` */
  source: string;
  /** `content/library/java.md: chapter "getting-started", java block` */
  where: string;
  file: string;
  language: string;
  check: ReturnType<typeof fenceCheck>;
  code: string;
  expectedOutput?: string;
  /** The guide's runtime for run and compile (`25`, `3.14`, `26`). */
  requires?: string;
  /** The guide's dialect where a fence name covers several (Oracle's sql, mongosh's JavaScript). */
  bankLanguage?: Language;
  /** The chapter's Python modules a `python run` block imports, by file name (`pricing.py`). */
  files?: Record<string, string>;
  /**
   * The commands the block shows or its text tells the learner to run, each in backticks
   * (`shownCommands`): the banks' `note`, read by the same rule (lib/check/dispatch.ts).
   */
  note?: string;
  /** The chapter's other blocks: where the files its commands lay out are shown. */
  shownWith?: string;
  /** Its commands, run as written, or why not (content/library/commands.yaml). */
  commands?: CodeExample['commands'];
  excused?: string;
}

/** Languages whose blocks are commands typed at a prompt, one a line. */
const shells = ['bash', 'sh', 'shell', 'console'];

/** A paragraph's or a list's inline code, each in backticks. */
function inlineCode(node: RootContent | undefined): string[] {
  if (!node || (node.type !== 'paragraph' && node.type !== 'list')) return [];
  const found: string[] = [];
  const visit = (n: Nodes) => {
    if (n.type === 'inlineCode') found.push(`\`${n.value}\``);
    if ('children' in n) (n.children as Nodes[]).forEach(visit);
  };
  visit(node);
  return found;
}

/**
 * What a block tells the learner to run, in backticks: the inline code of the paragraph or list
 * right before it and right after it (after its output block), every line of a shell block
 * (without its comment; a line ending in `\` joined to the next), and a comment's `run: ...`
 * or `run with: ...` in other code. lib/check/commands.ts reads the commands among them.
 */
export function shownCommands(nodes: readonly RootContent[], i: number): string {
  const node = nodes[i] as Code;
  const after =
    nodes[i + 1]?.type === 'code' && fenceCheck(nodes[i + 1] as Code) === 'output' ? 2 : 1;
  const shown = [...inlineCode(nodes[i - 1]), ...inlineCode(nodes[i + after])];
  if (shells.includes(node.lang ?? ''))
    for (const line of node.value
      .replace(/\\\n\s*/g, '')
      .split('\n')
      .map(withoutComment))
      if (line) shown.push(`\`${line}\``);
  for (const m of node.value.matchAll(/(?:\/\/|#).*\brun(?: with)?:\s*([^)\n]*[^)\s])/g))
    shown.push(`\`${m[1]}\``);
  return shown.join('\n');
}

/** A Python block that names its file in its first line (`# pricing.py`): module and file. */
function moduleOf(code: string): { module: string; file: string } | undefined {
  const file = /^#\s*([A-Za-z_]\w*)\.py\b/.exec(code)?.[1];
  return file ? { module: file, file: `${file}.py` } : undefined;
}

/**
 * The chapter's named Python modules that a run block imports (`from pricing import ...`), so
 * a test shown beside the module it tests runs with it.
 */
function importedModules(code: string, chapter: readonly Code[]): Record<string, string> {
  const files: Record<string, string> = {};
  for (const other of chapter) {
    const named = moduleOf(other.value);
    if (!named || other.value === code) continue;
    const imports = new RegExp(
      `^\\s*(?:import\\s+${named.module}\\b|from\\s+${named.module}\\s+import\\b)`,
      'm',
    );
    if (imports.test(code)) files[named.file] = other.value;
  }
  return files;
}

/** Runtimes the guides are written for: run and compile need at least these. */
const targetRuntime: Record<string, string> = {
  java: targets.java,
  advjava: targets.java,
  spring: targets.java,
  python: targets.python,
  nodejs: targets.node,
  express: targets.node,
  javascript: targets.node,
  typescript: targets.node,
  react: targets.node,
};

/**
 * A block's requirement: the guide's runtime, except that a Python program needing threads,
 * processes or sockets, or the pinned third-party packages, runs on the native CPython (Pyodide
 * has none of them), which need only be `targets.nativePython`; it is still parsed on 3.14.
 */
function requirement(slug: string, language: string, check: string, code: string) {
  const target = targetRuntime[slug];
  if (
    language === 'python' &&
    check === 'run' &&
    target &&
    (needsNativePython(code) || needsPackages(code))
  )
    return targets.nativePython;
  return target;
}

function bankLanguage(guide: Guide, language: string): Language | undefined {
  if (language === 'sql' && guide.slug === 'oracle') return 'plsql';
  if (language === 'javascript' && guide.slug === 'mongodb') return 'mongosh';
  return (languages as readonly string[]).includes(language) ? (language as Language) : undefined;
}

/**
 * Every checkable block of the guides, with what content/library/commands.yaml says of it
 * (`commandsFile`; null for none: a test's made-up guide under a real guide's name).
 */
export function guideBlocks(
  guides: readonly Guide[],
  commandsFile: string | null = guideCommandsFile,
): GuideBlock[] {
  const blocks: GuideBlock[] = [];
  const commands = commandsFile ? guideCommands(guides, commandsFile) : new Map();
  for (const guide of guides) {
    for (const chapter of guide.chapters) {
      const pythonBlocks = chapter.nodes.filter(
        (node): node is Code => node.type === 'code' && node.lang === 'python',
      );
      chapter.nodes.forEach((node, i) => {
        if (node.type !== 'code' || fenceCheck(node) === 'output') return;
        const next = chapter.nodes[i + 1];
        const check = fenceCheck(node);
        blocks.push({
          source: `${guide.file}:${node.position?.start.line ?? 1}`,
          where: `${guide.file}: chapter "${chapter.id}", ${node.lang} block`,
          file: guide.file,
          language: node.lang ?? '',
          check,
          code: node.value,
          expectedOutput: check === 'run' ? (next as Code).value : undefined,
          // Python is parsed by the interpreter itself, so every block needs the guide's version.
          requires:
            check === 'run' || check === 'compile' || node.lang === 'python'
              ? requirement(guide.slug, node.lang ?? '', check, node.value)
              : undefined,
          bankLanguage: bankLanguage(guide, node.lang ?? ''),
          ...(node.lang === 'python' && check === 'run'
            ? filesOf(importedModules(node.value, pythonBlocks))
            : {}),
          note: shownCommands(chapter.nodes, i) || undefined,
          shownWith: chapter.nodes
            .filter((other): other is Code => other.type === 'code' && other !== node)
            .map((other) => other.value)
            .join('\n'),
          ...commands.get(node),
        });
      });
    }
  }
  return blocks;
}

const filesOf = (files: Record<string, string>) => (Object.keys(files).length ? { files } : {});
