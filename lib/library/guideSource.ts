/**
 * Where a node stands in a guide's source, for the checks (guideInline.ts, guideHeadings.ts,
 * guideBlocks.ts): its line, its raw text (what mdast does not keep: markers, fence characters),
 * and the one way a check fails.
 */
import type { Nodes } from 'mdast';

/** Throws `GuideError` with the file, the line and what is wrong (set up by `parseGuide`). */
export type Fail = (line: number, reason: string) => never;

export const lineOf = (node: Nodes): number => node.position?.start.line ?? 1;

/** The source text of a node (for what the tree does not keep: markers, fence characters). */
export function sourceOf(node: Nodes, source: string): string {
  const { start, end } = node.position ?? {};
  return start?.offset !== undefined && end?.offset !== undefined
    ? source.slice(start.offset, end.offset)
    : '';
}
