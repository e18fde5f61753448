/** GFM tables: a simple grid, the header row bold on a tint (repeated after a page break). */
import type { Table } from 'mdast';
import {
  COLOR,
  INLINE,
  LEFT,
  TABLE_LEAD,
  TABLE_PAD_X,
  TABLE_PAD_Y,
  TABLE_SIZE,
  WIDTH,
} from './design';
import type { Frame } from './frame';
import { runsOf, type Frag, type Line, type Renderer } from './text';

interface LaidRow {
  cells: Line[][];
  height: number;
  header: boolean;
}

/**
 * Column widths for the whole text width: columns narrower than a fair share keep their natural
 * width, the others share what is left equally (their text wraps).
 */
export function columnWidths(natural: readonly number[], total: number): number[] {
  const widths: (number | undefined)[] = natural.map(() => undefined);
  let remaining = total;
  let open = natural.length;
  for (let settled = true; settled && open > 0;) {
    settled = false;
    const share = remaining / open;
    natural.forEach((w, i) => {
      if (widths[i] === undefined && w <= share) {
        widths[i] = w;
        remaining -= w;
        open--;
        settled = true;
      }
    });
  }
  const share = open > 0 ? remaining / open : 0;
  const result = widths.map((w) => w ?? share);
  // Everything fits: spread the spare width in proportion, so every table spans the text width.
  const sum = result.reduce((a, b) => a + b, 0);
  return sum < total ? result.map((w) => (w * total) / sum) : result;
}

function cellFrags(r: Renderer, table: Table): Frag[][][] {
  const columns = Math.max(...table.children.map((row) => row.children.length));
  return table.children.map((row, index) =>
    Array.from({ length: columns }, (_, c) =>
      r.runsToFrags(
        runsOf(row.children[c]?.children ?? []),
        index === 0 ? INLINE.head : INLINE.cell,
      ),
    ),
  );
}

function layoutRows(r: Renderer, table: Table): { rows: LaidRow[]; widths: number[] } {
  const frags = cellFrags(r, table);
  const columns = frags[0]?.length ?? 0;
  const natural = Array.from(
    { length: columns },
    (_, c) =>
      Math.max(...frags.map((row) => r.layout(row[c] ?? [], Infinity)[0]?.width ?? 0)) +
      2 * TABLE_PAD_X,
  );
  const widths = columnWidths(natural, WIDTH);
  const rows = frags.map((row, index) => {
    const cells = row.map((cell, c) => r.layout(cell, (widths[c] ?? 0) - 2 * TABLE_PAD_X));
    const lines = Math.max(1, ...cells.map((cell) => cell.length));
    return { cells, height: lines * TABLE_LEAD + 2 * TABLE_PAD_Y, header: index === 0 };
  });
  return { rows, widths };
}

/** Height the header and first row need to start the table on the current page. */
export function tableStartHeight(r: Renderer, table: Table): number {
  const { rows } = layoutRows(r, table);
  return rows.slice(0, 2).reduce((h, row) => h + row.height, 0);
}

export function drawTable(frame: Frame, table: Table): void {
  const { pdf, r } = frame;
  const { rows, widths } = layoutRows(r, table);
  const header = rows[0];
  if (!header) return;
  const baselineOffset = (TABLE_LEAD + TABLE_SIZE * 0.72) / 2;

  const drawRow = (row: LaidRow): void => {
    const top = frame.y;
    if (row.header) pdf.rect(LEFT, top, WIDTH, row.height).fill(COLOR.accentSoft);
    let x = LEFT;
    row.cells.forEach((lines, c) => {
      const w = widths[c] ?? 0;
      const align = table.align?.[c];
      lines.forEach((line, k) => {
        const free = w - 2 * TABLE_PAD_X - line.width;
        const dx = align === 'right' ? free : align === 'center' ? free / 2 : 0;
        r.drawLine(line, x + TABLE_PAD_X + dx, top + TABLE_PAD_Y + k * TABLE_LEAD + baselineOffset);
      });
      x += w;
    });
    // The grid: a box around the row and a rule between its cells.
    pdf.save().lineWidth(0.6).strokeColor(COLOR.rule);
    pdf.rect(LEFT, top, WIDTH, row.height).stroke();
    let edge = LEFT;
    for (const w of widths.slice(0, -1)) {
      edge += w;
      pdf
        .moveTo(edge, top)
        .lineTo(edge, top + row.height)
        .stroke();
    }
    pdf.restore();
    frame.y += row.height;
  };

  frame.ensure(header.height + (rows[1]?.height ?? 0));
  drawRow(header);
  for (const row of rows.slice(1)) {
    if (row.height > frame.room()) {
      frame.newPage();
      drawRow(header);
    }
    drawRow(row);
  }
}
