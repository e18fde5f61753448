/**
 * The editor that Edit puts in place of the highlighted code: CodeMirror 6, a part of its own
 * loaded on the first Edit. Its styles go in through constructed style sheets, which the pages'
 * policy (no inline styles) does not govern. Tab indents; Escape then Tab leaves the editor
 * (CodeMirror's own rule, so keyboard users are never trapped); Ctrl/Cmd+Enter runs.
 */
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { javascript } from '@codemirror/lang-javascript';
import { python } from '@codemirror/lang-python';
import {
  bracketMatching,
  defaultHighlightStyle,
  indentOnInput,
  syntaxHighlighting,
} from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import {
  EditorView,
  drawSelection,
  highlightActiveLine,
  keymap,
  lineNumbers,
} from '@codemirror/view';

function languageFor(kind: string) {
  if (kind === 'python') return python();
  if (kind === 'javascript') return javascript();
  if (kind === 'typescript') return javascript({ typescript: true });
  if (kind === 'css') return css();
  return html();
}

export function createEditor(
  host: HTMLElement,
  text: string,
  kind: string,
  run: () => void,
  /** Told the text after each change (a coding task keeps the learner's code). */
  onChange?: (text: string) => void,
  label = `Code editor (${kind})`,
) {
  const view = new EditorView({
    parent: host,
    state: EditorState.create({
      doc: text,
      extensions: [
        lineNumbers(),
        history(),
        drawSelection(),
        indentOnInput(),
        bracketMatching(),
        highlightActiveLine(),
        syntaxHighlighting(defaultHighlightStyle),
        languageFor(kind),
        keymap.of([
          { key: 'Mod-Enter', run: () => (run(), true) },
          indentWithTab,
          ...defaultKeymap,
          ...historyKeymap,
        ]),
        EditorView.contentAttributes.of({ 'aria-label': label }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) onChange?.(update.state.doc.toString());
        }),
        EditorView.theme({
          '&': { fontSize: '0.88rem' },
          '.cm-content': { fontFamily: 'var(--font-mono, monospace)' },
          '.cm-scroller': { maxHeight: '32rem' },
        }),
      ],
    }),
  });
  return {
    text: () => view.state.doc.toString(),
    focus: () => view.focus(),
    setText: (next: string) =>
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: next } }),
    destroy: () => {
      view.destroy();
      host.replaceChildren();
    },
  };
}
