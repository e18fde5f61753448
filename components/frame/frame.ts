/**
 * The frame's one script, on every page (app/layout.tsx loads it as an async module; the build bundles
 * it with esbuild, scripts/build-frame.mjs). It does only what HTML cannot do by itself, and
 * loads each heavier part when a page or the reader asks for it:
 * - copy buttons on code blocks;
 * - Run, Edit and Reset on runnable examples: the runner (run/) loads on the first use;
 * - the header search: nothing of it loads until the first focus, keystroke or `/`;
 * - /search/'s full results;
 * - the PDF viewer frame on viewer pages;
 * - the header's theme switch (theme.ts);
 * - on the not-found page, a mis-cased route sent on to the real one;
 * - the learner's progress on practice category cards, only when this browser keeps some;
 * - web-vitals reporting, only when the page names an endpoint (SITE_VITALS_URL);
 * - offline reading: the service worker registered, its page-side part (offline/) loaded where it
 *   has work.
 * The menu needs none of it: it is an HTML popover (components/MainMenu.tsx).
 */
import { enableCopyButtons } from './copy';
import { tapsLive } from './earlyTaps';
import { startPdfFrames } from './pdfFrame';
import { enableThemeSwitch } from './theme';
import { PROGRESS_KEY } from '@/lib/progress/key';
import type { RunAction } from './run';
import type { TaskAction } from './task';
import type { HeaderSearch } from './search/header';

// The module is loaded `async` (it never holds back DOMContentLoaded, so nothing waits on it on
// a slow network), so it may run before the parser has reached the body: start once it has.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();

function start() {
  enableThemeSwitch();
  enableCopyButtons();
  enableRunButtons();
  enableTasks();
  startPdfFrames();
  enableHeaderSearch();
  enableSearchPage();
  closeMenusOnLeave();
  showProgress();
  // A page back from the back-forward cache shows the marks made since it was left.
  window.addEventListener('pageshow', (event) => event.persisted && showProgress());
  if (document.querySelector('[data-route-recovery]')) {
    void import('./recover').then((m) => m.recover());
  }
  const vitals = document.querySelector<HTMLMetaElement>('meta[name="vitals-endpoint"]')?.content;
  if (vitals) void import('./vitals').then((m) => m.reportVitals(vitals));
  enableOffline();
}

/**
 * The service worker (offline/sw.ts), registered once the page has loaded so it never competes
 * with the page's own files. Blocked or absent (private mode, an old browser), the site works as
 * it does without it.
 */
function enableOffline() {
  const sw = navigator.serviceWorker;
  if (!sw) return;
  const firstVisit = !sw.controller;
  const register = () =>
    // '/sw.js' is offline/names.ts SW_URL, written out: importing it would make a shared chunk,
    // one more request on every page.
    sw.register('/sw.js').then(
      (registration) => {
        // Playwright's and some privacy tools' blocking resolve with nothing registered.
        if (!registration) return;
        if (firstVisit || document.querySelector('[data-offline-save], [data-offline-list]'))
          void import('./offline').then((m) => m.startOffline(firstVisit));
      },
      () => {},
    );
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * Run, Edit and Reset (components/practice/RunControls.tsx): one listener for every block, and
 * Ctrl/Cmd+Enter from a runnable block's code. Nothing of the runner loads before the first use.
 */
function enableRunButtons() {
  const act = (block: HTMLElement, action: RunAction) =>
    void import('./run').then((m) => m.act(block, action));
  const actions: Record<string, RunAction> = {
    'data-run-button': 'run',
    'data-edit-button': 'edit',
    'data-reset-button': 'reset',
  };
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.(
      'button[data-run-button], button[data-edit-button], button[data-reset-button]',
    );
    const block = button?.closest<HTMLElement>('[data-code-block][data-run]');
    if (!button || !block) return;
    const action = Object.keys(actions).find((name) => button.hasAttribute(name))!;
    act(block, actions[action]!);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
    const block = (event.target as Element | null)?.closest?.<HTMLElement>(
      '[data-code-block][data-run]',
    );
    if (!block || event.defaultPrevented) return;
    event.preventDefault();
    act(block, 'run');
  });
  // Focus on a Python example's Run (a tap gives it too) shows intent: Pyodide loads at idle.
  document.addEventListener('focusin', (event) => {
    const target = event.target as Element | null;
    const block = target?.closest?.<HTMLElement>('[data-code-block][data-run="python"]');
    if (block && target!.matches('[data-run-button]')) act(block, 'warm');
  });
  // Run and Edit tapped before this module ran (a slow network) are honoured now.
  tapsLive('run');
}

/**
 * Coding tasks (components/practice/TaskCard.tsx): Check, Edit and Reset, a click or Enter on
 * the starting code (it becomes the editor), and Ctrl/Cmd+Enter from a task. The task module
 * (task/) loads on the first use, the runner on the first Check.
 */
function enableTasks() {
  if (!document.querySelector('[data-task]')) return;
  const act = (card: HTMLElement, action: TaskAction) =>
    void import('./task').then((m) => m.act(card, action));
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const card = target?.closest?.<HTMLElement>('[data-task]');
    if (!card) return;
    const button = target!.closest('button[data-task-action]');
    if (button) act(card, button.getAttribute('data-task-action') as TaskAction);
    else if (target!.closest('[data-task-starter], [data-task-saved]')) act(card, 'edit');
  });
  document.addEventListener('keydown', (event) => {
    const target = event.target as Element | null;
    const card = target?.closest?.<HTMLElement>('[data-task]');
    if (!card || event.key !== 'Enter' || event.defaultPrevented) return;
    if (event.ctrlKey || event.metaKey) {
      event.preventDefault();
      act(card, 'check');
    } else if (target!.matches('[data-task-starter], [data-task-saved]')) {
      event.preventDefault();
      act(card, 'edit');
    }
  });
}

function enableHeaderSearch() {
  const form = document.querySelector<HTMLFormElement>('form[data-site-search]');
  const input = form?.querySelector<HTMLInputElement>('input[name="q"]');
  if (!form || !input) return;
  const phoneButton = document.querySelector<HTMLButtonElement>('button[data-search-phone]');
  let loading: Promise<HeaderSearch> | undefined;
  const load = () =>
    (loading ??= import('./search/header').then((m) =>
      m.mountHeaderSearch({ form, input, phoneButton }),
    ));
  // The first use loads the search; from then on the search module listens by itself.
  form.addEventListener('focusin', () => void load(), { once: true });
  form.addEventListener('input', () => void load(), { once: true });
  // A focus given or text typed before this script ran (a slow network) loads it at once.
  if (input.value !== '' || document.activeElement === input) void load();
  phoneButton?.addEventListener('focus', () => void load(), { once: true });
  phoneButton?.addEventListener('click', () => void load().then((s) => s.openPhonePanel()), {
    once: true,
  });
  // `/` focuses the box from anywhere but a text field; on phones it opens the search panel.
  document.addEventListener('keydown', (event) => {
    if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
    if (typingIn(event.target)) return;
    event.preventDefault();
    if (input.offsetParent) input.focus();
    else void load().then((s) => s.openPhonePanel());
  });
}

function enableSearchPage() {
  const root = document.querySelector<HTMLElement>('[data-search-page]');
  if (!root) return;
  const mount = () => void import('./search/page').then((m) => m.mountSearchPage(root));
  // A query in the address (?q=, as the header form sends it) or text typed before this script
  // ran runs at once; else the first use loads the search.
  const typed = root.querySelector<HTMLInputElement>('input[name="q"]')?.value;
  if (new URLSearchParams(window.location.search).get('q') || typed) mount();
  else root.addEventListener('focusin', mount, { once: true });
}

/** Bank cards' progress: its code loads only where a card can show some and some is kept. */
function showProgress() {
  const slots = document.querySelectorAll<HTMLElement>('[data-progress-scope]');
  if (slots.length === 0) return;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(PROGRESS_KEY);
  } catch {
    // Storage blocked: nothing is kept, so there is nothing to show.
  }
  if (stored) void import('./progress').then((m) => m.drawProgress(stored));
  // Back from the back-forward cache after "Forget my progress": no stale counts.
  else slots.forEach((slot) => (slot.textContent = ''));
}

/** A page restored from the back-forward cache comes back with its menu closed. */
function closeMenusOnLeave() {
  window.addEventListener('pagehide', () => {
    document.querySelectorAll<HTMLElement>('[popover]').forEach((popover) => {
      if (popover.matches(':popover-open')) popover.hidePopover();
    });
  });
}
