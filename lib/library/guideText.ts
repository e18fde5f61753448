import { plainText, type GuideChapter } from './guide';

/** Text cut at a word to at most `max` characters, with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:.]$/, '')}…`;
}

/** A chapter's description for search engines: its opening paragraph, at most 158 characters. */
export function chapterSummary(chapter: GuideChapter): string {
  const first = chapter.nodes.find((n) => n.type === 'paragraph');
  return clip(first ? plainText(first) : chapter.title, 158);
}
