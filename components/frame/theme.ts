/**
 * The header's theme switch (components/ThemeSwitch.tsx, a <select>): shows the choice in force,
 * applies and keeps a new one, and follows a choice made in another tab or by the React practice
 * page's own toggle (lib/theme.ts). The head script has already applied the kept choice.
 */
import {
  choiceOf,
  chooseTheme,
  currentChoice,
  showChoice,
  THEME_EVENT,
  THEME_KEY,
} from '@/lib/theme';
import type { ThemeChoice } from '@/lib/theme';

export function enableThemeSwitch() {
  const select = document.querySelector<HTMLSelectElement>('select[data-theme-switch]');
  const show = () => select && (select.value = currentChoice());
  show();
  select?.addEventListener('change', () => chooseTheme(select.value as ThemeChoice));
  document.addEventListener(THEME_EVENT, show);
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_KEY || event.key === null) showChoice(choiceOf(event.newValue));
  });
}
