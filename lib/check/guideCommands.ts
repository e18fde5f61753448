/**
 * What the guides' blocks tell the learner to run (content/library/commands.yaml): a guide's
 * block has no fields of its own, so its `commands` (run as written by lib/check/commands.ts,
 * the banks' engine) or its `excused` reason live in this file, per guide, naming the block by a
 * line it holds. `files` lays out the chapter's other blocks beside it (`Hello.java` from the
 * block holding `public class Hello {`). A malformed entry, or one that names no block or two,
 * fails naming the file, the guide and the entry.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Code } from 'mdast';
import { parse } from 'yaml';
import { z } from 'zod';
import { commandsSchema } from '@/lib/practice/bankSchema';
import type { ExampleCommands } from '@/lib/practice/types';
import type { Guide } from '@/lib/library/guide';

export const guideCommandsFile = path.join('content', 'library', 'commands.yaml');

const entrySchema = z
  .strictObject({
    /** A line of the block (or part of one), unique in the guide. */
    block: z.string().min(1),
    /** Other blocks of the same chapter laid out beside it, by file name: a line each holds. */
    blocks: z.record(z.string(), z.string().min(1)).optional(),
    commands: commandsSchema.optional(),
    excused: z.string().min(1).optional(),
  })
  .refine((e) => (e.commands === undefined) !== (e.excused === undefined), {
    message: 'needs exactly one of commands (run as written) or excused (why not)',
  })
  .refine((e) => !e.blocks || e.commands, { message: 'blocks go with commands' });

const fileSchema = z.record(z.string(), z.array(entrySchema));

/** What one block carries: the commands to run, with the chapter's blocks laid out, or why not. */
export interface BlockCommands {
  commands?: ExampleCommands;
  excused?: string;
}

/** The file's entries, keyed by the code node they name; only for the guides given. */
export function guideCommands(
  guides: readonly Guide[],
  file = guideCommandsFile,
): Map<Code, BlockCommands> {
  const parsed = fileSchema.safeParse(parse(readFileSync(file, 'utf8')) ?? {});
  if (!parsed.success)
    throw new Error(
      `${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  const out = new Map<Code, BlockCommands>();
  for (const guide of guides) {
    const entries = parsed.data[guide.slug] ?? [];
    const chapters = guide.chapters.map((c) => ({
      id: c.id,
      codes: c.nodes.filter((n): n is Code => n.type === 'code'),
    }));
    const find = (line: string, where: string, codes = chapters.flatMap((c) => c.codes)) => {
      const found = codes.filter((c) => c.value.includes(line));
      if (found.length !== 1)
        throw new Error(
          `${file}: ${guide.slug}, ${where}: ${found.length} blocks of ${guide.file} hold "${line}" (want one)`,
        );
      return found[0]!;
    };
    for (const entry of entries) {
      const where = `block "${entry.block}"`;
      const node = find(entry.block, where);
      if (out.has(node)) throw new Error(`${file}: ${guide.slug}, ${where}: named twice`);
      const chapter = chapters.find((c) => c.codes.includes(node))!;
      const files = Object.fromEntries(
        Object.entries(entry.blocks ?? {}).map(([name, line]) => [
          name,
          `${find(line, `${where}, blocks.${name}`, chapter.codes).value}\n`,
        ]),
      );
      out.set(node, {
        excused: entry.excused,
        commands: entry.commands && {
          ...entry.commands,
          files: { ...entry.commands.files, ...files },
        },
      });
    }
  }
  return out;
}
