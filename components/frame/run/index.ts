/**
 * Run, Edit and Reset on runnable code blocks (components/practice/RunControls.tsx renders the
 * buttons, lib/practice/runnable.ts decides which blocks). Loaded by the frame's script on the
 * first use; each language's runner is a part of its own, loaded on its first Run.
 *
 * The block's markup belongs to React on practice pages, so this module writes only into the
 * containers rendered empty for it (`[data-run-output]`, `[data-run-editor]`) and sets data
 * attributes, and only after hydration.
 */
import { announce } from '../announce';
import { whenHydrated } from '../hydration';
import { loadStripper, RUN_LIMIT_MS } from './assets';
import { withPlainSpaces } from './spaces';
import type { Stream } from './protocol';
import type { RunResult } from './python';

export type RunAction = 'run' | 'edit' | 'reset' | 'warm';

interface BlockState {
  running?: boolean;
  answersCopy?: boolean;
  editor?: { text(): string; focus(): void; destroy(): void };
}
const states = new WeakMap<HTMLElement, BlockState>();
const stateOf = (block: HTMLElement) => {
  let state = states.get(block);
  if (!state) states.set(block, (state = {}));
  return state;
};

const originalCode = (block: HTMLElement) => block.querySelector('pre > code')?.textContent ?? '';

/** The code to run: the editor's text while editing, else the example as published. */
export const codeOf = (block: HTMLElement) =>
  withPlainSpaces(stateOf(block).editor?.text() ?? originalCode(block));

export async function act(block: HTMLElement, action: RunAction) {
  await whenHydrated();
  if (action === 'run') await run(block);
  else if (action === 'warm') warm(block);
  else if (action === 'edit') await edit(block);
  else reset(block);
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string>,
  text?: string,
) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The run's output area: one <pre> per stream, made when the stream first writes. */
function outputArea(output: HTMLElement) {
  const streams = new Map<string, HTMLPreElement>();
  const labels: Record<string, string> = {
    stdout: 'Printed',
    stderr: 'Standard error',
    error: 'Error',
  };
  const pre = (stream: Stream | 'error') => {
    let node = streams.get(stream);
    if (!node) {
      node = element('pre', {
        'data-stream': stream,
        'aria-label': labels[stream]!,
        tabindex: '0',
      });
      streams.set(stream, node);
      // stdout first, then stderr, then errors, whatever order they arrive in.
      const order = ['stdout', 'stderr', 'error'];
      const after = [...streams.entries()]
        .filter(([s]) => order.indexOf(s) > order.indexOf(stream))
        .map(([, n]) => n)
        .find((n) => n.isConnected);
      if (after) output.insertBefore(node, after);
      else output.insertBefore(node, output.querySelector('[data-run-status]'));
    }
    return node;
  };
  return {
    write: (stream: Stream | 'error', text: string) => pre(stream).append(text),
  };
}

/** Intent to run Python (focus on Run, Edit): Pyodide starts loading when the page is idle. */
function warm(block: HTMLElement) {
  if (block.dataset.run !== 'python') return;
  const later = window.requestIdleCallback ?? ((f: () => void) => window.setTimeout(f, 200));
  later(() => void import('./python').then((m) => m.warmPython()));
}

const mb = (bytes: number) => (bytes / 1_048_576).toFixed(1);

/**
 * The download's progress in the status line: a bar, moved on every chunk, and its bytes in words,
 * rewritten (and so announced by the live region) only at each whole megabyte.
 */
function showProgress(status: HTMLElement, received: number, total: number) {
  let bar = status.querySelector('progress');
  const words = `Starting Python 3.14 (Pyodide, once per page): ${mb(received).split('.')[0]} of ${mb(total)} MB received… `;
  if (!bar || status.firstChild?.textContent !== words) {
    bar ??= element('progress', { 'aria-label': 'Python’s download' });
    status.replaceChildren(words, bar);
  }
  bar.max = total;
  bar.value = Math.min(received, total);
}

async function run(block: HTMLElement) {
  const state = stateOf(block);
  if (state.running) return;
  const output = block.querySelector<HTMLElement>('[data-run-output]');
  const button = block.querySelector<HTMLButtonElement>('[data-run-button]');
  const kind = block.dataset.run;
  if (!output || !kind) return;
  state.running = true;
  button?.setAttribute('aria-busy', 'true');
  const status = element('p', { 'data-run-status': '' });
  output.replaceChildren(status);
  const area = outputArea(output);
  const started = performance.now();
  try {
    const code = codeOf(block);
    let result: RunResult | undefined;
    if (kind === 'python') {
      const { runPython, pythonLoaded } = await import('./python');
      status.textContent = pythonLoaded()
        ? 'Running…'
        : 'Starting Python 3.14 (Pyodide, about 6 MB, once per page)…';
      result = await runPython(
        code,
        (stream, text) => {
          if (status.textContent !== 'Running…') status.textContent = 'Running…';
          area.write(stream, text);
        },
        (received, total) => showProgress(status, received, total),
      );
    } else if (kind === 'java') {
      const { runJava, javaLoaded, javaMegabytes } = await import('./java');
      status.textContent = javaLoaded()
        ? 'Compiling (javac, then TeaVM)…'
        : `Starting Java 25 (javac and TeaVM, about ${javaMegabytes} MB, once per page)…`;
      result = await runJava(
        code,
        (stream, text) => area.write(stream, text),
        (text) => area.write('error', text),
        (text) => (status.textContent = text),
      );
    } else if (kind === 'javascript' || kind === 'typescript') {
      status.textContent = 'Running…';
      let js = code;
      if (kind === 'typescript') {
        const { stripTypes } = await loadStripper();
        const stripped = stripTypes(code);
        if ('error' in stripped) {
          area.write('error', stripped.error);
          result = { status: 1 };
        } else js = stripped.code;
      }
      if (!result) {
        const { runJavaScript } = await import('./javascript');
        result = await runJavaScript(
          js,
          (stream, text) => area.write(stream, text),
          (message, line) => area.write('error', `${message}${line ? ` (line ${line})` : ''}\n`),
        );
      }
    } else {
      status.textContent = 'Rendering…';
      const { render, documentFor } = await import('./render');
      const frameHolder = element('div', { 'data-rendered-in': '' });
      output.insertBefore(frameHolder, status);
      const { empty } = await render(frameHolder, documentFor(kind, code), (message) =>
        area.write('error', `${message}\n`),
      );
      result = { status: 0, empty };
    }
    status.textContent = statusLine(kind, result, performance.now() - started);
  } catch (error) {
    // A part of the runner that did not load (a dropped connection): Run stays there to retry.
    status.textContent = `The runner failed: ${(error as Error).message}. Check the connection and press Run to try again.`;
  } finally {
    state.running = false;
    button?.removeAttribute('aria-busy');
  }
}

function statusLine(kind: string, result: RunResult, ms: number): string {
  const types =
    kind === 'typescript'
      ? ' Types were stripped, not checked (the site checks them with tsc).'
      : '';
  if (result.failed)
    return `${kind === 'python' ? 'Python' : kind === 'java' ? 'Java' : 'The runner'} could not start: ${result.failed}. Check the connection and press Run to try again; if it fails again, reload the page.`;
  if (result.timedOut)
    return `Stopped after ${RUN_LIMIT_MS / 1000} s: the program ran too long (an endless loop?). Run starts it afresh.`;
  if (kind === 'html' || kind === 'css' || kind === 'bootstrap')
    return result.empty
      ? 'Rendered: its body is empty (a document’s <head> is not shown).'
      : 'Rendered above, sandboxed: files it names that this site lacks, and other sites, do not load.';
  const time = `${(ms / 1000).toFixed(2)} s`;
  return result.status === 0
    ? `Finished in ${time}.${types}`
    : `Ended with an error (exit status ${result.status}) after ${time}.${types}`;
}

async function edit(block: HTMLElement) {
  const state = stateOf(block);
  if (state.editor) {
    state.editor.focus();
    return;
  }
  const host = block.querySelector<HTMLElement>('[data-run-editor]');
  if (!host) return;
  warm(block);
  const { createEditor } = await import('./editor');
  state.editor = createEditor(host, codeOf(block), block.dataset.run ?? '', () => void run(block));
  // Copy (components/frame/copy.ts) copies what the learner sees: the edited code.
  if (!state.answersCopy) {
    state.answersCopy = true;
    block.addEventListener('code-text', (event) => {
      const text = stateOf(block).editor?.text();
      if (text !== undefined) (event as CustomEvent<{ text?: string }>).detail.text = text;
    });
  }
  block.setAttribute('data-editing', '');
  block.querySelector('[data-edit-button]')?.setAttribute('aria-pressed', 'true');
  const resetButton = block.querySelector<HTMLButtonElement>('[data-reset-button]');
  if (resetButton) resetButton.hidden = false;
  state.editor.focus();
  announce('Editing: the code is editable. Ctrl+Enter runs it.');
}

function reset(block: HTMLElement) {
  const state = stateOf(block);
  if (!state.editor) return;
  state.editor.destroy();
  state.editor = undefined;
  block.removeAttribute('data-editing');
  block.querySelector('[data-edit-button]')?.setAttribute('aria-pressed', 'false');
  const resetButton = block.querySelector<HTMLButtonElement>('[data-reset-button]');
  if (resetButton) resetButton.hidden = true;
  block.querySelector<HTMLElement>('[data-run-output]')?.replaceChildren();
  block.querySelector<HTMLElement>('[data-edit-button]')?.focus();
  announce('Reset to the example’s code.');
}
