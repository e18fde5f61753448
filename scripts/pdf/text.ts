/** Inline text: mdast phrasing -> styled fragments -> lines broken to a width -> drawn. */
import type { PhrasingContent } from 'mdast';
import { FONT_NAMES, hasGlyph } from './fonts';
import { COLOR, S, fallbackOf, type InlineStyles, type TextStyle } from './design';
import type { PdfDocument } from './pdfkit';

export interface Frag {
  text: string;
  style: TextStyle;
  /** Never broken across lines (short inline code). */
  nobreak?: boolean;
}
export interface PlacedFrag extends Frag {
  width: number;
}
export interface Line {
  frags: PlacedFrag[];
  width: number;
}

/** A stretch of inline text with one look; `line` is its source line (for font errors). */
export interface InlineRun {
  text: string;
  bold?: boolean;
  code?: boolean;
  line: number;
}

export class RenderError extends Error {}

/**
 * Flattens inline mdast (text, `code`, **strong**; the parser allows nothing else) into runs.
 * Whitespace outside code collapses to single spaces, and the whole is trimmed.
 */
export function runsOf(nodes: readonly PhrasingContent[]): InlineRun[] {
  const runs: InlineRun[] = [];
  const walk = (list: readonly PhrasingContent[], bold: boolean): void => {
    for (const node of list) {
      const line = node.position?.start.line ?? 1;
      if (node.type === 'strong') walk(node.children, true);
      else if (node.type === 'inlineCode')
        runs.push({ text: node.value.replace(/[\n\t]/g, ' '), code: true, bold, line });
      else if (node.type === 'text')
        // One run per source line, so a font error names the exact line.
        node.value.split('\n').forEach((piece, k) => {
          const text = `${k > 0 ? ' ' : ''}${piece}`.replace(/\s+/g, ' ');
          runs.push({ text, bold, line: line + k });
        });
    }
  };
  walk(nodes, false);
  const first = runs[0];
  if (first && !first.code) first.text = first.text.replace(/^\s+/, '');
  const last = runs[runs.length - 1];
  if (last && !last.code) last.text = last.text.replace(/\s+$/, '');
  return runs.filter((r) => r.text !== '');
}

/** Inline code up to this many characters is never split across lines. */
const SHORT_CODE = 30;

/** Text widths are a property of the font alone, so one cache serves every document. */
const widthCache = new Map<string, number>();
const MONO_ADVANCE = 0.6; // JetBrains Mono: every glyph is 600/1000 em wide.

export class Renderer {
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

  runsToFrags(runs: readonly InlineRun[], styles: InlineStyles): Frag[] {
    return runs.flatMap((run) => {
      const s = run.code
        ? run.bold
          ? styles.codeBold
          : styles.code
        : run.bold
          ? styles.bold
          : styles.plain;
      const frags = this.withFallback(run.text, s, run.line);
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

  /** The first line of `text` in style `s` (labels, numbers, one-line titles). */
  oneLine(text: string, s: TextStyle, maxWidth: number, line = 1): Line {
    return this.layout(this.withFallback(text, s, line), maxWidth)[0] ?? { frags: [], width: 0 };
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

  /** A line of one measured label (page numbers, list numbers). */
  label(text: string, s: TextStyle): Line {
    const width = this.measure(text, s);
    return { frags: [{ text, style: s, width }], width };
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
