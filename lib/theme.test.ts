/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import { choiceOf, chooseTheme, currentChoice, shownTheme, THEME_EVENT, THEME_KEY } from './theme';
import { headScript } from './headScript';

const root = document.documentElement;

function runHeadScript() {
  // The inline script as the page runs it, before anything else.
  new Function(headScript)();
}

beforeEach(() => {
  localStorage.clear();
  delete root.dataset.theme;
  root.className = '';
});

describe('the head script', () => {
  it('marks the page as scripted and leaves the device theme when nothing is kept', () => {
    runHeadScript();
    expect(root.classList.contains('js')).toBe(true);
    expect(root.dataset.theme).toBeUndefined();
  });

  it('applies a kept choice before the first paint', () => {
    localStorage.setItem(THEME_KEY, 'dark');
    runHeadScript();
    expect(root.dataset.theme).toBe('dark');
  });

  it('ignores a value that is no theme, and blocked storage', () => {
    localStorage.setItem(THEME_KEY, '"><script>');
    runHeadScript();
    expect(root.dataset.theme).toBeUndefined();
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(runHeadScript).not.toThrow();
    expect(root.classList.contains('js')).toBe(true);
    getItem.mockRestore();
  });

  it('holds nothing that could end or confuse the script element', () => {
    // A script element's text ends only at `</script`; `<!--` would change how it is read.
    expect(headScript).not.toMatch(/<\/|<!--/);
  });
});

describe('chooseTheme', () => {
  it('shows and keeps Light or Dark, and the device setting forgets the choice', () => {
    const heard = jest.fn();
    document.addEventListener(THEME_EVENT, heard);
    chooseTheme('dark');
    expect(root.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    expect(currentChoice()).toBe('dark');
    expect(shownTheme()).toBe('dark');
    chooseTheme('system');
    expect(root.dataset.theme).toBeUndefined();
    expect(localStorage.getItem(THEME_KEY)).toBeNull();
    expect(currentChoice()).toBe('system');
    expect(heard).toHaveBeenCalledTimes(2);
    document.removeEventListener(THEME_EVENT, heard);
  });

  it('still shows the choice where storage is blocked', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('full');
    });
    chooseTheme('light');
    expect(root.dataset.theme).toBe('light');
    setItem.mockRestore();
  });

  it('reads another tab’s stored value', () => {
    expect(choiceOf('light')).toBe('light');
    expect(choiceOf(null)).toBe('system');
    expect(choiceOf('blue')).toBe('system');
  });
});

it('app/globals.css gives the same dark colours to the device setting and to the choice', () => {
  const css = readFileSync('app/globals.css', 'utf8');
  const block = (selector: string) => {
    const start = css.indexOf(`${selector} {`);
    expect(start).toBeGreaterThan(-1);
    return css
      .slice(start, css.indexOf('}', start))
      .split('\n')
      .slice(1)
      .map((line) => line.trim())
      .filter(Boolean);
  };
  const device = block(":root:not([data-theme='light'])");
  const chosen = block(":root[data-theme='dark']");
  expect(device.length).toBeGreaterThan(10);
  expect(chosen).toEqual(device);
});
