/**
 * Study documents -> PDFs.
 *
 *   node --import tsx scripts/build-docs.ts [--out public/docs] [--src content/library] [--brand "Learn Skills"]
 *
 * Parses every `content/library/*.md` (lib/library/parseStudyDoc.ts) and writes
 * `<out>/<slug>.pdf` plus `<out>/index.json` ({ [slug]: { title, pages, bytes, chapters } }).
 * Rendering is pure JS (pdfkit) and deterministic: the same source gives the same bytes.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { site } from '../content/site';
import { registryMismatches } from '../lib/library/matchRegistry';
import {
  loadStudyDocs,
  type InlineRun,
  type StudyBlock,
  type StudyDoc,
} from '../lib/library/parseStudyDoc';

/* ------------------------------------------------------------------------------------------ */
/* pdfkit (untyped CommonJS package): the small surface used here                              */
/* ------------------------------------------------------------------------------------------ */

interface PdfOutline {
  addItem(title: string, options?: { expanded?: boolean }): PdfOutline;
  outlineData: Record<string, unknown>;
}
interface PdfPage {
  dictionary: unknown;
  width: number;
  height: number;
}
interface TextOptions {
  lineBreak: false;
  baseline: 'alphabetic';
  characterSpacing?: number;
}
interface PdfDocument {
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
interface FontkitFont {
  hasGlyphForCodePoint(codePoint: number): boolean;
  layout(text: string, features?: Record<string, boolean>): unknown;
}

const requireCjs = createRequire(import.meta.url);
const PDFDocument = requireCjs('pdfkit') as PdfDocumentConstructor;
const fontkit = createRequire(requireCjs.resolve('pdfkit'))('fontkit') as {
  create(buffer: Buffer): FontkitFont;
};

/* ------------------------------------------------------------------------------------------ */
/* Fonts                                                                                        */
/* ------------------------------------------------------------------------------------------ */

type FontKey = 'sans' | 'sansBold' | 'sansItalic' | 'mono';

const FONT_FILES: Record<FontKey, string> = {
  sans: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  sansBold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  sansItalic: '@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf',
  mono: '@expo-google-fonts/jetbrains-mono/400Regular/JetBrainsMono_400Regular.ttf',
};
const FONT_NAMES: Record<FontKey, string> = {
  sans: 'NotoSans',
  sansBold: 'NotoSans-Bold',
  sansItalic: 'NotoSans-Italic',
  mono: 'JetBrainsMono',
};
const FONT_KEYS = Object.keys(FONT_FILES) as FontKey[];

/**
 * Parsed fonts, shared by every document rendered in this process (parsing the font tables
 * is the slowest part of a render). pdfkit accepts a fontkit font in place of a file and
 * makes a fresh subset per document, so sharing changes no output byte.
 */
let fonts: Record<FontKey, FontkitFont> | null = null;
function loadFonts(): Record<FontKey, FontkitFont> {
  if (!fonts) {
    const entries = FONT_KEYS.map(
      (key) => [key, fontkit.create(readFileSync(requireCjs.resolve(FONT_FILES[key])))] as const,
    );
    const parsed = Object.fromEntries(entries) as Record<FontKey, FontkitFont>;
    // Code is shown character for character: JetBrains Mono's ligatures (calt) are switched off
    // by default, so pdfkit's per-word layout cache still applies to code.
    const mono = parsed.mono;
    const noLigatures = Object.create(mono) as FontkitFont;
    noLigatures.layout = (text, features) => mono.layout(text, features ?? MONO_FEATURES);
    fonts = { ...parsed, mono: noLigatures };
  }
  return fonts;
}

const coverage = new Map<number, boolean>();
function hasGlyph(font: 'sans' | 'mono', codePoint: number): boolean {
  if (codePoint === 0x20) return true;
  const key = font === 'sans' ? codePoint : -codePoint - 1;
  let known = coverage.get(key);
  if (known === undefined) {
    known = codePoint >= 0x20 && loadFonts()[font].hasGlyphForCodePoint(codePoint);
    coverage.set(key, known);
  }
  return known;
}

/** Code ligatures off. */
const MONO_FEATURES = { calt: false, liga: false, clig: false, dlig: false };

/* ------------------------------------------------------------------------------------------ */
/* Design                                                                                       */
/* ------------------------------------------------------------------------------------------ */

const PAGE_W = 595.28;
const PAGE_H = 841.89;
const LEFT = 80;
const RIGHT = PAGE_W - 80;
const WIDTH = RIGHT - LEFT;
const TOP = 82;
const BOTTOM = PAGE_H - 82;

const COLOR = {
  text: '#1f2937',
  heading: '#1d4ed8',
  muted: '#6b7280',
  faint: '#9ca3af',
  rule: '#d1d5db',
  accentSoft: '#dbe4fb',
  codeBg: '#f3f4f6',
  codeBorder: '#e5e7eb',
  inlineCodeBg: '#eef0f4',
  codeText: '#111827',
};

interface TextStyle {
  id: string;
  font: FontKey;
  size: number;
  color: string;
  /** Inline code: drawn on a light background. */
  codeBg?: boolean;
  characterSpacing?: number;
}

const style = (
  id: string,
  font: FontKey,
  size: number,
  color: string,
  extra: Partial<TextStyle> = {},
): TextStyle => ({
  id,
  font,
  size,
  color,
  ...extra,
});

const BODY_SIZE = 10.5;
const BODY_LEAD = 15.6;
const CODE_SIZE = 8.5;
const CODE_LEAD = 12.6;
const CODE_PAD_X = 10;
const CODE_PAD_Y = 8;
/** Columns of a code row: the code box is exactly this wide plus padding. */
const CODE_COLS = Math.floor((WIDTH - 2 * CODE_PAD_X) / (CODE_SIZE * 0.6));
/** Space above each kind of block (dropped at the top of a page). */
const GAP = { section: 14, paragraph: 8, list: 6, code: 10 };

const S = {
  body: style('body', 'sans', BODY_SIZE, COLOR.text),
  bold: style('bold', 'sansBold', BODY_SIZE, '#111827'),
  code: style('code', 'mono', 9.3, COLOR.codeText, { codeBg: true }),
  codeBold: style('codeBold', 'mono', 9.3, '#000000', { codeBg: true }),
  section: style('section', 'sansBold', 13, COLOR.heading),
  chapterLabel: style('chapterLabel', 'sansBold', 10, COLOR.heading),
  chapter: style('chapter', 'sansBold', 21, COLOR.heading),
  block: style('block', 'mono', CODE_SIZE, COLOR.codeText),
  listNumber: style('listNumber', 'sansBold', BODY_SIZE - 0.5, COLOR.heading),
  coverLabel: style('coverLabel', 'sansBold', 12, COLOR.heading),
  coverTitle: style('coverTitle', 'sansBold', 34, '#111827'),
  coverSummary: style('coverSummary', 'sansItalic', 13, '#374151'),
  coverBrand: style('coverBrand', 'sansBold', 13, COLOR.heading),
  coverSmall: style('coverSmall', 'sans', 10, COLOR.muted),
  coverSmallBold: style('coverSmallBold', 'sansBold', 10, COLOR.text),
  tocHeading: style('tocHeading', 'sansBold', 21, COLOR.heading),
  tocNumber: style('tocNumber', 'sansBold', 11, COLOR.heading),
  tocTitle: style('tocTitle', 'sans', 11, COLOR.text),
  tocPage: style('tocPage', 'sansBold', 11, COLOR.text),
  running: style('running', 'sans', 8, COLOR.muted),
  runningBold: style('runningBold', 'sansBold', 8, COLOR.muted),
};

/** Where a character missing from a style's font is taken from. */
const fallbackStyles = new Map<string, TextStyle>();
function fallbackOf(s: TextStyle): TextStyle {
  let fb = fallbackStyles.get(s.id);
  if (!fb) {
    fb =
      s.font === 'mono'
        ? { ...s, id: `${s.id}~sans`, font: 'sans' }
        : { ...s, id: `${s.id}~mono`, font: 'mono', size: s.size * 0.95 };
    fallbackStyles.set(s.id, fb);
  }
  return fb;
}

/* ------------------------------------------------------------------------------------------ */
/* Inline layout                                                                                */
/* ------------------------------------------------------------------------------------------ */

interface Frag {
  text: string;
  style: TextStyle;
  /** Never broken across lines (short inline code). */
  nobreak?: boolean;
}
interface PlacedFrag extends Frag {
  width: number;
}
interface Line {
  frags: PlacedFrag[];
  width: number;
}

class RenderError extends Error {}

/** Inline code up to this many characters is never split across lines. */
const SHORT_CODE = 30;

/** Text widths are a property of the font alone, so one cache serves every document. */
const widthCache = new Map<string, number>();
const MONO_ADVANCE = 0.6; // JetBrains Mono: every glyph is 600/1000 em wide.

class Renderer {
  constructor(
    readonly pdf: PdfDocument,
    readonly file: string,
  ) {}

  use(s: TextStyle): void {
    this.pdf.font(FONT_NAMES[s.font]).fontSize(s.size).fillColor(s.color);
  }

  measure(text: string, s: TextStyle): number {
    if (s.font === 'mono' && !s.characterSpacing) {
      return [...text].length * s.size * MONO_ADVANCE;
    }
    const key = `${s.id}\u0000${text}`;
    let w = widthCache.get(key);
    if (w === undefined) {
      this.pdf.font(FONT_NAMES[s.font]).fontSize(s.size);
      w = this.pdf.widthOfString(text, { characterSpacing: s.characterSpacing });
      widthCache.set(key, w);
    }
    return w;
  }

  /** Splits text into fragments whose characters all exist in their font. */
  withFallback(text: string, s: TextStyle, line: number): Frag[] {
    const primary = s.font === 'mono' ? 'mono' : 'sans';
    const other = primary === 'mono' ? 'sans' : 'mono';
    const out: Frag[] = [];
    let current = '';
    let currentStyle = s;
    for (const ch of text) {
      const cp = ch.codePointAt(0) as number;
      let target: TextStyle;
      if (hasGlyph(primary, cp)) target = s;
      else if (hasGlyph(other, cp)) target = fallbackOf(s);
      else {
        throw new RenderError(
          `${this.file}:${line}: character "${ch}" (U+${cp.toString(16).toUpperCase().padStart(4, '0')}) is not in the PDF fonts (Noto Sans, JetBrains Mono); write it differently`,
        );
      }
      if (target !== currentStyle && current !== '') {
        out.push({ text: current, style: currentStyle });
        current = '';
      }
      currentStyle = target;
      current += ch;
    }
    if (current !== '') out.push({ text: current, style: currentStyle });
    return out;
  }

  runsToFrags(runs: readonly InlineRun[], line: number): Frag[] {
    return runs.flatMap((run) => {
      const s = run.code ? (run.bold ? S.codeBold : S.code) : run.bold ? S.bold : S.body;
      const frags = this.withFallback(run.text, s, line);
      // Short code spans stay on one line; long ones may break at their spaces.
      if (run.code && run.text.length <= SHORT_CODE) for (const frag of frags) frag.nobreak = true;
      return frags;
    });
  }

  /** Greedy line breaking at spaces; words wider than the line are cut by characters. */
  layout(frags: readonly Frag[], maxWidth: number): Line[] {
    type Token = { space: boolean; frags: PlacedFrag[]; width: number };
    const tokens: Token[] = [];
    let word: Token | null = null;
    for (const frag of frags) {
      for (const piece of frag.nobreak ? [frag.text] : frag.text.split(/( +)/)) {
        if (piece === '') continue;
        const placed: PlacedFrag = {
          text: piece,
          style: frag.style,
          width: this.measure(piece, frag.style),
        };
        if (piece.startsWith(' ')) {
          word = null;
          tokens.push({ space: true, frags: [placed], width: placed.width });
        } else {
          if (!word) {
            word = { space: false, frags: [], width: 0 };
            tokens.push(word);
          }
          word.frags.push(placed);
          word.width += placed.width;
        }
      }
    }

    const lines: Line[] = [];
    let line: Line = { frags: [], width: 0 };
    let pendingSpace: Token | null = null;
    const newLine = (): void => {
      if (line.frags.length > 0) lines.push(line);
      line = { frags: [], width: 0 };
      pendingSpace = null;
    };
    const append = (t: Token): void => {
      line.frags.push(...t.frags);
      line.width += t.width;
    };

    for (const token of tokens) {
      if (token.space) {
        if (line.frags.length > 0) pendingSpace = token;
        continue;
      }
      const space = pendingSpace as Token | null;
      const spaceWidth = space ? space.width : 0;
      if (line.frags.length > 0 && line.width + spaceWidth + token.width <= maxWidth) {
        if (space) append(space);
        append(token);
        pendingSpace = null;
        continue;
      }
      if (line.frags.length > 0) newLine();
      if (token.width <= maxWidth) {
        append(token);
        continue;
      }
      // A single word wider than the line: cut it by characters.
      for (const frag of token.frags) {
        for (const ch of frag.text) {
          const w = this.measure(ch, frag.style);
          if (line.width + w > maxWidth && line.frags.length > 0) newLine();
          const last = line.frags[line.frags.length - 1];
          if (last && last.style === frag.style) {
            last.text += ch;
            last.width += w;
          } else {
            line.frags.push({ text: ch, style: frag.style, width: w });
          }
          line.width += w;
        }
      }
    }
    newLine();
    return lines;
  }

  /** The text on one line, shortened with an ellipsis when it is wider than `maxWidth`. */
  singleLine(frags: readonly Frag[], maxWidth: number): Line {
    const lines = this.layout(frags, maxWidth);
    const line = lines[0] ?? { frags: [], width: 0 };
    if (lines.length === 1) return line;
    const last = line.frags[line.frags.length - 1];
    const style = last?.style ?? S.running;
    const ellipsis = this.measure('…', style);
    const pop = (): void => {
      const f = line.frags.pop();
      if (f) line.width -= f.width;
    };
    while (line.frags.length > 0 && line.width + ellipsis > maxWidth) pop();
    while (
      line.frags.length > 0 &&
      (line.frags[line.frags.length - 1] as PlacedFrag).text.trim() === ''
    )
      pop();
    line.frags.push({ text: '…', style, width: ellipsis });
    line.width += ellipsis;
    return line;
  }

  /** Draws one laid-out line with its baseline at `baseline`. */
  drawLine(line: Line, x: number, baseline: number): void {
    // Merge neighbours of the same style so each styled stretch is one text object.
    const segments: PlacedFrag[] = [];
    for (const frag of line.frags) {
      const last = segments[segments.length - 1];
      if (last && last.style === frag.style) {
        last.text += frag.text;
        last.width += frag.width;
      } else {
        segments.push({ ...frag });
      }
    }
    const last = segments[segments.length - 1];
    if (last) last.text = last.text.replace(/ +$/, '');

    let cx = x;
    const positions = segments.map((seg) => {
      const at = cx;
      cx += seg.width;
      return at;
    });
    segments.forEach((seg, i) => {
      if (seg.style.codeBg && seg.text.trim() !== '') {
        const size = seg.style.size;
        const lead = segments[i - 1]?.style.codeBg ? 0 : 1.6;
        const trail = segments[i + 1]?.style.codeBg ? 0 : 1.6;
        this.pdf
          .roundedRect(
            (positions[i] as number) - lead,
            baseline - size * 0.9,
            seg.width + lead + trail,
            size * 1.22,
            1.6,
          )
          .fill(COLOR.inlineCodeBg);
      }
    });
    segments.forEach((seg, i) => {
      if (seg.text === '') return;
      this.use(seg.style);
      this.pdf.text(seg.text, positions[i] as number, baseline, {
        lineBreak: false,
        baseline: 'alphabetic',
        characterSpacing: seg.style.characterSpacing,
      });
    });
  }
}

/* ------------------------------------------------------------------------------------------ */
/* Document                                                                                     */
/* ------------------------------------------------------------------------------------------ */

export interface RenderOptions {
  /** Brand shown on the cover and in the footer; also the PDF Author. */
  brand?: string;
  /** CreationDate and ModDate. Fixed so that the same source gives the same bytes. */
  date?: Date;
  /** Source path used in error messages (default `content/library/<slug>.md`). */
  file?: string;
}

export interface RenderResult {
  pdf: Buffer;
  pages: number;
  /** 1-based page number of each chapter's first page. */
  chapterPages: number[];
}

export const DEFAULT_BRAND = 'Learn Skills';
export const DEFAULT_DATE = new Date('2025-01-01T00:00:00Z');

interface TocEntry {
  page: number;
  top: number;
  bottom: number;
  baseline: number;
  endX: number;
}

interface CodeRow {
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

/**
 * Renders one study document to PDF bytes (A4, embedded fonts, cover, contents with page
 * numbers, bookmarks, running header and footer). Deterministic for a given input.
 */
export async function renderStudyDoc(
  doc: StudyDoc,
  options: RenderOptions = {},
): Promise<RenderResult> {
  const brand = options.brand ?? DEFAULT_BRAND;
  const date = options.date ?? DEFAULT_DATE;
  const file = options.file ?? `content/library/${doc.slug}.md`;

  const pdf = new PDFDocument({
    size: 'A4',
    margin: 0,
    bufferPages: true,
    autoFirstPage: false,
    pdfVersion: '1.7',
    lang: 'en',
    displayTitle: true,
    info: {
      Title: doc.title,
      Author: brand,
      Subject: doc.summary,
      Keywords: `study guide, ${doc.slug}`,
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

  const parsedFonts = loadFonts();
  for (const key of FONT_KEYS) pdf.registerFont(FONT_NAMES[key], parsedFonts[key]);
  const r = new Renderer(pdf, file);

  let pageIndex = -1;
  let y = TOP;
  /** Chapter shown in the running header of each page ('' for none). */
  const pageChapter: string[] = [];
  let currentChapter = '';

  const newPage = (): void => {
    pdf.addPage({ size: 'A4', margin: 0 });
    pageIndex++;
    pageChapter[pageIndex] = currentChapter;
    y = TOP;
  };
  const atTop = (): boolean => y <= TOP + 0.01;
  const gap = (h: number): void => {
    if (!atTop()) y += h;
  };
  const room = (): number => BOTTOM - y;
  const ensure = (h: number): void => {
    if (h > room() && !atTop()) newPage();
  };
  const plain = (text: string, s: TextStyle, line: number): Frag[] => r.withFallback(text, s, line);

  /* Cover ---------------------------------------------------------------------------------- */
  newPage();
  pdf.rect(0, 0, PAGE_W, 8).fill(COLOR.heading);
  pdf.rect(LEFT, 212, 40, 3).fill(COLOR.heading);
  r.drawLine(r.layout(plain('Study guide', S.coverLabel, 1), WIDTH)[0] as Line, LEFT, 200);
  let cy = 268;
  for (const line of r.layout(plain(doc.title, S.coverTitle, 1), WIDTH)) {
    r.drawLine(line, LEFT, cy);
    cy += 42;
  }
  cy += 6;
  for (const line of r.layout(plain(doc.summary, S.coverSummary, 1), WIDTH - 30)) {
    r.drawLine(line, LEFT, cy);
    cy += 20;
  }
  const chapterCount = `${doc.chapters.length} chapter${doc.chapters.length === 1 ? '' : 's'}`;
  r.drawLine(r.layout(plain(chapterCount, S.coverSmall, 1), WIDTH)[0] as Line, LEFT, cy + 18);

  pdf.rect(LEFT, 682, WIDTH, 0.8).fill(COLOR.rule);
  r.drawLine(r.layout(plain(brand, S.coverBrand, 1), WIDTH)[0] as Line, LEFT, 712);
  const practice = [
    ...plain('Practice questions: ', S.coverSmall, 1),
    ...plain(doc.practice, S.coverSmallBold, 1),
  ];
  for (const [i, line] of r.layout(practice, WIDTH).entries()) r.drawLine(line, LEFT, 734 + i * 15);

  /* Contents: laid out now, page numbers filled in after the chapters ---------------------- */
  currentChapter = 'Contents';
  newPage();
  r.drawLine(r.layout(plain('Contents', S.tocHeading, 1), WIDTH)[0] as Line, LEFT, y + 20);
  pdf.rect(LEFT, y + 34, WIDTH, 0.8).fill(COLOR.accentSoft);
  y += 56;
  const TOC_LEAD = 16;
  const TOC_NUM_W = 30;
  const TOC_PAGE_W = 44;
  const toc: TocEntry[] = doc.chapters.map((chapter, i) => {
    const lines = r.layout(
      plain(chapter.title, S.tocTitle, chapter.line),
      WIDTH - TOC_NUM_W - TOC_PAGE_W,
    );
    const h = lines.length * TOC_LEAD;
    if (y + h > BOTTOM) newPage();
    const top = y;
    r.drawLine(
      r.layout(plain(String(i + 1), S.tocNumber, chapter.line), TOC_NUM_W)[0] as Line,
      LEFT,
      y + 12,
    );
    let baseline = y + 12;
    let endX = LEFT + TOC_NUM_W;
    lines.forEach((line, k) => {
      baseline = y + 12 + k * TOC_LEAD;
      r.drawLine(line, LEFT + TOC_NUM_W, baseline);
      endX = LEFT + TOC_NUM_W + line.width;
    });
    y += h + 10;
    return { page: pageIndex, top, bottom: top + h + 4, baseline, endX };
  });

  /* Chapters ------------------------------------------------------------------------------- */
  const chapterPages: number[] = [];

  const drawParagraphLines = (
    lines: Line[],
    x: number,
    lead: number,
    marker?: (baseline: number) => void,
  ): void => {
    const baselineOffset = (lead + BODY_SIZE * 0.72) / 2;
    let i = 0;
    while (i < lines.length) {
      const fits = Math.floor((room() + 0.01) / lead);
      const remaining = lines.length - i;
      let take = remaining;
      if (remaining > fits) {
        take = Math.min(fits, remaining - 2);
        if (take < 2) {
          if (atTop()) take = Math.max(1, fits);
          else {
            newPage();
            continue;
          }
        }
      }
      for (let k = 0; k < take; k++) {
        const baseline = y + baselineOffset;
        if (i + k === 0 && marker) marker(baseline);
        r.drawLine(lines[i + k] as Line, x, baseline);
        y += lead;
      }
      i += take;
      if (i < lines.length) newPage();
    }
  };

  const drawCode = (code: string, line: number): void => {
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
      const fits = Math.floor((room() - 2 * CODE_PAD_Y + 0.01) / CODE_LEAD);
      const remaining = rows.length - i;
      let take = remaining;
      if (remaining > fits) {
        take = Math.min(fits, remaining - 2);
        if (take < 3 && !atTop()) {
          newPage();
          continue;
        }
        take = Math.max(take, 1);
        while (take > 1 && blank(i + take - 1)) take--;
      }
      const h = take * CODE_LEAD + 2 * CODE_PAD_Y;
      pdf.save();
      pdf.lineWidth(0.6).strokeColor(COLOR.codeBorder);
      pdf.roundedRect(LEFT, y, WIDTH, h, 3).fill(COLOR.codeBg);
      pdf.roundedRect(LEFT, y, WIDTH, h, 3).stroke();
      pdf.restore();
      let rowTop = y + CODE_PAD_Y;
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
      y += h;
      i += take;
      if (i < rows.length) newPage();
    }
  };

  const sectionItem = { current: null as PdfOutline | null };

  const listIndent = (ordered: boolean): number => (ordered ? 24 : 18);
  /** Lines a paragraph needs on its first page (see the widow/orphan rule above). */
  const firstLines = (n: number): number => (n <= 3 ? n : 2);
  /** Height a block needs on the current page to start there (for keep-with-next). */
  const startHeight = (block: StudyBlock | undefined): number => {
    if (!block) return 0;
    switch (block.type) {
      case 'paragraph':
        return (
          GAP.paragraph +
          firstLines(r.layout(r.runsToFrags(block.runs, block.line), WIDTH).length) * BODY_LEAD
        );
      case 'list': {
        const first = block.items[0] ?? [];
        const n = r.layout(
          r.runsToFrags(first, block.line),
          WIDTH - listIndent(block.ordered),
        ).length;
        return GAP.list + firstLines(n) * BODY_LEAD;
      }
      case 'code': {
        const n = codeRows(block.code, CODE_COLS).length;
        return GAP.code + (n <= 4 ? n : 3) * CODE_LEAD + 2 * CODE_PAD_Y;
      }
      case 'section':
        return 0;
    }
  };

  const drawBlock = (block: StudyBlock, next: StudyBlock | undefined): void => {
    switch (block.type) {
      case 'section': {
        const frags = plain(block.title, S.section, block.line);
        const lines = r.layout(frags, WIDTH);
        const lead = 18;
        gap(GAP.section);
        ensure(lines.length * lead + 5 + startHeight(next));
        const top = y;
        for (const line of lines) {
          r.drawLine(line, LEFT, y + 13.5);
          y += lead;
        }
        y += 5;
        const item = (sectionItem.current as PdfOutline).addItem(block.title);
        item.outlineData.Dest = [pdf.page.dictionary, 'XYZ', null, PAGE_H - top + 6, null];
        return;
      }
      case 'paragraph': {
        gap(GAP.paragraph);
        drawParagraphLines(r.layout(r.runsToFrags(block.runs, block.line), WIDTH), LEFT, BODY_LEAD);
        return;
      }
      case 'list': {
        gap(GAP.list);
        const indent = listIndent(block.ordered);
        block.items.forEach((item, n) => {
          if (n > 0) y += 3;
          const lines = r.layout(r.runsToFrags(item, block.line), WIDTH - indent);
          drawParagraphLines(lines, LEFT + indent, BODY_LEAD, (baseline) => {
            if (block.ordered) {
              const label = `${n + 1}.`;
              const w = r.measure(label, S.listNumber);
              r.drawLine(
                { frags: [{ text: label, style: S.listNumber, width: w }], width: w },
                LEFT + indent - 7 - w,
                baseline,
              );
            } else {
              pdf
                .save()
                .circle(LEFT + 6, baseline - BODY_SIZE * 0.3, 1.9)
                .fill(COLOR.heading);
              pdf.restore();
            }
          });
        });
        return;
      }
      case 'code': {
        gap(GAP.code);
        drawCode(block.code, block.line);
        y += 2;
        return;
      }
    }
  };

  doc.chapters.forEach((chapter, index) => {
    currentChapter = chapter.title;
    newPage();
    chapterPages.push(pageIndex + 1);
    const item = pdf.outline.addItem(chapter.title);
    item.outlineData.Dest = [pdf.page.dictionary, 'XYZ', null, PAGE_H, null];
    sectionItem.current = item;

    r.drawLine(
      r.layout(plain(`Chapter ${index + 1}`, S.chapterLabel, chapter.line), WIDTH)[0] as Line,
      LEFT,
      y + 10,
    );
    y += 22;
    for (const line of r.layout(plain(chapter.title, S.chapter, chapter.line), WIDTH)) {
      r.drawLine(line, LEFT, y + 21);
      y += 28;
    }
    y += 8;
    pdf.rect(LEFT, y, WIDTH, 1).fill(COLOR.accentSoft);
    y += 14;
    chapter.blocks.forEach((block, i) => drawBlock(block, chapter.blocks[i + 1]));
  });

  /* Fill in the contents ------------------------------------------------------------------- */
  toc.forEach((entry, i) => {
    pdf.switchToPage(entry.page);
    const label = String(chapterPages[i]);
    const w = r.measure(label, S.tocPage);
    r.drawLine(
      { frags: [{ text: label, style: S.tocPage, width: w }], width: w },
      RIGHT - w,
      entry.baseline,
    );
    const from = entry.endX + 8;
    const to = RIGHT - w - 8;
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

  /* Running header and footer (every page but the cover) ---------------------------------- */
  const total = pdf.bufferedPageRange().count;
  for (let p = 1; p < total; p++) {
    pdf.switchToPage(p);
    const half = WIDTH / 2 - 10;
    r.drawLine(r.singleLine(plain(doc.title, S.runningBold, 1), half), LEFT, 50);
    const chapterTitle = pageChapter[p] ?? '';
    if (chapterTitle !== '') {
      const line = r.singleLine(plain(chapterTitle, S.running, 1), half);
      r.drawLine(line, RIGHT - line.width, 50);
    }
    pdf.rect(LEFT, 58, WIDTH, 0.5).fill(COLOR.rule);

    pdf.rect(LEFT, PAGE_H - 58, WIDTH, 0.5).fill(COLOR.rule);
    const brandLine = r.layout(plain(brand, S.running, 1), WIDTH / 2)[0] as Line;
    r.drawLine(brandLine, LEFT, PAGE_H - 44);
    const label = `Page ${p + 1} of ${total}`;
    const w = r.measure(label, S.runningBold);
    r.drawLine(
      { frags: [{ text: label, style: S.runningBold, width: w }], width: w },
      RIGHT - w,
      PAGE_H - 44,
    );
  }

  pdf.end();
  return { pdf: await done, pages: total, chapterPages };
}

/* ------------------------------------------------------------------------------------------ */
/* Build                                                                                        */
/* ------------------------------------------------------------------------------------------ */

export interface DocIndexEntry {
  title: string;
  summary: string;
  pages: number;
  bytes: number;
  chapters: string[];
}

export interface BuildOptions {
  src?: string;
  out?: string;
  brand?: string;
  log?: (line: string) => void;
  /** Already parsed documents of `src`, so the build parses each source once. */
  docs?: StudyDoc[];
}

/** Parses every document in `src` and writes `<out>/<slug>.pdf` and `<out>/index.json`. */
export async function buildDocs(
  options: BuildOptions = {},
): Promise<Record<string, DocIndexEntry>> {
  const src = options.src ?? 'content/library';
  const out = options.out ?? 'public/docs';
  const log = options.log ?? (() => {});
  const docs = options.docs ?? loadStudyDocs(src);
  mkdirSync(out, { recursive: true });
  const index: Record<string, DocIndexEntry> = {};
  for (const doc of docs) {
    const started = performance.now();
    const file = join(src, `${doc.slug}.md`);
    const { pdf, pages } = await renderStudyDoc(doc, { brand: options.brand, file });
    writeFileSync(join(out, `${doc.slug}.pdf`), pdf);
    index[doc.slug] = {
      title: doc.title,
      summary: doc.summary,
      pages,
      bytes: pdf.length,
      chapters: doc.chapters.map((c) => c.title),
    };
    log(
      `  ${doc.slug}.pdf  ${pages} pages  ${(pdf.length / 1024).toFixed(0)} KiB  ${Math.round(performance.now() - started)} ms`,
    );
  }
  // Remove PDFs of documents that no longer exist.
  for (const name of readdirSync(out)) {
    if (name.endsWith('.pdf') && !(name.slice(0, -4) in index)) rmSync(join(out, name));
  }
  writeFileSync(join(out, 'index.json'), JSON.stringify(index, null, 2) + '\n');
  return index;
}

function argValue(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = args[i + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`${name} needs a value`);
  return value;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const known = new Set(['--out', '--src', '--brand']);
  for (let i = 0; i < args.length; i += 2) {
    if (!known.has(args[i] as string))
      throw new Error(`unknown argument ${args[i]} (use --out, --src, --brand)`);
  }
  const out = argValue(args, '--out') ?? 'public/docs';
  const src = argValue(args, '--src') ?? 'content/library';
  const started = performance.now();
  console.log(`build-docs: ${src} -> ${out}`);
  const docs = loadStudyDocs(src);
  if (src === 'content/library') {
    // The site's own library must match its registry exactly (cards, /book and PDFs agree).
    const problems = registryMismatches(docs, src);
    if (problems.length) throw new Error(problems.join('\n'));
  }
  const index = await buildDocs({
    docs,
    src,
    out,
    brand: argValue(args, '--brand') ?? site.name,
    log: console.log,
  });
  const count = Object.keys(index).length;
  console.log(
    `build-docs: ${count} document${count === 1 ? '' : 's'} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

const invokedPath = process.argv[1];
if (invokedPath && import.meta.url === pathToFileURL(resolve(invokedPath)).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
