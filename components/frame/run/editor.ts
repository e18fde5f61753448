/**
 * The editor that Edit puts in place of the highlighted code: CodeMirror 6, a part of its own
 * loaded on the first Edit. Its styles go in through constructed style sheets (in a shadow root,
 * below), which the pages' policy (no inline styles) does not govern. Tab indents; Escape then Tab leaves the editor
 * (CodeMirror's own rule, so keyboard users are never trapped); Ctrl/Cmd+Enter runs.
 */
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { javascript } from '@codemirror/lang-javascript';
import { python } from '@codemirror/lang-python';
import {
  bracketMatching,
  HighlightStyle,
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
import { tags as t } from '@lezer/highlight';

/**
 * The editor's colours are the highlighted code's (components/practice/code-theme.css): the same
 * custom properties of app/globals.css, so the editor follows the site's theme as the code it
 * replaces does. The groups follow lib/practice/highlight.ts's eight colours.
 */
const highlightStyle = HighlightStyle.define([
  { tag: [t.comment, t.quote], color: 'var(--hl-comment)', fontStyle: 'italic' },
  { tag: [t.keyword, t.controlKeyword, t.operatorKeyword, t.modifier], color: 'var(--hl-keyword)' },
  { tag: [t.string, t.regexp, t.special(t.string)], color: 'var(--hl-string)' },
  {
    tag: [t.number, t.bool, t.null, t.atom, t.attributeName, t.propertyName],
    color: 'var(--hl-number)',
  },
  {
    tag: [t.function(t.definition(t.variableName)), t.definition(t.className), t.heading],
    color: 'var(--hl-title)',
  },
  {
    tag: [t.typeName, t.className, t.standard(t.variableName), t.link],
    color: 'var(--hl-builtin)',
  },
  { tag: [t.tagName, t.meta, t.self], color: 'var(--hl-name)' },
  { tag: t.emphasis, fontStyle: 'italic' },
  { tag: t.strong, fontWeight: '700' },
]);

const editorTheme = EditorView.theme({
  '&': { fontSize: '0.88rem', background: 'var(--code-bg)', color: 'var(--code-text)' },
  '.cm-content': { fontFamily: 'var(--font-mono, monospace)', caretColor: 'var(--code-text)' },
  '.cm-cursor': { borderLeftColor: 'var(--code-text)' },
  '.cm-scroller': { maxHeight: '32rem' },
  '.cm-gutters': {
    background: 'var(--code-bg)',
    color: 'var(--muted)',
    borderColor: 'var(--code-border)',
  },
  // See-through, so the selection drawn beneath the line still shows.
  // Only the gutter marks the line: a tint across the line itself took some token colours under
  // AA contrast (axe, a coding task's editor in the light theme).
  '.cm-activeLine': { background: 'transparent' },
  '.cm-activeLineGutter': { background: 'rgb(127 127 127 / 0.12)' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground': { background: 'var(--border)' },
});

function languageFor(kind: string) {
  if (kind === 'python') return python();
  if (kind === 'javascript') return javascript();
  if (kind === 'typescript') return javascript({ typescript: true });
  if (kind === 'css') return css();
  // Java: plain text, no highlighting package for it is installed.
  if (kind === 'java') return [];
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
  // In a shadow root, CodeMirror's styles go in as a constructed style sheet (style-mod adopts
  // one there), which the page's policy does not govern; in the document itself they would be a
  // <style> element, which the policy (style-src by hash) blocks. The site's custom properties
  // (the theme's colours) reach into it.
  const shell = document.createElement('div');
  host.replaceChildren(shell);
  const root = shell.attachShadow({ mode: 'open' });
  const view = new EditorView({
    parent: root,
    root,
    state: EditorState.create({
      doc: text,
      extensions: [
        lineNumbers(),
        history(),
        drawSelection(),
        indentOnInput(),
        bracketMatching(),
        highlightActiveLine(),
        syntaxHighlighting(highlightStyle),
        languageFor(kind),
        keymap.of([
          { key: 'Mod-Enter', run: () => (run(), true) },
          indentWithTab,
          ...defaultKeymap,
          ...historyKeymap,
        ]),
        // tabindex 0 changes nothing for the keyboard (contenteditable is in the tab order);
        // it tells axe that the scrolling region has a focusable part.
        EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) onChange?.(update.state.doc.toString());
        }),
        editorTheme,
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
