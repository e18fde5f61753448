import { screen, waitFor, within } from '@testing-library/dom';
import { loadPagefind, type Pagefind } from '@/lib/search/pagefind';
import type { ResultData } from '@/lib/search/results';
import { mountHeaderSearch } from './header';
import { mountSearchPage } from './page';
import { createPanel } from './panel';

const siteWords = ['hashcode', 'equals', 'list', 'tuple', 'transaction', 'index'];

jest.mock('@/lib/search/pagefind', () => ({
  loadPagefind: jest.fn(),
  vocabulary: {
    warmUp: () => {},
    forWords: async () => ({
      begins: (prefix: string) => siteWords.some((w) => w.startsWith(prefix)),
      longestPrefix: () => undefined,
    }),
  },
}));

const question = (n: number): ResultData => ({
  url: `/practicecorejava/collections/#collections-q${n}`,
  excerpt: `Equal objects need an equal <mark>hashCode</mark> &lt;b&gt;${n}&lt;/b&gt;`,
  meta: {
    kind: 'question',
    title: `Why override \`hashCode\` with \`equals\`? (${n})`,
    bank: 'Core Java',
    topic: 'Collections',
    difficulty: 'Intermediate',
  },
});

const debouncedSearch = jest.fn();
const fakePagefind: Pagefind = {
  options: async () => {},
  init: async () => {},
  preload: async () => {},
  filters: async () => ({ bank: { 'Core Java': 3, Python: 2 }, guide: { 'MySQL 8': 4 } }),
  debouncedSearch,
};

beforeEach(() => {
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
  jest.mocked(loadPagefind).mockResolvedValue(fakePagefind);
  debouncedSearch.mockReset();
  debouncedSearch.mockImplementation(async (term: string) => ({
    results: term.includes('hashcode')
      ? Array.from({ length: 45 }, (_, i) => ({ id: `${i}`, data: async () => question(i + 1) }))
      : [],
  }));
});

function panelWithBox(options: { popover?: boolean; onClose?: () => void } = {}) {
  const input = document.createElement('input');
  input.type = 'search';
  input.setAttribute('aria-label', 'Search questions and guides');
  const panel = createPanel({ input, ...options });
  document.body.append(input, panel.element);
  return { input, panel };
}

describe('the results panel', () => {
  it('lists results with where they live, a marked snippet built as text, and the difficulty', async () => {
    panelWithBox({ popover: true }).panel.show('hashCode');
    const list = await screen.findByRole('list', { name: 'Search results' });
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(6));
    const first = within(list).getAllByRole('link')[0]!;
    expect(first).toHaveAttribute('href', '/practicecorejava/collections/#collections-q1');
    expect(first).toHaveTextContent('Core Java › Collections');
    expect(first).toHaveTextContent('Intermediate');
    expect(first.querySelector('mark')).toHaveTextContent('hashCode');
    expect(first.querySelector('b')).toBeNull(); // the record's `<b>` is text, never markup
    expect(first).toHaveTextContent('<b>1</b>');
    expect(first.querySelectorAll('code')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('45 results for “hashCode”');
    expect(screen.getByRole('link', { name: 'All 45 results' })).toHaveAttribute(
      'href',
      '/search/?q=hashCode',
    );
  });

  it('leaves out the filler and the words the site does not have, and names the latter', async () => {
    panelWithBox().panel.show('what is the difference between hashCode and zzqxjvkw?');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/results for/));
    expect(debouncedSearch).toHaveBeenLastCalledWith('hashcode', { filters: {} }, 0);
    expect(screen.getByText(/No match for ‘zzqxjvkw\?’/)).toBeVisible();
  });

  it('says "No results" with links to the banks and guides when nothing the site has is left', async () => {
    panelWithBox().panel.show('zzqxjvkw');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('No results for “zzqxjvkw”.'),
    );
    expect(debouncedSearch).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'browse the practice banks' })).toHaveAttribute(
      'href',
      '/practice/',
    );
    expect(screen.getByRole('link', { name: 'the study guides' })).toHaveAttribute(
      'href',
      '/book/',
    );
  });

  it('filters by bank or guide and difficulty', async () => {
    panelWithBox().panel.show('hashcode');
    const inMenu = screen.getByRole('combobox', { name: 'In' });
    await waitFor(() =>
      expect(within(inMenu).getByRole('option', { name: 'MySQL 8' })).toBeTruthy(),
    );
    expect(within(inMenu).getByRole('group', { name: 'Practice banks' })).toBeTruthy();
    inMenu.querySelector<HTMLOptionElement>('option[value="bank:Core Java"]')!.selected = true;
    inMenu.dispatchEvent(new Event('change'));
    const difficulty = screen.getByRole('combobox', { name: 'Difficulty' }) as HTMLSelectElement;
    difficulty.value = 'Beginner';
    difficulty.dispatchEvent(new Event('change'));
    await waitFor(() =>
      expect(debouncedSearch).toHaveBeenLastCalledWith(
        'hashcode',
        { filters: { bank: 'Core Java', difficulty: 'Beginner' } },
        0,
      ),
    );
  });

  it('moves through the results with the arrows and closes on Escape', async () => {
    const onClose = jest.fn();
    const { input, panel } = panelWithBox({ popover: true, onClose });
    panel.show('hashcode');
    const links = await screen.findAllByRole('link', { name: /hashCode/ });
    input.focus();
    const key = (target: Element, name: string) =>
      target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));
    key(input, 'ArrowDown');
    expect(links[0]).toHaveFocus();
    key(links[0]!, 'ArrowDown');
    expect(links[1]).toHaveFocus();
    key(links[1]!, 'ArrowUp');
    key(links[0]!, 'ArrowUp');
    expect(input).toHaveFocus();
    key(input, 'Escape');
    expect(onClose).toHaveBeenCalled();
  });

  it('says so when the search cannot be loaded', async () => {
    jest.mocked(loadPagefind).mockRejectedValue(new Error('offline'));
    panelWithBox().panel.show('hashcode');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Search could not be loaded.'),
    );
  });
});

function header() {
  document.body.innerHTML = `
    <form role="search" aria-label="Site" action="/search/" data-site-search>
      <label for="site-search">Search questions and guides</label>
      <input id="site-search" name="q" type="search">
    </form>
    <button type="button" data-search-phone>Search</button>`;
  return {
    form: document.querySelector('form')!,
    input: document.querySelector('input')!,
    phoneButton: document.querySelector('button')!,
  };
}

describe('the header search', () => {
  // jsdom has <dialog> but not its modal methods: open and close it the way a browser does.
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
      this.open = false;
      this.dispatchEvent(new Event('close'));
    };
  });

  it('uses text typed before it arrived, and shows results as the reader types', async () => {
    const parts = header();
    parts.input.value = 'hashcode';
    parts.input.focus();
    mountHeaderSearch(parts);
    await screen.findAllByRole('link', { name: /hashCode/ });
    parts.input.value = 'zzqxjvkw';
    parts.input.dispatchEvent(new Event('input'));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('No results for “zzqxjvkw”.'),
    );
    // Its markup is its own, after the header's: the header's form is untouched.
    expect(parts.form.children).toHaveLength(2);
  });

  it('opens the phone panel as a modal dialog that gives focus back when it closes', async () => {
    const parts = header();
    const search = mountHeaderSearch(parts);
    search.openPhonePanel();
    parts.phoneButton.click(); // the frame's first click and the module's own: one panel
    const dialog = await screen.findByRole('dialog', { name: 'Search questions and guides' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    const box = within(dialog).getByRole('searchbox');
    expect(box).toHaveFocus();
    box.setAttribute('value', '');
    (box as HTMLInputElement).value = 'hashcode';
    box.dispatchEvent(new Event('input'));
    await within(dialog).findAllByRole('link', { name: /hashCode/ });
    expect(parts.input).toHaveValue('hashcode');
    within(dialog).getByRole('button', { name: 'Close' }).click();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(parts.phoneButton).toHaveFocus();
  });
});

describe('/search/', () => {
  function searchPage() {
    document.body.innerHTML = `
      <div data-search-page>
        <form role="search" action="/search/">
          <label for="q">Search every question and guide section</label>
          <input id="q" name="q" type="search">
        </form>
      </div>`;
    return document.querySelector<HTMLElement>('[data-search-page]')!;
  }

  it('runs the query in the address, keeps the address in step and shows more on request', async () => {
    window.history.replaceState(null, '', '/search/?q=hashcode');
    mountSearchPage(searchPage());
    const box = screen.getByRole('searchbox');
    await waitFor(() => expect(box).toHaveValue('hashcode'));
    await waitFor(() => expect(screen.getAllByRole('link', { name: /hashCode/ })).toHaveLength(20));
    screen.getByRole('button', { name: 'Show more results' }).click();
    await waitFor(() => expect(screen.getAllByRole('link', { name: /hashCode/ })).toHaveLength(40));
    (box as HTMLInputElement).value = 'list';
    box.dispatchEvent(new Event('input'));
    expect(new URL(window.location.href).searchParams.get('q')).toBe('list');
  });

  it('runs text typed before it arrived rather than the address', async () => {
    window.history.replaceState(null, '', '/search/?q=zzzz');
    const root = searchPage();
    root.querySelector('input')!.value = 'hashcode';
    mountSearchPage(root);
    await screen.findAllByRole('link', { name: /hashCode/ });
    expect(new URL(window.location.href).searchParams.get('q')).toBe('hashcode');
  });
});
