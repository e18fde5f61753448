/** The page frame: the vertical cursor, page breaks, and the running header and footer. */
import { BODY_SIZE, BOTTOM, COLOR, LEFT, PAGE_H, RIGHT, S, TOP, WIDTH } from './design';
import type { PdfDocument } from './pdfkit';
import type { Line, Renderer } from './text';

export class Frame {
  /** 0-based index of the current page. */
  pageIndex = -1;
  /** Top of the free space on the current page. */
  y = TOP;
  /** Chapter shown in the running header of each page ('' for none). */
  readonly pageChapter: string[] = [];
  currentChapter = '';

  constructor(
    readonly pdf: PdfDocument,
    readonly r: Renderer,
  ) {}

  newPage(): void {
    this.pdf.addPage({ size: 'A4', margin: 0 });
    this.pageIndex++;
    this.pageChapter[this.pageIndex] = this.currentChapter;
    this.y = TOP;
  }
  atTop(): boolean {
    return this.y <= TOP + 0.01;
  }
  /** Space above a block, dropped at the top of a page. */
  gap(h: number): void {
    if (!this.atTop()) this.y += h;
  }
  room(): number {
    return BOTTOM - this.y;
  }
  /** Starts a new page unless `h` fits on this one (or this one is still empty). */
  ensure(h: number): void {
    if (h > this.room() && !this.atTop()) this.newPage();
  }

  /**
   * Draws lines of text, `lead` apart, breaking pages with no widows or orphans (at least two
   * lines on each side of a break). `marker` draws a list bullet beside the first line.
   */
  drawLines(lines: Line[], x: number, lead: number, marker?: (baseline: number) => void): void {
    const baselineOffset = (lead + BODY_SIZE * 0.72) / 2;
    let i = 0;
    while (i < lines.length) {
      const fits = Math.floor((this.room() + 0.01) / lead);
      const remaining = lines.length - i;
      let take = remaining;
      if (remaining > fits) {
        take = Math.min(fits, remaining - 2);
        if (take < 2) {
          if (this.atTop()) take = Math.max(1, fits);
          else {
            this.newPage();
            continue;
          }
        }
      }
      for (let k = 0; k < take; k++) {
        const baseline = this.y + baselineOffset;
        if (i + k === 0 && marker) marker(baseline);
        this.r.drawLine(lines[i + k] as Line, x, baseline);
        this.y += lead;
      }
      i += take;
      if (i < lines.length) this.newPage();
    }
  }
}

/** Lines a paragraph needs on its first page (see the widow/orphan rule of `drawLines`). */
export const firstLines = (n: number): number => (n <= 3 ? n : 2);

/** The guide title and chapter on top, the brand and "Page n of m" below (not on the cover). */
export function drawRunningHeads(frame: Frame, title: string, brand: string): number {
  const { pdf, r } = frame;
  const total = pdf.bufferedPageRange().count;
  for (let p = 1; p < total; p++) {
    pdf.switchToPage(p);
    const half = WIDTH / 2 - 10;
    r.drawLine(r.singleLine(r.withFallback(title, S.runningBold, 1), half), LEFT, 50);
    const chapterTitle = frame.pageChapter[p] ?? '';
    if (chapterTitle !== '') {
      const line = r.singleLine(r.withFallback(chapterTitle, S.running, 1), half);
      r.drawLine(line, RIGHT - line.width, 50);
    }
    pdf.rect(LEFT, 58, WIDTH, 0.5).fill(COLOR.rule);

    pdf.rect(LEFT, PAGE_H - 58, WIDTH, 0.5).fill(COLOR.rule);
    r.drawLine(r.oneLine(brand, S.running, WIDTH / 2), LEFT, PAGE_H - 44);
    const label = r.label(`Page ${p + 1} of ${total}`, S.runningBold);
    r.drawLine(label, RIGHT - label.width, PAGE_H - 44);
  }
  return total;
}
