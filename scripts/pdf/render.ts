/**
 * One guide -> PDF bytes (A4, embedded fonts, cover, contents with page numbers, bookmarks,
 * running header and footer). Deterministic: the same guide gives the same bytes.
 */
import type { Guide } from '@/lib/library/guide';
import { drawBlock } from './blocks';
import { bookmark, drawContents, fillContents } from './contents';
import { drawCover } from './cover';
import { COLOR, LEFT, S, WIDTH } from './design';
import { FONT_KEYS, FONT_NAMES, loadFonts } from './fonts';
import { Frame, drawRunningHeads } from './frame';
import { PDFDocument } from './pdfkit';
import { Renderer } from './text';

export interface RenderOptions {
  /** Brand shown on the cover and in the footer; also the PDF Author. */
  brand?: string;
  /** CreationDate and ModDate. Fixed so that the same source gives the same bytes. */
  date?: Date;
}

export interface RenderResult {
  pdf: Buffer;
  pages: number;
  /** 1-based page number of each chapter's first page. */
  chapterPages: number[];
}

export const DEFAULT_BRAND = 'Learn Skills';
export const DEFAULT_DATE = new Date('2025-01-01T00:00:00Z');

export async function renderGuide(
  guide: Guide,
  options: RenderOptions = {},
): Promise<RenderResult> {
  const brand = options.brand ?? DEFAULT_BRAND;
  const date = options.date ?? DEFAULT_DATE;

  const pdf = new PDFDocument({
    size: 'A4',
    margin: 0,
    bufferPages: true,
    autoFirstPage: false,
    pdfVersion: '1.7',
    lang: 'en',
    displayTitle: true,
    info: {
      Title: guide.title,
      Author: brand,
      Subject: guide.summary,
      Keywords: `study guide, ${guide.slug}`,
      Creator: `${brand} study guides`,
      Producer: 'PDFKit',
      CreationDate: date,
      ModDate: date,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolvePdf, reject) => {
    pdf.on('data', (chunk) => chunks.push(chunk));
    pdf.on('end', () => resolvePdf(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const fonts = loadFonts();
  for (const key of FONT_KEYS) pdf.registerFont(FONT_NAMES[key], fonts[key]);
  const r = new Renderer(pdf, guide.file);
  const frame = new Frame(pdf, r);

  drawCover(frame, guide, brand);
  const toc = drawContents(frame, guide.chapters);

  const chapterPages: number[] = [];
  guide.chapters.forEach((chapter, index) => {
    frame.currentChapter = chapter.title;
    frame.newPage();
    chapterPages.push(frame.pageIndex + 1);
    const item = bookmark(frame, pdf.outline, chapter.title, 0);

    r.drawLine(
      r.oneLine(`Chapter ${index + 1}`, S.chapterLabel, WIDTH, chapter.line),
      LEFT,
      frame.y + 10,
    );
    frame.y += 22;
    for (const line of r.layout(r.withFallback(chapter.title, S.chapter, chapter.line), WIDTH)) {
      r.drawLine(line, LEFT, frame.y + 21);
      frame.y += 28;
    }
    frame.y += 8;
    pdf.rect(LEFT, frame.y, WIDTH, 1).fill(COLOR.accentSoft);
    frame.y += 14;
    chapter.nodes.forEach((node, i) => drawBlock(frame, node, chapter.nodes[i + 1], item));
  });

  fillContents(frame, toc, chapterPages);
  const pages = drawRunningHeads(frame, guide.title, brand);
  pdf.end();
  return { pdf: await done, pages, chapterPages };
}
