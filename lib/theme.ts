/**
 * The site's colour theme: Light, Dark, or the device's setting (prefers-color-scheme). The
 * choice is kept on the device under one localStorage key and shown as `data-theme` on <html>,
 * which app/globals.css reads; with no choice (or no scripts) the CSS follows the device.
 * Shared by the head script (no flash of the wrong theme), the header's switch (the frame's
 * components/frame/theme.ts) and the React practice page's own toggle, so all three agree.
 */
export const THEME_KEY = 'learn-skills-theme';

/** Fired on document when the theme changes in this tab or another one. */
export const THEME_EVENT = 'learn-skills-theme';

export type ThemeChoice = 'light' | 'dark' | 'system';

const isTheme = (value: unknown): value is 'light' | 'dark' =>
  value === 'light' || value === 'dark';

/**
 * The theme's part of the head script (lib/headScript.ts), run before the first paint: applies
 * a kept theme. Storage may be blocked: then the device's setting.
 */
export const themeScript = `try{var t=localStorage.getItem('${THEME_KEY}');if(t==='light'||t==='dark')document.documentElement.dataset.theme=t}catch(e){}`;

/** The choice in force on this page: `data-theme` on <html>, or the device's setting. */
export function currentChoice(): ThemeChoice {
  const theme = document.documentElement.dataset.theme;
  return isTheme(theme) ? theme : 'system';
}

/** The theme the page shows now: the choice, or the device's setting when there is none. */
export function shownTheme(): 'light' | 'dark' {
  const choice = currentChoice();
  if (choice !== 'system') return choice;
  return typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
}

/** Shows a choice on this page (from this tab or, through storage, another one). */
export function showChoice(choice: ThemeChoice) {
  const root = document.documentElement;
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
  document.dispatchEvent(new Event(THEME_EVENT));
}

/** The reader's choice: shown at once and kept on this device (if storage allows). */
export function chooseTheme(choice: ThemeChoice) {
  showChoice(choice);
  try {
    if (choice === 'system') localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, choice);
  } catch {
    // Storage blocked or full: the choice holds for this page only.
  }
}

/** What another tab's stored value means here. */
export const choiceOf = (stored: string | null): ThemeChoice =>
  isTheme(stored) ? stored : 'system';

/** A choice made in another tab shows here too (storage was cleared: key null). */
export function followStorage(event: StorageEvent) {
  if (event.key === THEME_KEY || event.key === null) showChoice(choiceOf(event.newValue));
}
