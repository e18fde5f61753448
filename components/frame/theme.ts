/**
 * The header's theme switch (components/ThemeSwitch.tsx, a <select>): shows the choice in force
 * (`data-theme` on <html>, which the head script set from the kept choice) and follows it when
 * the React practice page's toggle or another tab changes it. The code that applies and keeps a
 * choice (lib/theme.ts) loads on the first change, so the frame's first load carries none of it.
 */
import type { ThemeChoice } from '@/lib/theme';

const theme = () => import('@/lib/theme');

export function enableThemeSwitch() {
  const root = document.documentElement;
  const select = document.querySelector<HTMLSelectElement>('select[data-theme-switch]');
  if (select) {
    const show = () => (select.value = root.dataset.theme ?? 'system');
    show();
    new MutationObserver(show).observe(root, { attributeFilter: ['data-theme'] });
    select.addEventListener(
      'change',
      () => void theme().then((m) => m.chooseTheme(select.value as ThemeChoice)),
    );
  }
  // Another tab changed the storage: maybe the theme (lib/theme.ts tells).
  window.addEventListener('storage', (event) => void theme().then((m) => m.followStorage(event)));
}
