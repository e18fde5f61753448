import styles from './SiteHeader.module.css';

/**
 * The site's theme switch, in the header of every page: Light, Dark, or the device's setting.
 * Plain HTML the frame's module wires (components/frame/theme.ts), so pages of reading need no
 * framework for it; without scripts it is hidden and the page follows the device's setting.
 */
export function ThemeSwitch() {
  return (
    <label className={styles.theme}>
      <span className="visually-hidden">Theme</span>
      {/* No value or defaultValue: the first option shows until the frame's module sets the
        choice in force, and React's hydration (practice pages) leaves the selection alone. */}
      <select data-theme-switch="" className={styles.themeSelect}>
        <option value="system">System</option>
        <option value="light">Light</option>
        <option value="dark">Dark</option>
      </select>
    </label>
  );
}
