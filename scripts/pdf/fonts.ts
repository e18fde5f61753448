/** The embedded fonts (Noto Sans, JetBrains Mono) and which characters they cover. */
import { readFileSync } from 'node:fs';
import { fontkit, requireCjs, type FontkitFont } from './pdfkit';

export type FontKey = 'sans' | 'sansBold' | 'sansItalic' | 'mono';

const FONT_FILES: Record<FontKey, string> = {
  sans: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  sansBold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  sansItalic: '@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf',
  mono: '@expo-google-fonts/jetbrains-mono/400Regular/JetBrainsMono_400Regular.ttf',
};
export const FONT_NAMES: Record<FontKey, string> = {
  sans: 'NotoSans',
  sansBold: 'NotoSans-Bold',
  sansItalic: 'NotoSans-Italic',
  mono: 'JetBrainsMono',
};
export const FONT_KEYS = Object.keys(FONT_FILES) as FontKey[];

/** Code ligatures off. */
const MONO_FEATURES = { calt: false, liga: false, clig: false, dlig: false };

/**
 * Parsed fonts, shared by every document rendered in this process (parsing the font tables
 * is the slowest part of a render). pdfkit accepts a fontkit font in place of a file and
 * makes a fresh subset per document, so sharing changes no output byte.
 */
let fonts: Record<FontKey, FontkitFont> | null = null;
export function loadFonts(): Record<FontKey, FontkitFont> {
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
export function hasGlyph(font: 'sans' | 'mono', codePoint: number): boolean {
  if (codePoint === 0x20) return true;
  const key = font === 'sans' ? codePoint : -codePoint - 1;
  let known = coverage.get(key);
  if (known === undefined) {
    known = codePoint >= 0x20 && loadFonts()[font].hasGlyphForCodePoint(codePoint);
    coverage.set(key, known);
  }
  return known;
}
