import { loadPagefind } from '@/lib/search/pagefind';
import { whenHydrated } from '../hydration';
import { createPanel, el } from './panel';

/**
 * The header search, loaded by ../frame.ts on the first focus of the header form, the first
 * focus or click of the phone button, or `/`. From then on it listens by itself: results below
 * the box as the reader types, and below 768 px (where the box is hidden) a full-screen panel.
 *
 * On practice and drill pages React hydrates the whole document, the header included: nothing
 * here is added before `whenHydrated()`, and what is added (the drop-down, the phone panel) is
 * an element of its own appended to <body>, never a change to the header's markup.
 */
export interface HeaderSearch {
  openPhonePanel(): void;
}

export function mountHeaderSearch({
  form,
  input,
  phoneButton,
}: {
  form: HTMLFormElement;
  input: HTMLInputElement;
  phoneButton: HTMLButtonElement | null;
}): HeaderSearch {
  // Pagefind and its index entry start loading now (a focus is enough), ahead of the first query.
  loadPagefind().catch(() => {
    // Reported by the search itself when the reader types.
  });

  let closing = false;
  const panel = createPanel({
    input,
    popover: true,
    onClose: () => {
      setOpen(false);
      closing = true; // focus back in the box, without opening the results again
      input.focus();
      closing = false;
    },
  });
  panel.element.hidden = true;
  const ready = whenHydrated().then(() => document.body.append(panel.element));

  /** The drop-down sits under the box (the header is fixed, so is the drop-down). */
  const place = () => {
    const box = form.getBoundingClientRect();
    panel.element.style.top = `${box.bottom + 8}px`;
    panel.element.style.right = `${Math.max(16, document.documentElement.clientWidth - box.right)}px`;
  };

  function setOpen(open: boolean) {
    const show = open && input.value.trim() !== '';
    if (show) {
      panel.show(input.value);
      place();
    }
    panel.element.hidden = !show;
  }

  input.addEventListener('input', () => void ready.then(() => setOpen(true)));
  input.addEventListener('focus', () => closing || void ready.then(() => setOpen(true)));
  window.addEventListener('resize', () => panel.element.hidden || place());
  document.addEventListener('pointerdown', (event) => {
    const target = event.target as Node;
    if (!form.contains(target) && !panel.element.contains(target)) setOpen(false);
  });
  // Text typed before this module arrived: its results, if the reader is still in the box.
  if (input.value.trim() !== '') void ready.then(() => setOpen(document.activeElement === input));

  // One panel at a time: the frame's first click and this module's listener can both ask.
  let dialog: HTMLDialogElement | undefined;
  const search: HeaderSearch = {
    openPhonePanel: () =>
      void ready.then(() => {
        if (dialog?.isConnected) return;
        dialog = openDialog(input, phoneButton);
      }),
  };
  phoneButton?.addEventListener('click', search.openPhonePanel);
  return search;
}

/**
 * The search as a full-screen panel (phones): a modal <dialog>, so focus moves into it and stays,
 * Escape closes it, and the phone button gets focus back. Its box shares its text with the
 * header's (hidden) box, so a form submitted from either sends the same query.
 */
function openDialog(
  headerInput: HTMLInputElement,
  opener: HTMLButtonElement | null,
): HTMLDialogElement {
  const input = el('input', {
    id: 'site-search-panel',
    name: 'q',
    type: 'search',
    autocomplete: 'off',
    placeholder: 'Search questions and guides',
  });
  input.value = headerInput.value;
  const closeButton = el('button', { type: 'button', class: 'search-button' }, 'Close');
  const dialog = el(
    'dialog',
    { class: 'search-dialog', 'aria-label': 'Search questions and guides' },
    el(
      'form',
      { class: 'search-dialog-bar', role: 'search', 'aria-label': 'Site', action: '/search/' },
      el(
        'label',
        { for: 'site-search-panel', class: 'visually-hidden' },
        'Search questions and guides',
      ),
      input,
      closeButton,
    ),
  );
  const close = () => dialog.close();
  const panel = createPanel({ input, onClose: close });
  dialog.append(panel.element);
  closeButton.addEventListener('click', close);
  input.addEventListener('input', () => {
    headerInput.value = input.value;
    panel.show(input.value);
  });
  dialog.addEventListener('close', () => {
    dialog.remove();
    opener?.focus();
  });
  document.body.append(dialog);
  dialog.showModal();
  input.focus();
  panel.show(input.value);
  return dialog;
}
