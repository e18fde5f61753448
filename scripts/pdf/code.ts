/** Code blocks: monospaced rows on a grey box, long lines wrapped with a hooked arrow. */
import {
  CODE_COLS,
  CODE_LEAD,
  CODE_PAD_X,
  CODE_PAD_Y,
  CODE_SIZE,
  COLOR,
  LEFT,
  S,
  WIDTH,
} from './design';
import type { Frame } from './frame';

export interface CodeRow {
  text: string;
  /** Column where the text starts (continuation rows are indented). */
  col: number;
  continued: boolean;
}

const TAB = 4;

/** Splits code into rows of at most `maxCols` columns, keeping every leading space. */
export function codeRows(code: string, maxCols: number): CodeRow[] {
  const rows: CodeRow[] = [];
  for (const rawLine of code.split('\n')) {
    let line = '';
    for (const ch of rawLine) {
      line += ch === '\t' ? ' '.repeat(TAB - ([...line].length % TAB)) : ch;
    }
    const chars = [...line.replace(/\s+$/, '')];
    if (chars.length <= maxCols) {
      rows.push({ text: chars.join(''), col: 0, continued: false });
      continue;
    }
    const indent = chars.findIndex((c) => c !== ' ');
    const contCol = Math.min(Math.max(indent, 0) + 4, Math.floor(maxCols / 2));
    let pos = 0;
    let first = true;
    while (pos < chars.length) {
      const col = first ? 0 : contCol;
      const room = maxCols - col;
      let end = Math.min(pos + room, chars.length);
      if (end < chars.length) {
        // Prefer to break after a space, unless that wastes most of the row.
        for (let k = end; k > pos + Math.floor(room * 0.6); k--) {
          if (chars[k - 1] === ' ' && chars[k] !== ' ') {
            end = k;
            break;
          }
        }
      }
      const piece = chars.slice(pos, end).join('');
      rows.push({ text: first ? piece : piece.replace(/^ +/, ''), col, continued: !first });
      pos = end;
      first = false;
    }
  }
  return rows;
}

/** Height a code block needs to start on the current page (for keep-with-next). */
export function codeStartHeight(code: string): number {
  const n = codeRows(code, CODE_COLS).length;
  return (n <= 4 ? n : 3) * CODE_LEAD + 2 * CODE_PAD_Y;
}

/** Draws a code block at the cursor, continuing on new pages (never 1 or 2 rows alone). */
export function drawCode(frame: Frame, code: string, line: number): void {
  const { pdf, r } = frame;
  const advance = r.measure('0', S.block);
  const rows = codeRows(code, CODE_COLS);
  // Check every character before drawing anything.
  for (const row of rows) r.withFallback(row.text, S.block, line);
  const baselineOffset = (CODE_LEAD + CODE_SIZE * 0.72) / 2;
  const blank = (index: number): boolean => rows[index]?.text === '';
  let i = 0;
  while (i < rows.length) {
    // A continued block never starts (or ends, below) with blank rows.
    if (i > 0) while (i < rows.length - 1 && blank(i)) i++;
    const fits = Math.floor((frame.room() - 2 * CODE_PAD_Y + 0.01) / CODE_LEAD);
    const remaining = rows.length - i;
    let take = remaining;
    if (remaining > fits) {
      take = Math.min(fits, remaining - 2);
      if (take < 3 && !frame.atTop()) {
        frame.newPage();
        continue;
      }
      take = Math.max(take, 1);
      while (take > 1 && blank(i + take - 1)) take--;
    }
    const h = take * CODE_LEAD + 2 * CODE_PAD_Y;
    pdf.save();
    pdf.lineWidth(0.6).strokeColor(COLOR.codeBorder);
    pdf.roundedRect(LEFT, frame.y, WIDTH, h, 3).fill(COLOR.codeBg);
    pdf.roundedRect(LEFT, frame.y, WIDTH, h, 3).stroke();
    pdf.restore();
    let rowTop = frame.y + CODE_PAD_Y;
    for (let k = 0; k < take; k++) {
      const row = rows[i + k] as CodeRow;
      const baseline = rowTop + baselineOffset;
      const x0 = LEFT + CODE_PAD_X + row.col * advance;
      if (row.continued) {
        // A hooked arrow in the gutter marks a wrapped line (graphics, so copied code stays clean).
        const ax = x0 - 3.2 * advance;
        const ay = baseline - CODE_SIZE * 0.3;
        pdf.save().lineWidth(0.7).strokeColor(COLOR.faint).lineCap('round');
        pdf
          .moveTo(ax, ay - 3.2)
          .lineTo(ax, ay)
          .lineTo(ax + 2 * advance, ay)
          .stroke();
        pdf
          .moveTo(ax + 2 * advance - 2, ay - 2)
          .lineTo(ax + 2 * advance, ay)
          .lineTo(ax + 2 * advance - 2, ay + 2)
          .stroke();
        pdf.restore();
      }
      // Place each fragment at its own column so a fallback glyph never shifts the grid.
      let col = 0;
      for (const frag of r.withFallback(row.text, S.block, line)) {
        const len = [...frag.text].length;
        if (frag.style === S.block) {
          if (frag.text.trim() !== '') {
            r.use(frag.style);
            pdf.text(frag.text, x0 + col * advance, baseline, {
              lineBreak: false,
              baseline: 'alphabetic',
            });
          }
        } else {
          r.use(frag.style);
          [...frag.text].forEach((ch, n) => {
            pdf.text(ch, x0 + (col + n) * advance, baseline, {
              lineBreak: false,
              baseline: 'alphabetic',
            });
          });
        }
        col += len;
      }
      rowTop += CODE_LEAD;
    }
    frame.y += h;
    i += take;
    if (i < rows.length) frame.newPage();
  }
}
