/** A chapter's body: each mdast block (section heading, paragraph, list, code, table) drawn. */
import type { List, RootContent } from 'mdast';
import { fenceCheck, plainText } from '@/lib/library/guide';
import { codeStartHeight, drawCode } from './code';
import { bookmark } from './contents';
import { BODY_LEAD, BODY_SIZE, COLOR, GAP, INLINE, LEFT, S, WIDTH } from './design';
import { firstLines, type Frame } from './frame';
import type { PdfOutline } from './pdfkit';
import { drawTable, tableStartHeight } from './table';
import { runsOf } from './text';

const lineOf = (node: RootContent): number => node.position?.start.line ?? 1;
const listIndent = (ordered: boolean): number => (ordered ? 24 : 18);
const OUTPUT_LABEL_H = 13;

/** Height a block needs on the current page to start there (keeps a heading with its text). */
function startHeight(frame: Frame, node: RootContent | undefined): number {
  const { r } = frame;
  switch (node?.type) {
    case 'paragraph': {
      const n = r.layout(r.runsToFrags(runsOf(node.children), INLINE.body), WIDTH).length;
      return GAP.paragraph + firstLines(n) * BODY_LEAD;
    }
    case 'list': {
      const first = node.children[0]?.children[0];
      const runs = first?.type === 'paragraph' ? runsOf(first.children) : [];
      const n = r.layout(
        r.runsToFrags(runs, INLINE.body),
        WIDTH - listIndent(!!node.ordered),
      ).length;
      return GAP.list + firstLines(n) * BODY_LEAD;
    }
    case 'code':
      return GAP.code + codeStartHeight(node.value);
    case 'table':
      return GAP.table + tableStartHeight(r, node);
    default:
      return 0;
  }
}

function drawList(frame: Frame, list: List): void {
  const { pdf, r } = frame;
  const ordered = !!list.ordered;
  const indent = listIndent(ordered);
  const start = list.start ?? 1;
  list.children.forEach((item, n) => {
    if (n > 0) frame.y += 3;
    const runs = item.children.flatMap((child) =>
      child.type === 'paragraph' ? runsOf(child.children) : [],
    );
    const lines = r.layout(r.runsToFrags(runs, INLINE.body), WIDTH - indent);
    frame.drawLines(lines, LEFT + indent, BODY_LEAD, (baseline) => {
      if (ordered) {
        const label = r.label(`${start + n}.`, S.listNumber);
        r.drawLine(label, LEFT + indent - 7 - label.width, baseline);
      } else {
        pdf
          .save()
          .circle(LEFT + 6, baseline - BODY_SIZE * 0.3, 1.9)
          .fill(COLOR.heading);
        pdf.restore();
      }
    });
  });
}

/** Draws one block of a chapter; `next` is the block after it, `chapter` its bookmark. */
export function drawBlock(
  frame: Frame,
  node: RootContent,
  next: RootContent | undefined,
  chapter: PdfOutline,
): void {
  const { r } = frame;
  switch (node.type) {
    case 'heading': {
      const title = plainText(node);
      const lines = r.layout(r.withFallback(title, S.section, lineOf(node)), WIDTH);
      const lead = 18;
      frame.gap(GAP.section);
      frame.ensure(lines.length * lead + 5 + startHeight(frame, next));
      const top = frame.y;
      for (const line of lines) {
        r.drawLine(line, LEFT, frame.y + 13.5);
        frame.y += lead;
      }
      frame.y += 5;
      bookmark(frame, chapter, title, top - 6);
      return;
    }
    case 'paragraph':
      frame.gap(GAP.paragraph);
      frame.drawLines(
        r.layout(r.runsToFrags(runsOf(node.children), INLINE.body), WIDTH),
        LEFT,
        BODY_LEAD,
      );
      return;
    case 'list':
      frame.gap(GAP.list);
      drawList(frame, node);
      return;
    case 'code': {
      if (fenceCheck(node) === 'output') {
        // A program's stated output sits right under it, labelled.
        frame.y += 4;
        frame.ensure(OUTPUT_LABEL_H + codeStartHeight(node.value));
        r.drawLine(r.oneLine('Output', S.blockLabel, WIDTH, lineOf(node)), LEFT, frame.y + 9);
        frame.y += OUTPUT_LABEL_H;
      } else {
        frame.gap(GAP.code);
      }
      drawCode(frame, node.value, lineOf(node));
      frame.y += 2;
      return;
    }
    case 'table':
      frame.gap(GAP.table);
      drawTable(frame, node);
      frame.y += 2;
      return;
    default:
      // guide.ts admits no other block; a new kind must be drawn here before it is allowed.
      throw new Error(`${node.type} blocks are not drawn in the PDF`);
  }
}
