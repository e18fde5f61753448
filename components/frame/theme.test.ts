/** @jest-environment jsdom */
import { THEME_KEY } from '@/lib/theme';
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

it('shows the choice the head script applied', () => {
  root.dataset.theme = 'dark';
  enableThemeSwitch();
  expect(select().value).toBe('dark');
});

it('applies and keeps a choice made in the switch', () => {
  enableThemeSwitch();
  select().value = 'light';
  select().dispatchEvent(new Event('change'));
  expect(root.dataset.theme).toBe('light');
  expect(localStorage.getItem(THEME_KEY)).toBe('light');
  select().value = 'system';
  select().dispatchEvent(new Event('change'));
  expect(root.dataset.theme).toBeUndefined();
  expect(localStorage.getItem(THEME_KEY)).toBeNull();
});

it('follows a choice made in another tab', () => {
  enableThemeSwitch();
  window.dispatchEvent(new StorageEvent('storage', { key: THEME_KEY, newValue: 'dark' }));
  expect(root.dataset.theme).toBe('dark');
  expect(select().value).toBe('dark');
  window.dispatchEvent(new StorageEvent('storage', { key: THEME_KEY, newValue: null }));
  expect(root.dataset.theme).toBeUndefined();
  expect(select().value).toBe('system');
});

it('does nothing on a page without the switch', () => {
  document.body.innerHTML = '';
  expect(() => enableThemeSwitch()).not.toThrow();
});
