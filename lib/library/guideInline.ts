/**
 * Inline content of a guide (paragraphs, list items, table cells, headings): text, `code` and
 * **strong** only. Links, images and HTML are refused with a message saying what to write
 * instead; bare URLs and e-mail addresses stay plain text, as written.
 */
import type { PhrasingContent } from 'mdast';
import { lineOf, sourceOf, type Fail } from './guideSource';

/**
 * Allows text, `code` and **strong**; rejects what the outputs do not render (links, images,
 * HTML, emphasis, strikethrough, hard breaks). GFM turns bare URLs and e-mail addresses into
 * links; those go back to plain text, as written.
 */
export function checkPhrasing(children: PhrasingContent[], source: string, fail: Fail): void {
  children.forEach((node, index) => {
    const line = lineOf(node);
    switch (node.type) {
      case 'text':
        if (node.value.includes('`')) fail(line, 'unbalanced `: inline code is not closed');
        if (node.value.includes('**')) fail(line, 'unbalanced **: bold is not closed');
        return;
      case 'inlineCode':
        if (node.value.trim() === '') fail(line, 'empty inline code');
        return;
      case 'strong':
        if (node.children.length === 0) fail(line, 'empty **bold**');
        checkPhrasing(node.children, source, fail);
        return;
      case 'emphasis':
        fail(
          line,
          sourceOf(node, source).startsWith('_')
            ? '_emphasis_ is not supported: use **bold** or put code in backticks'
            : 'a single * (italics) is not supported: use **bold**, put code in backticks or write \\*',
        );
      case 'delete':
        fail(line, '~~strikethrough~~ is not supported');
      case 'link': {
        const raw = sourceOf(node, source);
        if (!raw.startsWith('[') && !raw.startsWith('<')) {
          children[index] = { type: 'text', value: raw, position: node.position };
          return;
        }
        fail(line, 'links are not supported: write the route or URL as plain text or code');
      }
      case 'linkReference':
        fail(line, 'links are not supported: write the route or URL as plain text or code');
      case 'image':
      case 'imageReference':
        fail(line, 'images are not supported');
      case 'html':
        fail(line, 'HTML is not supported: put tags in backticks as `<tag>`');
      case 'break':
        fail(line, 'hard line breaks are not supported: start a new paragraph or list item');
      default:
        fail(line, `${node.type} is not supported`);
    }
  });
  // Adjacent text nodes (a link turned back into text) merge, so consumers see one run.
  for (let i = children.length - 1; i > 0; i--) {
    const a = children[i - 1]!;
    const b = children[i]!;
    if (a.type === 'text' && b.type === 'text') {
      a.value += b.value;
      children.splice(i, 1);
    }
  }
}
