/** The contents page (page numbers filled in once the chapters are laid out) and bookmarks. */
import type { GuideChapter } from '@/lib/library/guide';
import { BOTTOM, COLOR, LEFT, PAGE_H, RIGHT, S, WIDTH } from './design';
import type { Frame } from './frame';
import type { PdfOutline } from './pdfkit';

interface TocEntry {
  page: number;
  top: number;
  bottom: number;
  baseline: number;
  endX: number;
}

const TOC_LEAD = 16;
const TOC_NUM_W = 30;
const TOC_PAGE_W = 44;

/** Lays out the contents (as many pages as it needs) without page numbers. */
export function drawContents(frame: Frame, chapters: readonly GuideChapter[]): TocEntry[] {
  const { pdf, r } = frame;
  frame.currentChapter = 'Contents';
  frame.newPage();
  r.drawLine(r.oneLine('Contents', S.tocHeading, WIDTH), LEFT, frame.y + 20);
  pdf.rect(LEFT, frame.y + 34, WIDTH, 0.8).fill(COLOR.accentSoft);
  frame.y += 56;
  return chapters.map((chapter, i) => {
    const lines = r.layout(
      r.withFallback(chapter.title, S.tocTitle, chapter.line),
      WIDTH - TOC_NUM_W - TOC_PAGE_W,
    );
    const h = lines.length * TOC_LEAD;
    if (frame.y + h > BOTTOM) frame.newPage();
    const top = frame.y;
    r.drawLine(r.oneLine(String(i + 1), S.tocNumber, TOC_NUM_W, chapter.line), LEFT, top + 12);
    let baseline = top + 12;
    let endX = LEFT + TOC_NUM_W;
    lines.forEach((line, k) => {
      baseline = top + 12 + k * TOC_LEAD;
      r.drawLine(line, LEFT + TOC_NUM_W, baseline);
      endX = LEFT + TOC_NUM_W + line.width;
    });
    frame.y += h + 10;
    return { page: frame.pageIndex, top, bottom: top + h + 4, baseline, endX };
  });
}

/** Writes each chapter's page number with a dotted leader, and links the line to the page. */
export function fillContents(frame: Frame, toc: TocEntry[], chapterPages: number[]): void {
  const { pdf, r } = frame;
  toc.forEach((entry, i) => {
    pdf.switchToPage(entry.page);
    const label = r.label(String(chapterPages[i]), S.tocPage);
    r.drawLine(label, RIGHT - label.width, entry.baseline);
    const from = entry.endX + 8;
    const to = RIGHT - label.width - 8;
    if (to - from > 6) {
      pdf.save().lineWidth(1).lineCap('round').dash([0.01, 3.5]).strokeColor(COLOR.faint);
      pdf
        .moveTo(from, entry.baseline - 1.5)
        .lineTo(to, entry.baseline - 1.5)
        .stroke();
      pdf.undash().restore();
    }
    pdf.link(LEFT, entry.top, WIDTH, entry.bottom - entry.top, (chapterPages[i] as number) - 1);
  });
}

/** A bookmark to `top` (points from the page's top edge) on the current page. */
export function bookmark(frame: Frame, parent: PdfOutline, title: string, top: number): PdfOutline {
  const item = parent.addItem(title);
  item.outlineData.Dest = [frame.pdf.page.dictionary, 'XYZ', null, PAGE_H - top, null];
  return item;
}
