/**
 * Check, Edit and Reset on a coding task's card (components/practice/TaskCard.tsx; issue #37).
 * Loaded by the frame's script on the first use; the editor on the first Edit, the tests, the
 * runner and its harness on the first Check, so nothing of it weighs on a page's first paint.
 *
 * The learner's code runs where Run runs it: Python in the page's Pyodide worker
 * (lib/tasks/harness.py loaded there), JavaScript and TypeScript (types stripped) in the
 * sandboxed frame's worker (lib/tasks/harness.ts sent with it). The results come back as data
 * and are written here, into the containers the card rendered empty for them.
 */
import type { TestResult } from '@/lib/tasks/result';
import type { TaskTestsJson } from '@/lib/tasks/schema';
import { prepareCode } from '@/lib/tasks/prepare';
import { announce } from '../announce';
import { whenHydrated } from '../hydration';
import { loadStripper, RUN_LIMIT_MS } from '../run/assets';

/** The JavaScript harness, bundled by scripts/build-frame.mjs from lib/tasks/harness.ts. */
declare const __TASK_HARNESS__: string;

export type TaskAction = 'check' | 'edit' | 'reset';

interface CardState {
  running?: boolean;
  editor?: { text(): string; focus(): void; setText(text: string): void; destroy(): void };
  saveTimer?: number;
}
const states = new WeakMap<HTMLElement, CardState>();
const stateOf = (card: HTMLElement) => {
  let state = states.get(card);
  if (!state) states.set(card, (state = {}));
  return state;
};

const part = <T extends HTMLElement = HTMLElement>(card: HTMLElement, name: string) =>
  card.querySelector<T>(`[data-task-${name}]`);

const starterOf = (card: HTMLElement) => part(card, 'starter')?.textContent ?? '';

/** What the learner has written: the editor's text, else their kept code, else the starter. */
export function codeOf(card: HTMLElement): string {
  const editor = stateOf(card).editor;
  if (editor) return editor.text();
  if (part(card, 'code')?.hasAttribute('data-saved')) return part(card, 'saved')?.textContent ?? '';
  return starterOf(card);
}

/**
 * Tells the page's progress (components/progress/TaskProgressLive.tsx, the one writer of the
 * store) the learner's code (null: forget it) or that every test passed.
 */
function tell(card: HTMLElement, detail: { code?: string | null; passed?: boolean }) {
  document.dispatchEvent(
    new CustomEvent('task-progress', { detail: { key: card.dataset.taskKey, ...detail } }),
  );
}

export async function act(card: HTMLElement, action: TaskAction) {
  await whenHydrated();
  if (action === 'check') await check(card);
  else if (action === 'edit') await edit(card);
  else reset(card);
}

async function edit(card: HTMLElement) {
  const state = stateOf(card);
  if (state.editor) {
    state.editor.focus();
    return;
  }
  const host = part(card, 'editor');
  if (!host) return;
  const { createEditor } = await import('../run/editor');
  if (state.editor) return;
  const language = card.dataset.taskLanguage ?? '';
  state.editor = createEditor(
    host,
    codeOf(card),
    language,
    () => void check(card),
    (text) => {
      // Kept as the learner types, a moment after they pause.
      window.clearTimeout(state.saveTimer);
      state.saveTimer = window.setTimeout(() => tell(card, { code: text }), 600);
    },
    `Your code for ${card.querySelector('h3')?.textContent?.trim() ?? 'this task'} (${language}); Ctrl+Enter checks it`,
  );
  part(card, 'code')?.setAttribute('data-editing', '');
  card.querySelector('[data-task-action="edit"]')?.setAttribute('aria-pressed', 'true');
  state.editor.focus();
  announce('Editing your code. Ctrl+Enter checks it.');
}

function reset(card: HTMLElement) {
  const state = stateOf(card);
  if (state.running) return;
  window.clearTimeout(state.saveTimer);
  state.editor?.setText(starterOf(card));
  const code = part(card, 'code');
  code?.removeAttribute('data-saved');
  const saved = part(card, 'saved');
  if (saved) {
    saved.hidden = true;
    saved.textContent = '';
  }
  part(card, 'results')?.replaceChildren();
  tell(card, { code: null });
  (state.editor ?? part(card, 'starter'))?.focus();
  announce('Reset to the starting code.');
}

let testsByUrl = new Map<string, Promise<Record<string, TaskTestsJson>>>();

/** A bank's tests, fetched once per page (a failed fetch is tried again on the next Check). */
function testsOf(url: string) {
  let tests = testsByUrl.get(url);
  if (!tests) {
    tests = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`the tests did not load (${response.status})`);
      return response.json() as Promise<Record<string, TaskTestsJson>>;
    });
    tests.catch(() => testsByUrl.delete(url));
    testsByUrl.set(url, tests);
  }
  return tests;
}
/** For tests: forget fetched tests. */
export const forgetTests = () => (testsByUrl = new Map());

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  text?: string,
) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

/** One test's line: its name and outcome; a failure's details below it, focusable. */
function resultItem(result: TestResult, index: number, cardId: string): HTMLLIElement {
  const item = element('li', result.passed ? { 'data-passed': '' } : { 'data-failed': '' });
  item.append(element('strong', {}, `${result.passed ? '✓ Passed' : '✗ Failed'}: ${result.name}`));
  if (result.passed) return item;
  // A failed test takes the focus in turn (Tab), and says its message when it does.
  const detailsId = `${cardId}-result-${index}`;
  item.tabIndex = 0;
  item.setAttribute('aria-describedby', detailsId);
  const details = element('div', { id: detailsId });
  if (result.error) {
    const where = result.error.line ? ` on line ${result.error.line} of your code` : '';
    details.append(element('p', {}, `${result.error.type}${where}: ${result.error.message}`));
  } else if (result.note) {
    details.append(element('p', {}, `Failed: it ${result.note}.`));
  }
  // A value may be wider than the card: its <pre> scrolls, so the keyboard must reach it.
  const value = (text: string) => element('pre', { tabindex: '0' }, text);
  if (result.expected !== undefined && !result.error && !result.note) {
    details.append(element('p', {}, 'Expected:'), value(result.expected));
    details.append(element('p', {}, 'Your code returned:'), value(result.actual ?? ''));
  }
  if (result.printed) details.append(element('p', {}, 'It printed:'), value(result.printed));
  item.append(details);
  return item;
}

async function check(card: HTMLElement) {
  const state = stateOf(card);
  if (state.running) return;
  const results = part(card, 'results');
  const button = card.querySelector<HTMLButtonElement>('[data-task-action="check"]');
  const id = card.dataset.task ?? '';
  const language = card.dataset.taskLanguage as TaskTestsJson['language'];
  if (!results || !language) return;
  state.running = true;
  button?.setAttribute('aria-busy', 'true');
  const status = element('p', {}, 'Loading the tests…');
  const list = element('ol', { 'aria-label': 'Test results' });
  results.replaceChildren(status, list);
  const got: TestResult[] = [];
  const onTest = (result: TestResult) => {
    list.append(resultItem(result, got.length, card.id));
    got.push(result);
    status.textContent = `Checking… ${got.length} done.`;
  };
  // No-break spaces (pasted from a web page, or typed by an input method) read as a syntax error
  // in Python and JavaScript alike: they are spaces the learner meant.
  const code = codeOf(card).replace(/\u00a0/g, ' ');
  window.clearTimeout(state.saveTimer);
  if (code !== starterOf(card)) tell(card, { code });
  let summary: string;
  try {
    const task = (await testsOf(card.dataset.taskTests ?? ''))[id];
    if (!task) throw new Error('this task has no tests on the site');
    const total = task.tests.length;
    let stopped = false;
    let failed: string | undefined;
    let uncaught: string | undefined;
    if (language === 'python') {
      const { runPython, pythonLoaded } = await import('../run/python');
      status.textContent = pythonLoaded()
        ? 'Checking…'
        : 'Starting Python 3.14 (Pyodide, about 6 MB, once per page)…';
      const result = await runPython(code, () => undefined, undefined, {
        tests: JSON.stringify(task.tests),
        onTest,
      });
      stopped = !!result.timedOut;
      failed = result.failed;
    } else {
      status.textContent = 'Checking…';
      const strip = language === 'typescript' ? (await loadStripper()).stripTypes : undefined;
      const ready = prepareCode(language, code, strip);
      if ('error' in ready) {
        uncaught = ready.error.trim();
      } else {
        const { runJavaScript } = await import('../run/javascript');
        const job = `${__TASK_HARNESS__}
__taskHarness.runTaskTests(${JSON.stringify(ready.code)}, ${JSON.stringify(task.tests)}, {
  report: (result) => self.postMessage({ type: 'test', result }),
  inspect: self.__inspect,
}).then(() => self.postMessage({ type: 'tests-done' }));
`;
        const result = await runJavaScript(
          job,
          () => undefined,
          (message, line) => (uncaught = `${message}${line ? ` (line ${line})` : ''}`),
          onTest,
        );
        stopped = !!result.timedOut;
        failed = result.failed;
      }
    }
    // The tests the run did not reach: the one stopped at the limit, and those after it.
    const why = stopped
      ? `stopped: the Check ran past ${RUN_LIMIT_MS / 1000} s (an endless loop?)`
      : uncaught
        ? `not run: ${uncaught}`
        : 'not run';
    task.tests
      .slice(got.length)
      .forEach((test, i) =>
        onTest({ name: test.name, passed: false, note: i === 0 || !stopped ? why : 'not run' }),
      );
    const passed = got.filter((r) => r.passed).length;
    if (failed) summary = `The runner failed: ${failed}. Press Check to try again.`;
    else if (passed === total) summary = `All ${total} tests pass.`;
    else
      summary = `${passed} of ${total} tests pass.${
        stopped
          ? ` Your code was stopped after ${RUN_LIMIT_MS / 1000} s (an endless loop or slow code?); Check starts afresh.`
          : ''
      }`;
    if (!failed && passed === total) tell(card, { passed: true });
  } catch (error) {
    summary = `The tests could not run: ${(error as Error).message}. Press Check to try again.`;
  } finally {
    state.running = false;
    button?.removeAttribute('aria-busy');
  }
  status.textContent = summary;
  status.setAttribute('data-task-summary', '');
  announce(summary);
}
