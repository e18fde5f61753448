/** @jest-environment jsdom */
import { THEME_EVENT, THEME_KEY } from '@/lib/theme';
import { enableThemeSwitch } from './theme';

const root = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  delete root.dataset.theme;
  document.body.innerHTML = `<label>Theme <select data-theme-switch="">
    <option value="system">System</option><option value="light">Light</option>
    <option value="dark">Dark</option></select></label>`;
});

const select = () => document.querySelector('select')!;
// The code that applies a choice loads on first use (a dynamic import).
const loaded = () => new Promise((resolve) => setTimeout(resolve, 0));

it('shows the choice the head script applied', () => {
  root.dataset.theme = 'dark';
  enableThemeSwitch();
  expect(select().value).toBe('dark');
});

it('applies and keeps a choice made in the switch', async () => {
  enableThemeSwitch();
  select().value = 'light';
  select().dispatchEvent(new Event('change'));
  await loaded();
  expect(root.dataset.theme).toBe('light');
  expect(localStorage.getItem(THEME_KEY)).toBe('light');
  select().value = 'system';
  select().dispatchEvent(new Event('change'));
  await loaded();
  expect(root.dataset.theme).toBeUndefined();
  expect(localStorage.getItem(THEME_KEY)).toBeNull();
});

it('follows a choice made in another tab', async () => {
  enableThemeSwitch();
  window.dispatchEvent(new StorageEvent('storage', { key: THEME_KEY, newValue: 'dark' }));
  await loaded();
  expect(root.dataset.theme).toBe('dark');
  expect(select().value).toBe('dark');
  window.dispatchEvent(new StorageEvent('storage', { key: THEME_KEY, newValue: null }));
  await loaded();
  expect(root.dataset.theme).toBeUndefined();
  expect(select().value).toBe('system');
});

it('shows a choice the React page’s toggle made', async () => {
  enableThemeSwitch();
  root.dataset.theme = 'light';
  document.dispatchEvent(new Event(THEME_EVENT));
  await loaded();
  expect(select().value).toBe('light');
});

it('does nothing on a page without the switch', () => {
  document.body.innerHTML = '';
  expect(() => enableThemeSwitch()).not.toThrow();
});
