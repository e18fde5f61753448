/** The page geometry, colours and text styles of every study-guide PDF. */
import type { FontKey } from './fonts';

export const PAGE_W = 595.28;
export const PAGE_H = 841.89;
export const LEFT = 80;
export const RIGHT = PAGE_W - 80;
export const WIDTH = RIGHT - LEFT;
export const TOP = 82;
export const BOTTOM = PAGE_H - 82;

export const COLOR = {
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

export interface TextStyle {
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
): TextStyle => ({ id, font, size, color, ...extra });

export const BODY_SIZE = 10.5;
export const BODY_LEAD = 15.6;
export const CODE_SIZE = 8.5;
export const CODE_LEAD = 12.6;
export const CODE_PAD_X = 10;
export const CODE_PAD_Y = 8;
/** Columns of a code row: the code box is exactly this wide plus padding. */
export const CODE_COLS = Math.floor((WIDTH - 2 * CODE_PAD_X) / (CODE_SIZE * 0.6));
export const TABLE_SIZE = 9.5;
export const TABLE_LEAD = 13.4;
export const TABLE_PAD_X = 6;
export const TABLE_PAD_Y = 5;
/** Space above each kind of block (dropped at the top of a page). */
export const GAP = { section: 14, paragraph: 8, list: 6, code: 10, table: 10 };

export const S = {
  body: style('body', 'sans', BODY_SIZE, COLOR.text),
  bold: style('bold', 'sansBold', BODY_SIZE, '#111827'),
  code: style('code', 'mono', 9.3, COLOR.codeText, { codeBg: true }),
  codeBold: style('codeBold', 'mono', 9.3, '#000000', { codeBg: true }),
  cell: style('cell', 'sans', TABLE_SIZE, COLOR.text),
  cellBold: style('cellBold', 'sansBold', TABLE_SIZE, '#111827'),
  cellCode: style('cellCode', 'mono', TABLE_SIZE * 0.88, COLOR.codeText, { codeBg: true }),
  cellCodeBold: style('cellCodeBold', 'mono', TABLE_SIZE * 0.88, '#000000', { codeBg: true }),
  section: style('section', 'sansBold', 13, COLOR.heading),
  chapterLabel: style('chapterLabel', 'sansBold', 10, COLOR.heading),
  chapter: style('chapter', 'sansBold', 21, COLOR.heading),
  block: style('block', 'mono', CODE_SIZE, COLOR.codeText),
  blockLabel: style('blockLabel', 'sansBold', 8, COLOR.muted),
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

/** The styles of inline text in body text and in table cells. */
export const INLINE = {
  body: { plain: S.body, bold: S.bold, code: S.code, codeBold: S.codeBold },
  cell: { plain: S.cell, bold: S.cellBold, code: S.cellCode, codeBold: S.cellCodeBold },
  head: { plain: S.cellBold, bold: S.cellBold, code: S.cellCodeBold, codeBold: S.cellCodeBold },
};
export type InlineStyles = (typeof INLINE)[keyof typeof INLINE];

/** Where a character missing from a style's font is taken from. */
const fallbackStyles = new Map<string, TextStyle>();
export function fallbackOf(s: TextStyle): TextStyle {
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
