import { difficultyBadgeClass } from '@/lib/practice/difficultyBadge';
import { difficulties } from '@/lib/practice/types';
import { loadPagefind, vocabulary } from '@/lib/search/pagefind';
import { queryWords, shapeQueryFrom, withoutFiller } from '@/lib/search/query';
import {
  countMessage,
  leftOutMessage,
  noFilter,
  pagefindFilters,
  toHit,
  whereValue,
  type FilterChoice,
  type SearchHit,
} from '@/lib/search/results';

/** A new element with a class and children (text becomes text nodes, never markup). */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<string, string>> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (value !== undefined) element.setAttribute(name, value);
  }
  element.append(...children);
  return element;
}

/** Text with `inline code` spans, as the banks write a question. */
const inlineText = (text: string) =>
  text.split('`').map((part, i) => (i % 2 === 1 ? el('code', {}, part) : part));

/** One result: a real link, so Enter and a click open it. */
export function hitLink(hit: SearchHit): HTMLAnchorElement {
  const head = el('span', { class: 'search-hit-head' });
  head.append(el('span', { class: 'search-hit-title' }, ...inlineText(hit.title)));
  if (hit.difficulty)
    head.append(el('span', { class: difficultyBadgeClass(hit.difficulty) }, hit.difficulty));
  const snippet = el('span', { class: 'search-snippet' });
  for (const part of hit.snippet) snippet.append(part.mark ? el('mark', {}, part.text) : part.text);
  return el(
    'a',
    { class: 'search-hit', href: hit.url },
    head,
    el('span', { class: 'search-where' }, hit.where.join(' › ')),
    snippet,
  );
}

function select(label: string, first: string, onChange: (value: string) => void) {
  const box = el('select', {}, el('option', { value: '' }, first));
  box.addEventListener('change', () => onChange(box.value));
  return { label: el('label', {}, el('span', {}, label), box), box };
}

/** How long typing must pause before a query loads anything (ms). */
const typingPause = 120;

export interface PanelOptions {
  /** The search box this panel belongs to: ArrowDown in it moves to the first result. */
  input: HTMLInputElement;
  /** The header's drop-down: a few results and a link to all of them on /search/. */
  popover?: boolean;
  /** Escape closes the panel (the drop-down, the phone panel). */
  onClose?: () => void;
}

export interface Panel {
  element: HTMLElement;
  /** Runs a query (the box's text); an empty one clears the results. */
  show(query: string): void;
}

/**
 * Filters, the results of a query and a live region that announces their count. Arrow keys move
 * through the results, Escape closes. The query is shaped first (lib/search/query.ts): the
 * filler of a question and the words the site does not have are left out, the latter named.
 */
export function createPanel({ input, popover = false, onClose }: PanelOptions): Panel {
  const pageSize = popover ? 6 : 20;
  let query = '';
  let choice: FilterChoice = noFilter;
  let limit = pageSize;
  let run = 0;

  const where = select('In', 'Everything', (value) => {
    choice = { ...choice, where: value };
    search();
  });
  const difficulty = select('Difficulty', 'Any', (value) => {
    choice = { ...choice, difficulty: value };
    search();
  });
  for (const d of difficulties) difficulty.box.append(el('option', { value: d }, d));
  const status = el('p', { class: 'search-status', role: 'status' });
  const note = el('p', { class: 'search-note', hidden: '' });
  const empty = el(
    'p',
    { class: 'search-empty', hidden: '' },
    'Try other words, clear the filters, or ',
    el('a', { href: '/practice/' }, 'browse the practice banks'),
    ' and ',
    el('a', { href: '/book/' }, 'the study guides'),
    '.',
  );
  const list = el('ul', { class: 'search-hits', 'aria-label': 'Search results' });
  const more = popover
    ? el('a', { class: 'search-button', hidden: '' })
    : el('button', { class: 'search-button', type: 'button', hidden: '' }, 'Show more results');
  more.addEventListener('click', () => {
    if (popover) return;
    limit += pageSize;
    search();
  });
  const element = el(
    'div',
    { class: popover ? 'search-panel search-popover' : 'search-panel' },
    el('div', { class: 'search-filters' }, where.label, difficulty.label),
    status,
    note,
    empty,
    list,
    more,
  );

  // The banks and guides in the index, for the "In" menu: read with the first query (their
  // files are not part of what a focus loads).
  let menu = false;
  const fillMenu = () =>
    loadPagefind()
      .then((pagefind) => pagefind.filters())
      .then((filters) => {
        for (const [key, label] of [
          ['bank', 'Practice banks'],
          ['guide', 'Study guides'],
        ] as const) {
          const names = Object.keys(filters[key] ?? {}).sort();
          if (names.length === 0) continue;
          const group = el('optgroup', { label });
          for (const name of names)
            group.append(el('option', { value: whereValue(key, name) }, name));
          where.box.append(group);
        }
      })
      .catch(() => {
        // Without the index there is nothing to filter; the results say so.
      });

  const links = () => [...list.querySelectorAll('a')];

  function render(hits: readonly SearchHit[], total: number, term: string) {
    status.textContent = countMessage(total, term);
    empty.hidden = total > 0;
    // A reader moving through the results keeps their place when newer results replace them.
    const before = links();
    const at = before.indexOf(document.activeElement as HTMLAnchorElement);
    list.replaceChildren(...hits.map((hit) => el('li', {}, hitLink(hit))));
    if (at !== -1) {
      const after = links();
      const same = after.find((a) => a.href === before[at]!.href);
      (same ?? after[Math.min(at, after.length - 1)] ?? input).focus();
    }
    more.hidden = total <= hits.length;
    if (popover && more instanceof HTMLAnchorElement) {
      more.href = `/search/?${new URLSearchParams({ q: term })}`;
      more.textContent = `All ${total} results`;
    }
  }

  /** Runs the current query; a newer run makes an older one's answer go unused. */
  function search() {
    const mine = ++run;
    const term = query.trim();
    if (term === '') {
      status.textContent = '';
      note.hidden = true;
      empty.hidden = true;
      more.hidden = true;
      list.replaceChildren();
      return;
    }
    status.textContent = 'Searching…';
    if (!menu) {
      menu = true;
      void fillMenu();
    }
    void (async () => {
      try {
        // Nothing loads for the words of a query still being typed: only once typing pauses.
        await new Promise((resolve) => setTimeout(resolve, typingPause));
        if (mine !== run) return;
        const pagefind = await loadPagefind();
        const filters = pagefindFilters(choice);
        // Index chunks for the words that will stay load while the vocabulary is read.
        const words = withoutFiller(queryWords(term)).kept.map((w) => w.word);
        void pagefind.preload(words.filter(Boolean).join(' '), { filters }).catch(() => {});
        const shaped = await shapeQueryFrom(term, vocabulary);
        if (mine !== run) return;
        const leftOut = leftOutMessage(shaped.unknown.map((w) => w.typed));
        note.textContent = leftOut;
        note.hidden = leftOut === '' || shaped.term === '';
        if (shaped.term === '') return render([], 0, term);
        const found = await pagefind.debouncedSearch(shaped.term, { filters }, 0);
        if (!found || mine !== run) return; // a newer query took over
        const data = await Promise.all(found.results.slice(0, limit).map((r) => r.data()));
        if (mine === run) render(data.map(toHit), found.results.length, term);
      } catch {
        if (mine !== run) return;
        render([], 0, term);
        status.textContent = 'Search could not be loaded. Try again, or browse the practice banks.';
      }
    })();
  }

  const close = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !onClose) return false;
    event.preventDefault();
    onClose();
    return true;
  };

  input.addEventListener('keydown', (event) => {
    if (close(event) || event.key !== 'ArrowDown') return;
    const first = links()[0];
    if (first) {
      event.preventDefault();
      first.focus();
    }
  });

  element.addEventListener('keydown', (event) => {
    if (close(event) || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (at === -1) return; // the filter menus use the arrows themselves
    event.preventDefault();
    const next = at + (event.key === 'ArrowDown' ? 1 : -1);
    if (next < 0) input.focus();
    else all[Math.min(next, all.length - 1)]!.focus();
  });

  return {
    element,
    show(next) {
      if (next.trim() === query.trim()) return;
      query = next;
      limit = pageSize;
      search();
    },
  };
}
