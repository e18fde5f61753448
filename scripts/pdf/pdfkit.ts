/** pdfkit is an untyped CommonJS package: the small surface the PDF writer uses, typed here. */
import { createRequire } from 'node:module';

export interface PdfOutline {
  addItem(title: string, options?: { expanded?: boolean }): PdfOutline;
  outlineData: Record<string, unknown>;
}
export interface PdfPage {
  dictionary: unknown;
  width: number;
  height: number;
}
export interface TextOptions {
  lineBreak: false;
  baseline: 'alphabetic';
  characterSpacing?: number;
}
export interface PdfDocument {
  page: PdfPage;
  outline: PdfOutline;
  registerFont(name: string, src: FontkitFont): PdfDocument;
  font(name: string): PdfDocument;
  fontSize(size: number): PdfDocument;
  fillColor(color: string): PdfDocument;
  strokeColor(color: string): PdfDocument;
  lineWidth(width: number): PdfDocument;
  lineCap(cap: 'butt' | 'round' | 'square'): PdfDocument;
  dash(length: number[], options?: { phase?: number }): PdfDocument;
  undash(): PdfDocument;
  rect(x: number, y: number, w: number, h: number): PdfDocument;
  roundedRect(x: number, y: number, w: number, h: number, r: number): PdfDocument;
  circle(x: number, y: number, radius: number): PdfDocument;
  moveTo(x: number, y: number): PdfDocument;
  lineTo(x: number, y: number): PdfDocument;
  fill(color?: string): PdfDocument;
  stroke(color?: string): PdfDocument;
  save(): PdfDocument;
  restore(): PdfDocument;
  text(text: string, x: number, y: number, options: TextOptions): PdfDocument;
  widthOfString(text: string, options?: { characterSpacing?: number }): number;
  addPage(options?: Record<string, unknown>): PdfDocument;
  switchToPage(index: number): PdfPage;
  bufferedPageRange(): { start: number; count: number };
  link(x: number, y: number, w: number, h: number, target: number): PdfDocument;
  on(event: 'data', listener: (chunk: Buffer) => void): PdfDocument;
  on(event: 'end', listener: () => void): PdfDocument;
  on(event: 'error', listener: (error: Error) => void): PdfDocument;
  end(): void;
}
type PdfDocumentConstructor = new (options: Record<string, unknown>) => PdfDocument;
export interface FontkitFont {
  hasGlyphForCodePoint(codePoint: number): boolean;
  layout(text: string, features?: Record<string, boolean>): unknown;
}

export const requireCjs = createRequire(import.meta.url);
export const PDFDocument = requireCjs('pdfkit') as PdfDocumentConstructor;
export const fontkit = createRequire(requireCjs.resolve('pdfkit'))('fontkit') as {
  create(buffer: Buffer): FontkitFont;
};
