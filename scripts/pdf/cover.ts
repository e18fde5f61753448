/** The cover page: "Study guide", title, summary, versions, chapter count, brand and practice. */
import type { Guide } from '@/lib/library/guide';
import { COLOR, LEFT, PAGE_W, S, WIDTH } from './design';
import type { Frame } from './frame';

export function drawCover(frame: Frame, guide: Guide, brand: string): void {
  const { pdf, r } = frame;
  const plain = (text: string, s: typeof S.body) => r.withFallback(text, s, 1);
  frame.newPage();
  pdf.rect(0, 0, PAGE_W, 8).fill(COLOR.heading);
  pdf.rect(LEFT, 212, 40, 3).fill(COLOR.heading);
  r.drawLine(r.oneLine('Study guide', S.coverLabel, WIDTH), LEFT, 200);
  let y = 268;
  for (const line of r.layout(plain(guide.title, S.coverTitle), WIDTH)) {
    r.drawLine(line, LEFT, y);
    y += 42;
  }
  y += 6;
  for (const line of r.layout(plain(guide.summary, S.coverSummary), WIDTH - 30)) {
    r.drawLine(line, LEFT, y);
    y += 20;
  }
  const count = guide.chapters.length;
  const facts = [
    ...plain(`${count} chapter${count === 1 ? '' : 's'} · Written for `, S.coverSmall),
    ...plain(guide.targets, S.coverSmallBold),
  ];
  for (const [i, line] of r.layout(facts, WIDTH).entries()) r.drawLine(line, LEFT, y + 18 + i * 15);

  pdf.rect(LEFT, 682, WIDTH, 0.8).fill(COLOR.rule);
  r.drawLine(r.oneLine(brand, S.coverBrand, WIDTH), LEFT, 712);
  const practice = [
    ...plain('Practice questions: ', S.coverSmall),
    ...plain(guide.practice, S.coverSmallBold),
  ];
  for (const [i, line] of r.layout(practice, WIDTH).entries()) r.drawLine(line, LEFT, 734 + i * 15);
}
